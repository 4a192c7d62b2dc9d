import { describe, expect, it } from 'vitest';
import { couponOutcome, shouldShowCoupon } from './coupon-outcome';

describe('couponOutcome', () => {
  it('a code-1 answer is a claim with the server message', () => {
    expect(couponOutcome({ code: 1, msg: '优惠券已放入您的账号，可于账户信息中查看！', data: null })).toEqual({
      kind: 'claimed',
      message: '优惠券已放入您的账号，可于账户信息中查看！',
    });
  });

  it('nested code 1 means already claimed', () => {
    expect(couponOutcome({ code: 0, msg: 'x', data: { code: 1 } })).toEqual({
      kind: 'alreadyClaimed',
      message: '已领取过优惠券，无法重复领取!',
    });
    expect(couponOutcome({ code: 0, msg: 'x', data: { code: '1' } }).kind).toBe('alreadyClaimed');
  });

  it('anything else means there is nothing to claim', () => {
    for (const data of [{ code: 0 }, null, {}, 'oops']) {
      expect(couponOutcome({ code: 0, msg: 'x', data })).toEqual({ kind: 'nothing', message: '没有需要领取的优惠券!' });
    }
  });
});

describe('shouldShowCoupon', () => {
  const base = { loggedIn: true, showCoupon: 1, showWelcome: 0, welcomeCloseFlag: '1' };

  it('shows when logged in and show_coupon is 1', () => {
    expect(shouldShowCoupon(base)).toBe(true);
    expect(shouldShowCoupon({ ...base, showCoupon: 0 })).toBe(false);
    expect(shouldShowCoupon({ ...base, showCoupon: undefined })).toBe(false);
    expect(shouldShowCoupon({ ...base, loggedIn: false })).toBe(false);
  });

  it('waits while the welcome questionnaire is due, shows once it was closed', () => {
    expect(shouldShowCoupon({ ...base, showWelcome: 1 })).toBe(false);
    expect(shouldShowCoupon({ ...base, showWelcome: 1, welcomeCloseFlag: '0' })).toBe(true);
  });
});
