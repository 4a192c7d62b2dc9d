/** Small readers for untrusted JSON: Weibo fields change type between endpoints (ids as numbers or strings). */

export type JsonRecord = Record<string, unknown>;

export function asRecord(value: unknown): JsonRecord | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonRecord) : null;
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Strings stay, finite numbers become their decimal text, anything else is ''. */
export function asString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return value.toString();
  return '';
}

/** Weibo writes flags as true, 1, "1" or "true". */
export function asFlag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

export function asInt(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value);
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value.trim());
  return fallback;
}
