import type { AdminWithdrawal } from '@boguan/contracts/wallet.api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { WithdrawalsTab } from './withdrawals-tab';

afterEach(() => vi.unstubAllGlobals());

const row: AdminWithdrawal = {
  id: 12,
  user_mobile: '138****1234',
  user_nick: '小李',
  amount_fen: 15_050,
  account_type: 'bank',
  account_type_name: '银行卡',
  real_name: '李四',
  account: '6217000000000006',
  bank_name: '招商银行',
  status: 'pending',
  status_name: '审核中',
  reason: '',
  payout_ref: '',
  create_time: '2026-01-05 10:00:00',
  review_time: '',
  reviewer: '',
  balance_before_fen: 30_000,
  available_now_fen: 14_950,
};

function answers() {
  return fakeApi({
    '/api/admin/withdraw_list': (form) => ({
      code: 1,
      data: {
        data: form.get('status') === 'paid' ? [] : [row],
        page: 1,
        per_page: 10,
        total: form.get('status') === 'paid' ? 0 : 1,
        pending_count: 1,
      },
    }),
    '/api/admin/withdraw_pay': {
      code: 1,
      msg: '已标记为已打款',
      data: { ...row, status: 'paid', status_name: '已打款' },
    },
    '/api/admin/withdraw_reject': { code: 0, msg: '该提现申请已打款，请勿重复操作' },
  });
}

describe('WithdrawalsTab', () => {
  it('lists requests with the payee in full and both balances, and filters by state', async () => {
    const api = answers();
    renderWithApp(<WithdrawalsTab />);
    expect(await screen.findByText('李四（银行卡 6217000000000006，招商银行）')).toBeTruthy();
    expect(screen.getByText('¥300.00 / ¥149.50')).toBeTruthy();
    fireEvent.click(screen.getByText('已打款'));
    await waitFor(() => expect(api.calls.at(-1)?.form.get('status')).toBe('paid'));
    expect(await screen.findByText('暂无数据...')).toBeTruthy();
  });

  it('打款 asks for confirmation and sends the optional reference once', async () => {
    const api = answers();
    renderWithApp(<WithdrawalsTab />);
    fireEvent.click(await screen.findByText('打款'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('¥150.50')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('打款流水号'), { target: { value: 'BANK20260105001' } });
    const ok = within(dialog).getByText('确认已打款').closest('button');
    if (!ok) throw new Error('no ok button');
    fireEvent.click(ok);
    fireEvent.click(ok);
    expect(await screen.findByText('已标记为已打款')).toBeTruthy();
    const sent = api.calls.filter((c) => c.path === '/api/admin/withdraw_pay');
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0]?.form ?? [])).toEqual({ id: '12', payout_ref: 'BANK20260105001' });
  });

  it('驳回 needs a reason and shows the server’s refusal', async () => {
    const api = answers();
    renderWithApp(<WithdrawalsTab />);
    fireEvent.click(await screen.findByText('驳回'));
    const dialog = await screen.findByRole('dialog');
    const ok = within(dialog).getByText('确认驳回').closest('button');
    if (!ok) throw new Error('no ok button');
    fireEvent.click(ok);
    expect(await screen.findByText('请填写驳回原因')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/admin/withdraw_reject')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: '姓名不符' } });
    fireEvent.click(ok);
    expect(await screen.findByText('该提现申请已打款，请勿重复操作')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/admin/withdraw_reject')?.form.get('reason')).toBe('姓名不符');
  });
});
