import type { WithdrawInfo } from '@boguan/contracts/wallet.api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { WithdrawPage } from './withdraw-page';

afterEach(() => vi.unstubAllGlobals());

const info = (over: Partial<WithdrawInfo> = {}): WithdrawInfo => ({
  available_fen: 25_050,
  pending_fen: 7_980,
  min_fen: 10_000,
  has_pending: false,
  last_account: null,
  ...over,
});

const page = <T,>(data: T[]) => ({ code: 1, data: { data, page: 1, per_page: 10, total: data.length } });

const rejected = {
  id: 7,
  amount_fen: 12_000,
  account_type: 'alipay',
  account_type_name: '支付宝',
  account: '138****8000',
  bank_name: '',
  status: 'rejected',
  status_name: '已驳回',
  reason: '收款账户与实名不符',
  create_time: '2026-01-04 10:00:00',
  review_time: '2026-01-04 15:00:00',
};

function answers(withdrawSub: (form: URLSearchParams) => { code: number; msg?: string; data?: unknown }, over = {}) {
  return fakeApi({
    '/api/user/withdraw_info': { code: 1, data: info(over) },
    '/api/user/withdraw_order_list': page([rejected]),
    '/api/user/balance_log': page([
      {
        id: 3,
        kind: 'commission',
        kind_name: '推广佣金',
        amount_fen: 7_980,
        time: '2026-01-05 10:00:00',
        available_time: '2026-01-12 10:00:00',
        pending: true,
        note: '138****1234 购买高级版会员（月度），实付¥399.00',
      },
    ]),
    '/api/user/withdrawSub': withdrawSub,
  });
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('WithdrawPage', () => {
  it('shows the balances and the records: 已驳回 with its reason, pending ledger rows with their date', async () => {
    answers(() => ({ code: 1 }));
    renderWithApp(<WithdrawPage />);
    const figures = await screen.findByTestId('balance-figures');
    expect(within(figures).getByText('¥250.50')).toBeTruthy();
    expect(within(figures).getByText('¥79.80')).toBeTruthy();
    expect(within(figures).getByText('¥100.00')).toBeTruthy();
    const records = await screen.findByTestId('withdraw-records');
    expect(within(records).getByText('已驳回')).toBeTruthy();
    expect(within(records).getByText('原因：收款账户与实名不符（金额已退回余额）')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '资金明细' }));
    const ledger = await screen.findByTestId('balance-log');
    expect(within(ledger).getByText('+¥79.80')).toBeTruthy();
    expect(within(ledger).getByText('待结算（2026-01-12 可提现）')).toBeTruthy();
  });

  it('checks fields in Chinese, then sends one request with the right body on a double click', async () => {
    const api = answers(() => ({
      code: 1,
      msg: '提现申请已提交，预计1-3个工作日内到账',
      data: { ...rejected, id: 8, status: 'pending', status_name: '审核中', reason: '', review_time: '' },
    }));
    renderWithApp(<WithdrawPage />);
    await screen.findByTestId('balance-figures');
    const submit = screen.getByText('申请提现', { selector: 'button span' }).closest('button');
    if (!submit) throw new Error('no submit button');

    fireEvent.change(input('提现金额'), { target: { value: '99.99' } });
    fireEvent.click(submit);
    expect(await screen.findByText('提现金额不能低于100元')).toBeTruthy();
    expect(await screen.findByText('请填写真实姓名')).toBeTruthy();
    fireEvent.change(input('提现金额'), { target: { value: '300' } });
    expect(await screen.findByText('可提现余额不足')).toBeTruthy();

    fireEvent.click(screen.getByText('银行卡'));
    await screen.findByLabelText('银行卡号');
    fireEvent.change(input('银行卡号'), { target: { value: '6222020000000000001' } });
    fireEvent.change(input('真实姓名'), { target: { value: '李四' } });
    fireEvent.click(submit);
    expect(await screen.findByText('银行卡号格式错误')).toBeTruthy();
    expect(await screen.findByText('请填写开户银行')).toBeTruthy();

    fireEvent.click(screen.getByText('全部提现'));
    await waitFor(() => expect(input('提现金额').value).toBe('250.50'));
    fireEvent.change(input('银行卡号'), { target: { value: '6217 0000 0000 0006' } });
    fireEvent.change(input('开户银行'), { target: { value: '招商银行' } });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByText('提现申请已提交，预计1-3个工作日内到账')).toBeTruthy();
    const sent = api.calls.filter((c) => c.path === '/api/user/withdrawSub');
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0]?.form ?? [])).toEqual({
      amount: '250.50',
      account_type: 'bank',
      real_name: '李四',
      account: '6217 0000 0000 0006',
      bank_name: '招商银行',
    });
    // The balance and the lists are read again after the request.
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/user/withdraw_info').length).toBeGreaterThan(1),
    );
  });

  it('shows the server’s refusal and keeps the form', async () => {
    answers(() => ({ code: 0, msg: '可提现余额不足' }), {
      last_account: { account_type: 'alipay', account: '138****8000', real_name: '张三', bank_name: '' },
    });
    renderWithApp(<WithdrawPage />);
    await screen.findByTestId('balance-figures');
    expect(input('真实姓名').value).toBe('张三');
    expect(screen.getByText('上次使用：138****8000')).toBeTruthy();
    fireEvent.change(input('提现金额'), { target: { value: '100' } });
    fireEvent.change(input('支付宝账号'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByText('申请提现', { selector: 'button span' }));
    expect(await screen.findByText('可提现余额不足')).toBeTruthy();
    expect(input('提现金额').value).toBe('100');
  });

  it('closes the form while a request is under review, and says why', async () => {
    const api = answers(() => ({ code: 1 }), { has_pending: true });
    renderWithApp(<WithdrawPage />);
    expect(await screen.findByText('您有一笔提现正在审核中，请等待审核完成后再申请')).toBeTruthy();
    const button = screen.getByText('提现审核中').closest('button');
    expect(button?.disabled).toBe(true);
    expect(input('提现金额').disabled).toBe(true);
    expect(api.calls.some((c) => c.path === '/api/user/withdrawSub')).toBe(false);
  });
});
