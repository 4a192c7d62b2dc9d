import type { QuoteData } from '@boguan/contracts/payments.api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { MemberPage } from './member-page';

afterEach(() => vi.unstubAllGlobals());

function quote(form: URLSearchParams): QuoteData {
  const term = (form.get('term') ?? 'year') as QuoteData['term'];
  const list = { month: 39_900, quarter: 107_700, year: 359_900 }[term];
  const couponId = form.get('coupon_id');
  const discount = couponId === '0' ? 0 : 5000;
  return {
    level: 30,
    level_name: '高级版',
    term,
    term_name: { month: '月度', quarter: '季度', year: '年度' }[term],
    days: { month: 30, quarter: 90, year: 365 }[term],
    kind: 'new',
    list_fen: list,
    credit_fen: 0,
    discount_fen: discount,
    pay_fen: list - discount,
    coupon_id: discount > 0 ? 11 : 0,
    coupons: [
      {
        id: 11,
        name: '新人专享',
        desc: '满300减50',
        amount_fen: 5000,
        threshold_fen: 30_000,
        kind: 'amount',
        rate_pct: null,
        max_discount_fen: null,
        valid_to: '2026-01-12 10:00:00',
        usable: true,
      },
    ],
    expires_at: '2027-01-05 10:00:00',
  };
}

const created = {
  order_no: 'BG20260105100000ABCDEF01',
  method: 'wechat',
  provider: 'local',
  pay_fen: 354_900,
  qr_code: 'http://127.0.0.1:8080/dev/cashier?order=BG20260105100000ABCDEF01',
  pay_url: 'http://127.0.0.1:8080/dev/cashier?order=BG20260105100000ABCDEF01',
  expires_at: '2026-01-05 10:15:00',
  reused: false,
};

describe('MemberPage', () => {
  it('shows the amount the server quotes, with the best coupon, and asks again for another term', async () => {
    const api = fakeApi({ '/api/pay/quote': (form) => ({ code: 1, data: quote(form) }) });
    renderWithApp(<MemberPage />);
    const summary = await screen.findByTestId('order-summary');
    await waitFor(() => expect(within(summary).getByTestId('pay-amount').textContent).toBe('¥3,549.00'));
    expect(within(summary).getByText('-¥50.00')).toBeTruthy();
    expect(screen.getByText(/新人专享 满300减50（2026-01-12到期）/)).toBeTruthy();
    // The comparison is the table the tools enforce.
    expect(within(screen.getByTestId('level-comparison')).getByText('博主数据导出')).toBeTruthy();

    fireEvent.click(screen.getByText('季度（90天）'));
    await waitFor(() => expect(within(summary).getByTestId('pay-amount').textContent).toBe('¥1,027.00'));
    const last = api.calls.filter((c) => c.path === '/api/pay/quote').at(-1);
    expect(last?.form.get('term')).toBe('quarter');
    expect(last?.form.get('level')).toBe('30');
    expect(last?.form.has('coupon_id')).toBe(false);
  });

  it('pays once on a double click, shows the demo cashier, and reads the level again when paid', async () => {
    let polls = 0;
    const api = fakeApi({
      '/api/pay/quote': (form) => ({ code: 1, data: quote(form) }),
      '/api/pay/create_order': { code: 1, msg: '订单已创建，请在15分钟内完成支付', data: created },
      '/api/pay/order_status': () => {
        polls += 1;
        const paid = polls > 1;
        return {
          code: 1,
          data: {
            order_no: created.order_no,
            status: paid ? 'paid' : 'pending',
            status_name: paid ? '已支付' : '待支付',
            paid_time: paid ? '2026-01-05 10:01:00' : '',
            member_level: paid ? 30 : 20,
            member_expires_at: paid ? '2027-01-05 10:01:00' : '',
          },
        };
      },
    });
    localStorage.setItem('Authorization', 'token-1');
    renderWithApp(<MemberPage />);
    const summary = await screen.findByTestId('order-summary');
    await waitFor(() => expect(within(summary).getByTestId('pay-amount').textContent).toBe('¥3,549.00'));
    const pay = within(summary).getByText('立即支付').closest('button');
    if (!pay) throw new Error('no pay button');
    fireEvent.click(pay);
    fireEvent.click(pay);
    const dialog = await screen.findByTestId('pay-dialog');
    expect(api.calls.filter((c) => c.path === '/api/pay/create_order')).toHaveLength(1);
    const order = api.calls.find((c) => c.path === '/api/pay/create_order')?.form;
    expect(order?.get('coupon_id')).toBe('11');
    expect(order?.get('method')).toBe('wechat');
    expect(within(dialog).getByText(/演示模式/)).toBeTruthy();
    expect(within(dialog).getByTestId('cashier-link').getAttribute('href')).toBe(created.pay_url);
    expect(await within(dialog).findByText('支付成功', undefined, { timeout: 5000 })).toBeTruthy();
    expect(within(dialog).getByText(/已开通高级版，有效期至2027-01-05 10:01:00/)).toBeTruthy();
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/user/getPersonalInfo')).toBe(true));
    localStorage.removeItem('Authorization');
  });
});
