import dayjs from 'dayjs';

/** The expiry of a membership; free membership never expires. */
export function expiryText(expiresAt: string | null): string {
  if (!expiresAt) return '长期有效';
  const date = dayjs(expiresAt);
  return date.isValid() ? date.format('YYYY-MM-DD') : '长期有效';
}
