import type { AdminCustomOrder } from '@boguan/contracts/custom-order.api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { CustomOrdersTab } from './custom-orders-tab';

afterEach(() => vi.unstubAllGlobals());

const order: AdminCustomOrder = {
  id: 12,
  order_no: 'DZ00000012',
  status: 'communicating',
  status_name: '沟通中',
  describe: '需要2025年美妆类微博博主的粉丝画像与互动数据',
  scope: ['kol'],
  scope_names: ['微博博主'],
  date_from: '2025-01-01',
  date_to: '2025-12-31',
  budget: 'from_20k',
  budget_name: '2万-5万元',
  contact: '王小明',
  tel: '13812345678',
  email: 'wang@example.com',
  company: '',
  quote_fen: null,
  quote_note: '',
  quote_time: '',
  create_time: '2026-01-05 10:00:00',
  update_time: '2026-01-05 12:00:00',
  open: true,
  last_reply_by: 'user',
  thread: [
    { id: 1, author: 'operator', kind: 'status', content: '状态变更为“沟通中”', time: '2026-01-05 11:00:00' },
    { id: 2, author: 'user', kind: 'reply', content: '请尽快报价', time: '2026-01-05 12:00:00' },
  ],
  user_id: 9,
  user_mobile: '138****5678',
  user_name: '小王',
};

const done: AdminCustomOrder = {
  ...order,
  id: 8,
  order_no: 'DZ00000008',
  status: 'completed',
  status_name: '已完成',
  open: false,
  quote_fen: 500_000,
  last_reply_by: '',
  thread: [],
};

function answers(current: () => AdminCustomOrder = () => order) {
  return fakeApi({
    '/api/admin/custom_order_list': (form) => {
      const rows = form.get('status') === 'completed' || current().id === done.id ? [done] : [current(), done];
      return { code: 1, data: { data: rows, page: 1, per_page: 20, total: rows.length } };
    },
    '/api/admin/custom_order_detail': () => ({ code: 1, data: current() }),
    '/api/admin/custom_order_reply': { code: 1, msg: '回复成功', data: order },
    '/api/admin/custom_order_status': { code: 1, msg: '需求状态已更新', data: order },
    '/api/admin/custom_order_quote': { code: 1, msg: '报价已发送给用户', data: order },
  });
}

async function openOrder(): Promise<HTMLElement> {
  fireEvent.click((await screen.findAllByRole('button', { name: /^处\s?理$/ }))[0] as HTMLElement);
  return screen.findByRole('dialog');
}

describe('CustomOrdersTab', () => {
  it('lists the orders with their state, 待回复 and the quote, and filters by state', async () => {
    const api = answers();
    renderWithApp(<CustomOrdersTab />);
    expect(await screen.findAllByText('138****5678（小王）')).toHaveLength(2);
    expect(screen.getByText('待回复')).toBeTruthy();
    expect(screen.getByText('¥5,000.00')).toBeTruthy();
    fireEvent.click(screen.getByText('已完成', { selector: '.ant-radio-button-wrapper *' }));
    await waitFor(() =>
      expect(
        api.calls
          .filter((c) => c.path === '/api/admin/custom_order_list')
          .at(-1)
          ?.form.get('status'),
      ).toBe('completed'),
    );
  }, 60_000);

  it('opens an order with its thread and the moves its state allows, and replies', async () => {
    const api = answers();
    renderWithApp(<CustomOrdersTab />);
    const inDrawer = within(await openOrder());
    expect(await inDrawer.findByText('需要2025年美妆类微博博主的粉丝画像与互动数据')).toBeTruthy();
    expect(inDrawer.getAllByTestId('thread-entry').map((entry) => entry.textContent)).toEqual([
      '运营 · 2026-01-05 11:00:00状态变更为“沟通中”',
      '用户 · 2026-01-05 12:00:00请尽快报价',
    ]);
    // 沟通中 may be quoted or closed, not completed.
    expect(inDrawer.queryByRole('button', { name: '标记完成' })).toBeNull();
    expect(inDrawer.queryByRole('button', { name: '开始沟通' })).toBeNull();

    fireEvent.click(inDrawer.getByRole('button', { name: '发送回复' }));
    expect(await screen.findByText('请输入回复内容')).toBeTruthy();
    fireEvent.change(inDrawer.getByLabelText('回复内容'), { target: { value: '已安排数据同事评估' } });
    fireEvent.click(inDrawer.getByRole('button', { name: '发送回复' }));
    expect(await screen.findByText('回复成功')).toBeTruthy();
    expect(Object.fromEntries(api.calls.find((c) => c.path === '/api/admin/custom_order_reply')?.form ?? [])).toEqual({
      id: '12',
      content: '已安排数据同事评估',
    });
  }, 60_000);

  it('quotes in yuan as typed, after checking it with the server message', async () => {
    const api = answers();
    renderWithApp(<CustomOrdersTab />);
    const inDrawer = within(await openOrder());
    fireEvent.change(await inDrawer.findByLabelText('报价金额'), { target: { value: '12000.555' } });
    fireEvent.click(inDrawer.getByRole('button', { name: '发送报价' }));
    expect(await screen.findByText('报价金额须为0.01至10000000元，最多两位小数')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/admin/custom_order_quote')).toBe(false);
    fireEvent.change(inDrawer.getByLabelText('报价金额'), { target: { value: '12000.5' } });
    fireEvent.change(inDrawer.getByLabelText('报价说明'), { target: { value: '含3个月数据' } });
    fireEvent.click(inDrawer.getByRole('button', { name: '发送报价' }));
    expect(await screen.findByText('报价已发送给用户')).toBeTruthy();
    expect(Object.fromEntries(api.calls.find((c) => c.path === '/api/admin/custom_order_quote')?.form ?? [])).toEqual({
      id: '12',
      amount: '12000.5',
      note: '含3个月数据',
    });
  }, 60_000);

  it('closes an order after confirming the move', async () => {
    const api = answers();
    renderWithApp(<CustomOrdersTab />);
    const inDrawer = within(await openOrder());
    fireEvent.click(await inDrawer.findByRole('button', { name: '关闭需求' }));
    const confirm = await screen.findByText('将需求 DZ00000012 从“沟通中”变更为“已关闭”，并通知用户。');
    const dialog = confirm.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: /^确\s?定$/ }));
    expect(await screen.findByText('需求状态已更新')).toBeTruthy();
    expect(Object.fromEntries(api.calls.find((c) => c.path === '/api/admin/custom_order_status')?.form ?? [])).toEqual({
      id: '12',
      status: 'closed',
    });
  }, 60_000);

  it('offers 标记完成 and 修改报价 on a quoted order', async () => {
    answers(() => ({ ...order, status: 'quoted', status_name: '已报价', quote_fen: 1_200_050 }));
    renderWithApp(<CustomOrdersTab />);
    const drawer = within(await openOrder());
    expect(await drawer.findByRole('button', { name: '标记完成' })).toBeTruthy();
    expect(drawer.getByRole('button', { name: '修改报价' })).toBeTruthy();
    expect(drawer.getByText('¥12,000.50')).toBeTruthy();
  }, 60_000);

  it('offers no actions on a finished order', async () => {
    answers(() => done);
    renderWithApp(<CustomOrdersTab />);
    const drawer = within(await openOrder());
    expect(await drawer.findByText('¥5,000.00')).toBeTruthy();
    expect(drawer.queryByRole('button', { name: '发送回复' })).toBeNull();
    expect(drawer.queryByLabelText('报价金额')).toBeNull();
  }, 60_000);
});
