import type { ShareInfo } from '@boguan/contracts/wallet.api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { SharesPage } from './shares-page';

afterEach(() => vi.unstubAllGlobals());
// jsdom has no 2D canvas; the QR draws nothing rather than logging "not implemented".
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

const info: ShareInfo = {
  share_code: 'K7M2Q9XA',
  share_url: 'https://boguan.example/home?share_id=K7M2Q9XA',
  rate_pct: 20,
  refund_days: 7,
  min_fen: 10_000,
  invited: 3,
  paid_users: 2,
  pending_fen: 7_980,
  available_fen: 15_960,
  withdrawn_fen: 10_000,
  total_earned_fen: 33_940,
};

const page = <T,>(data: T[]) => ({ code: 1, data: { data, page: 1, per_page: 10, total: data.length } });

function answers() {
  return fakeApi({
    '/api/user/share_info': { code: 1, data: info },
    '/api/user/share_list': page([
      {
        mobile: '138****1234',
        nick_name: '小李',
        register_time: '2026-01-03 09:00:00',
        paid_orders: 2,
        paid_fen: 79_800,
        commission_fen: 15_960,
      },
    ]),
    '/api/user/commission_list': page([
      {
        id: 41,
        mobile: '138****1234',
        nick_name: '小李',
        product: '高级版 · 月度',
        order_time: '2026-01-05 10:00:00',
        pay_fen: 39_900,
        commission_fen: 7_980,
        state: 'pending',
        state_name: '待结算',
        available_time: '2026-01-12 10:00:00',
      },
    ]),
  });
}

describe('SharesPage', () => {
  it('shows the link, the figures in yuan, the rules from the server and a link to /withdraw', async () => {
    answers();
    renderWithApp(<SharesPage />);
    const figures = await screen.findByTestId('share-figures');
    for (const text of [
      '已邀请',
      '3 人',
      '已付费',
      '2 人',
      '待结算',
      '¥79.80',
      '可提现',
      '¥159.60',
      '累计收益',
      '¥339.40',
    ]) {
      expect(within(figures).getByText(text)).toBeTruthy();
    }
    expect((screen.getByTestId('share-url') as HTMLInputElement).value).toBe(info.share_url);
    expect(screen.getByText('K7M2Q9XA')).toBeTruthy();
    const rules = screen.getByTestId('share-rules');
    expect(within(rules).getByText(/实付金额 20% 的佣金/)).toBeTruthy();
    expect(within(rules).getByText(/满 ¥100.00 即可申请提现/)).toBeTruthy();
    expect(within(screen.getByTestId('share-poster')).getByText('博观')).toBeTruthy();
    expect(screen.getByText('去提现').closest('a')?.getAttribute('href')).toBe('/withdraw');
  });

  it('lists invitees masked and commissions with their state, and copies the link', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    answers();
    renderWithApp(<SharesPage />);
    const invitees = await screen.findByTestId('invitee-table');
    expect(within(invitees).getByText('138****1234')).toBeTruthy();
    expect(within(invitees).getByText('¥798.00')).toBeTruthy();
    expect(within(invitees).getByText('2 笔')).toBeTruthy();

    fireEvent.click(screen.getByText('复制链接'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(info.share_url));
    expect(await screen.findByText('推广链接已复制')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '佣金明细' }));
    const commissions = await screen.findByTestId('commission-table');
    expect(within(commissions).getByText('待结算')).toBeTruthy();
    expect(within(commissions).getByText('2026-01-12 可提现')).toBeTruthy();
    expect(within(commissions).getByText('高级版 · 月度')).toBeTruthy();
  });

  it('shows the server’s message when the figures cannot be read', async () => {
    fakeApi({ '/api/user/share_info': { code: 0, msg: '服务繁忙，请稍后再试' } });
    renderWithApp(<SharesPage />);
    const figures = await screen.findByText('推广信息加载失败');
    expect(screen.getAllByText('服务繁忙，请稍后再试').length).toBeGreaterThan(0);
    expect(figures.closest('[role="alert"]')?.textContent).toContain('重新加载');
  });
});
