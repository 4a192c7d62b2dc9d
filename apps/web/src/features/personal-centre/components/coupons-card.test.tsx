import type { UserCouponList } from '@boguan/contracts/coupons.api';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { CouponsCard } from './coupons-card';

const LOADED = { timeout: 10_000 };

/** The page reads `desc`, not the kind fields the server also sends (rate coupons say 折 in `desc`). */
type Coupon = Omit<UserCouponList['data'][number], 'kind' | 'rate_pct' | 'max_discount_fen'>;

function coupon(id: number, status: 0 | 1 | 2, name: string, desc: string, amountFen: number): Coupon {
  return {
    id,
    name,
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

/** Two usable (one a rate coupon), one used, one expired. */
const COUPONS: Coupon[] = [
  coupon(4, 0, '新人专享', '满300减50', 5000),
  coupon(3, 0, '会员季', '满500享8.5折', 0),
  coupon(2, 1, '开年福利', '满100减12.5', 1250),
  coupon(1, 2, '双十二', '无门槛减10', 1000),
];

afterEach(() => vi.unstubAllGlobals());

describe('CouponsCard (我的优惠券 on /user)', () => {
  it('shows the three states with their counts, each coupon a ticket with its figure, desc and validity', async () => {
    const api = fakeApi({ '/api/coupon/userCoupon': { code: 1, data: { data: COUPONS, total: 4 } } });
    renderWithApp(
      <Routes>
        <Route path="/user" element={<CouponsCard />} />
        <Route path="/member" element={<div>会员购买页</div>} />
      </Routes>,
      { route: '/user' },
    );
    expect(await screen.findByText('未使用（2）', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('已使用（1）')).toBeTruthy();
    expect(screen.getByText('已过期（1）')).toBeTruthy();
    // One request answers all three tabs.
    expect(api.calls.filter((c) => c.path === '/api/coupon/userCoupon')).toHaveLength(1);
    expect(api.calls[0]?.form.has('status')).toBe(false);

    let tickets = screen.getAllByTestId('coupon-ticket');
    expect(tickets).toHaveLength(2);
    expect(within(tickets[0]!).getByText('满300减50')).toBeTruthy();
    expect(within(tickets[0]!).getByText('50')).toBeTruthy();
    expect(within(tickets[0]!).getByText('有效期 2026-01-05 10:00 至 2026-01-12 10:00')).toBeTruthy();
    expect(within(tickets[1]!).getByText('满500享8.5折')).toBeTruthy();
    expect(within(tickets[1]!).getByText('8.5')).toBeTruthy();
    expect(within(tickets[1]!).getByText('折')).toBeTruthy();

    fireEvent.click(screen.getByText('已使用（1）'));
    tickets = screen
      .getAllByTestId('coupon-ticket')
      .filter((ticket) => ticket.closest('[aria-hidden="true"]') === null);
    expect(tickets).toHaveLength(1);
    expect(within(tickets[0]!).getByText('满100减12.5')).toBeTruthy();
    expect(within(tickets[0]!).getByText('12.5')).toBeTruthy();
    expect(within(tickets[0]!).getByText('已使用')).toBeTruthy();
    expect(within(tickets[0]!).queryByText(/去使用|去 使用/)).toBeNull();

    fireEvent.click(screen.getByText('已过期（1）'));
    tickets = screen
      .getAllByTestId('coupon-ticket')
      .filter((ticket) => ticket.closest('[aria-hidden="true"]') === null);
    expect(within(tickets[0]!).getByText('无门槛减10')).toBeTruthy();
    expect(within(tickets[0]!).getByText('已过期')).toBeTruthy();

    fireEvent.click(screen.getByText('未使用（2）'));
    fireEvent.click(screen.getAllByRole('button', { name: '去使用' })[0]!);
    expect(await screen.findByText('会员购买页')).toBeTruthy();
  });

  it('says 暂无数据... in a state without coupons', async () => {
    fakeApi({ '/api/coupon/userCoupon': { code: 1, data: { data: [COUPONS[3]], total: 1 } } });
    renderWithApp(<CouponsCard />, { route: '/user' });
    expect(await screen.findByText('未使用（0）', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('暂无数据...')).toBeTruthy();
  });
});
