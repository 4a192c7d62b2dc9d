/** What the server takes as yuan: digits with at most two decimals (it reads them as fen exactly). */
export function isYuanText(text: string): boolean {
  return /^\d{1,9}(\.\d{1,2})?$/.test(text) && Number(text) <= 20_000_000;
}
