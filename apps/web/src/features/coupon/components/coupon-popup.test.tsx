import { CouponMessage } from '@boguan/contracts/coupons';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageKey } from '../../../lib/storage-keys';
import { fakeApi, renderWithApp } from '../../../test/render';
import { CouponPopup } from './coupon-popup';

beforeEach(() => localStorage.setItem(StorageKey.token, 'member-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const personalInfo = (showCoupon: number) => ({
  code: 1,
  data: { show_coupon: showCoupon, show_welcome: 0 },
});

describe('CouponPopup', () => {
  it('offers the coupon, reports that it was shown and says when it was already claimed', async () => {
    const api = fakeApi({
      '/api/user/getPersonalInfo': personalInfo(1),
      '/api/common/popup_statistics': { code: 1 },
      '/api/coupon/manualCoupon': { code: 0, msg: CouponMessage.alreadyClaimed, data: { code: 1 } },
    });
    renderWithApp(<CouponPopup />);
    expect(await screen.findByText('送您一张会员优惠券')).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/common/popup_statistics')?.form.get('popup_type')).toBe(
        'coupon',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: '立即领取' }));
    expect(await screen.findByText(CouponMessage.alreadyClaimed)).toBeTruthy();
    expect(sessionStorage.getItem('boguan.couponPopupClosed')).toBe('1');
  });

  it('stays away when nothing is claimable', async () => {
    const api = fakeApi({ '/api/user/getPersonalInfo': personalInfo(0) });
    renderWithApp(<CouponPopup />);
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/user/getPersonalInfo')).toBe(true));
    expect(screen.queryByText('送您一张会员优惠券')).toBeNull();
  });
});
