export const GET_CODE_LABEL = '获取验证码';

/** Spec 9: '请等待N秒' while counting, then back to '获取验证码'. */
export function countdownLabel(remaining: number): string {
  return remaining > 0 ? `请等待${remaining}秒` : GET_CODE_LABEL;
}

/**
 * Seconds to count down after a code was sent: the server's `countdown` when it gives a sane
 * one (it enforces the same interval), otherwise the spec default.
 */
export function countdownSeconds(data: unknown, fallback: number): number {
  const value = typeof data === 'object' && data !== null ? (data as { countdown?: unknown }).countdown : undefined;
  const seconds = typeof value === 'string' ? Number(value) : value;
  if (typeof seconds === 'number' && Number.isInteger(seconds) && seconds > 0 && seconds <= 600) return seconds;
  return fallback;
}

/**
 * Seconds a refused password login must wait (the server's `retry_after`, sent once an account
 * has had too many failures), or 0.
 */
export function retryAfterSeconds(data: unknown): number {
  const value = typeof data === 'object' && data !== null ? (data as { retry_after?: unknown }).retry_after : undefined;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 3600 ? value : 0;
}

/** Calls onChange with seconds, seconds-1, ... 0, one step a second. Returns a stop function. */
export function startCountdown(seconds: number, onChange: (remaining: number) => void): () => void {
  let remaining = Math.max(0, Math.floor(seconds));
  onChange(remaining);
  if (remaining === 0) return () => {};
  const timer = setInterval(() => {
    remaining -= 1;
    onChange(remaining);
    if (remaining <= 0) clearInterval(timer);
  }, 1000);
  return () => clearInterval(timer);
}
