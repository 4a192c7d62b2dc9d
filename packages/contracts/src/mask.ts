/**
 * 13812341234 → 138****1234: enough for a person to recognise a number on a shared screen, a
 * list or a log, not enough to call it. Shorter strings (an anonymised account) keep less.
 */
export function maskMobile(mobile: string): string {
  if (mobile.length < 8) return `${mobile.slice(0, 1)}****`;
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}
