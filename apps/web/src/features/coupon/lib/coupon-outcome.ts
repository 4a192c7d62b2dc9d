import { CouponMessage } from '@boguan/contracts/coupons';

/** Spec 8: the three outcomes of a claim and what the popup says for each. */
export type CouponOutcome =
  | { kind: 'claimed'; message: string }
  | { kind: 'alreadyClaimed'; message: string }
  | { kind: 'nothing'; message: string };

export const COUPON_RELOAD_DELAY_MS = 2000;

export function couponOutcome(answer: { code: number; msg: string; data: unknown }): CouponOutcome {
  if (answer.code === 1) return { kind: 'claimed', message: answer.msg || CouponMessage.claimed };
  const nested =
    typeof answer.data === 'object' && answer.data !== null ? (answer.data as { code?: unknown }).code : undefined;
  if (Number(nested) === 1) return { kind: 'alreadyClaimed', message: CouponMessage.alreadyClaimed };
  return { kind: 'nothing', message: CouponMessage.nothingToClaim };
}

/**
 * The coupon waits while the welcome questionnaire is due (both are first-login popups; one at a
 * time). Welcome is due when the server flag is 1 and it was not dismissed this login.
 */
export function shouldShowCoupon(input: {
  loggedIn: boolean;
  showCoupon: number | undefined;
  showWelcome: number | undefined;
  welcomeCloseFlag: string | null;
}): boolean {
  if (!input.loggedIn || input.showCoupon !== 1) return false;
  const welcomeDue = input.showWelcome === 1 && input.welcomeCloseFlag !== '0';
  return !welcomeDue;
}
