import type { OrderItem } from '@boguan/contracts/payments.api';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { OrderInfoPage } from './order-info-page';

// antd's dialogs render slowly in jsdom on a busy machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

const paid: OrderItem = {
  kind: 'order',
  order_no: 'BG20260105100000ABCDEF01',
  title: '高级版 · 月度',
  level: 30,
  level_name: '高级版',
  term_name: '月度',
  days: 30,
  list_fen: 39_900,
  credit_fen: 0,
  discount_fen: 5000,
  pay_fen: 34_900,
  status: 'paid',
  status_name: '已支付',
  method_name: '微信支付',
  create_time: '2026-01-05 10:00:00',
  paid_time: '2026-01-05 10:01:00',
  invoice_status: 'none',
  invoice_status_name: '未申请',
  can_invoice: true,
};
const invoiced: OrderItem = {
  ...paid,
  order_no: 'BG20260104100000ABCDEF02',
  invoice_status: 'issued',
  invoice_status_name: '已开票',
  can_invoice: false,
};
const gift: OrderItem = {
  ...paid,
  kind: 'gift',
  order_no: 'ABCD********WXYZ',
  title: '兑换码 · 专业版 30 天',
  level: 40,
  level_name: '专业版',
  term_name: '30天',
  list_fen: 0,
  discount_fen: 0,
  pay_fen: 0,
  status: 'redeemed',
  status_name: '已兑换',
  method_name: '兑换码',
  invoice_status_name: '无需开票',
  can_invoice: false,
};

describe('OrderInfoPage', () => {
  it('shows each order’s invoice state, 申请发票 for a paid one, and gift codes among the orders', async () => {
    fakeApi({
      '/api/user/order_list': { code: 1, data: { data: [paid, gift, invoiced], page: 1, per_page: 10, total: 3 } },
    });
    renderWithApp(<OrderInfoPage />);
    const table = await screen.findByTestId('order-table');
    const apply = within(table).getByText('申请发票').closest('a');
    expect(apply?.getAttribute('href')).toBe(`/invoice?order=${paid.order_no}`);
    expect(within(table).getByText('已开票').closest('a')?.getAttribute('href')).toBe('/invoice');
    expect(within(table).getByText('兑换码 · 专业版 30 天')).toBeTruthy();
    expect(within(table).getByText('ABCD********WXYZ')).toBeTruthy();
    expect(within(table).getByText('已兑换')).toBeTruthy();
    expect(within(table).getByText('无需开票')).toBeTruthy();
    expect(within(table).getAllByText('申请发票')).toHaveLength(1);
  });
});
