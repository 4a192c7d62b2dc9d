import type { Envelope } from '@boguan/contracts/envelope';
import { mobileProblem } from '@boguan/contracts/validation-messages';
import { useGuardedSubmit } from '../../../lib/use-guarded-submit';
import { countdownSeconds } from './countdown';
import { useCountdown } from './use-countdown';

export interface SmsCodeOptions {
  send(mobile: string): Promise<Envelope<unknown>>;
  /** Spec 9 default when the server does not say (10 s login, 59 s binding and reset). */
  fallbackSeconds: number;
  /** How this screen shows a client-side warning (antd message on desktop, Toast on mobile). */
  warn(message: string): void;
}

/**
 * The "get code" button logic shared by every SMS form: check the number first (spec 5), send,
 * and count down only when the server accepted (its refusal message is shown by the api client).
 */
export function useSmsCode({ send, fallbackSeconds, warn }: SmsCodeOptions) {
  const countdown = useCountdown();
  const { submitting: sending, submit } = useGuardedSubmit(warn);
  const requestCode = async (mobile: string | undefined): Promise<void> => {
    if (countdown.running || sending) return;
    await submit(mobileProblem(mobile), async () => {
      const answer = await send((mobile ?? '').trim());
      if (answer.code === 1) countdown.start(countdownSeconds(answer.data, fallbackSeconds));
    });
  };
  return { label: countdown.label, running: countdown.running, sending, requestCode };
}
