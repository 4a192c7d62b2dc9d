import type { UserCouponList } from '@boguan/contracts/coupons.api';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageKey } from '../../../lib/storage-keys';
import { fakeApi, renderWithApp } from '../../../test/render';
import { MobileCouponPage } from './mobile-coupon-page';

const LOADED = { timeout: 10_000 };

/** The page reads `desc`, not the kind fields the server also sends (rate coupons say 折 in `desc`). */
type Coupon = Omit<UserCouponList['data'][number], 'kind' | 'rate_pct' | 'max_discount_fen'>;

function coupon(id: number, status: 0 | 1 | 2, desc: string, amountFen: number): Coupon {
  return {
    id,
    name: `优惠券 ${id}`,
    amount: amountFen / 100,
    threshold: 300,
    amount_fen: amountFen,
    threshold_fen: 30_000,
    desc,
    status,
    status_name: ['未使用', '已使用', '已过期'][status] ?? '',
    valid_from: '2026-01-05 10:00:00',
    valid_to: '2026-01-12 10:00:00',
    create_time: '2026-01-05 10:00:00',
  };
}

beforeEach(() => localStorage.setItem(StorageKey.token, 'token-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('MobileCouponPage (/m/coupon)', () => {
  it('shows 未使用 / 已使用 / 已过期 with counts, desc and validity; 去使用 opens /m/member', async () => {
    fakeApi({
      '/api/coupon/userCoupon': {
        code: 1,
        data: {
          data: [coupon(3, 0, '满500享8.5折', 0), coupon(2, 1, '满300减50', 5000), coupon(1, 2, '无门槛减10', 1000)],
          total: 3,
        },
      },
    });
    renderWithApp(
      <Routes>
        <Route path="/m/coupon" element={<MobileCouponPage />} />
        <Route path="/m/member" element={<div>手机会员页</div>} />
      </Routes>,
      { route: '/m/coupon' },
    );
    expect(await screen.findByText('未使用(1)', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('已使用(1)')).toBeTruthy();
    expect(screen.getByText('已过期(1)')).toBeTruthy();

    const usable = screen.getByTestId('coupon-ticket');
    expect(within(usable).getByText('满500享8.5折')).toBeTruthy();
    expect(within(usable).getByText('8.5')).toBeTruthy();
    expect(within(usable).getByText('2026-01-05 10:00 至 2026-01-12 10:00')).toBeTruthy();

    fireEvent.click(screen.getByText('已使用(1)'));
    const used = screen.getByTestId('coupon-ticket');
    expect(within(used).getByText('满300减50')).toBeTruthy();
    expect(within(used).getByText('已使用')).toBeTruthy();
    expect(within(used).queryByRole('button')).toBeNull();

    fireEvent.click(screen.getByText('已过期(1)'));
    expect(within(screen.getByTestId('coupon-ticket')).getByText('无门槛减10')).toBeTruthy();

    fireEvent.click(screen.getByText('未使用(1)'));
    fireEvent.click(within(screen.getByTestId('coupon-ticket')).getByRole('button', { name: '去使用' }));
    expect(await screen.findByText('手机会员页')).toBeTruthy();
  });

  it('says 暂无数据... without coupons, and sends a visitor to log in', async () => {
    fakeApi({ '/api/coupon/userCoupon': { code: 1, data: { data: [], total: 0 } } });
    const { unmount } = renderWithApp(<MobileCouponPage />, { route: '/m/coupon' });
    expect(await screen.findByText('暂无数据...', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('未使用(0)')).toBeTruthy();
    unmount();
    localStorage.clear();
    renderWithApp(<MobileCouponPage />, { route: '/m/coupon' });
    expect(screen.getByText('登录后查看我的优惠券')).toBeTruthy();
  });
});
