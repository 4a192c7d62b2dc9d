import type { MessageItem } from '@boguan/contracts/home-content.api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DesktopHeader } from '../../../layouts/desktop/desktop-header';
import { StorageKey } from '../../../lib/storage-keys';
import { fakeApi, renderWithApp } from '../../../test/render';
import { InformPage } from './inform-page';

const LOADED = { timeout: 10_000 };

function message(
  id: number,
  type: MessageItem['type'],
  type_name: string,
  title: string,
  content: string,
): MessageItem {
  return { id, type, type_name, title, content, create_time: `2026-01-0${id} 10:00:00`, is_read: 0 };
}

/** A small inbox the fake server keeps, so marking read changes what the next calls answer. */
function inboxServer() {
  const messages = [
    message(3, 'withdraw', '提现通知', '提现已到账', '您申请的 ¥100.00 提现已到账。\n请查收。'),
    message(2, 'monitor', '监控提醒', '账号监控：美妆博主发布新博文', '新博文：今天的开箱'),
    { ...message(1, 'coupon', '优惠券', '优惠券已到账', '“新人专享 满300减50”已放入您的账号'), is_read: 1 as const },
  ];
  const unread = () => messages.filter((m) => m.is_read === 0).length;
  const api = fakeApi({
    '/api/index/message': (form) => {
      const kept = messages.filter(
        (m) => (!form.get('type') || m.type === form.get('type')) && (form.get('unread') !== '1' || m.is_read === 0),
      );
      return { code: 1, data: { data: kept, total: kept.length, unread: unread(), per_page: 10 } };
    },
    '/api/index/unread_count': () => ({ code: 1, data: { unread: unread() } }),
    '/api/index/message_read': () => {
      for (const m of messages) m.is_read = 1;
      return { code: 1, msg: '已标记为已读', data: { unread: 0 } };
    },
    '/api/index/notice': {
      code: 1,
      data: [{ id: 1, title: '博观正式上线', content: '微博数据与营销分析平台', create_time: '2026-01-01 00:00:00' }],
    },
  });
  return { api, messages };
}

beforeEach(() => localStorage.setItem(StorageKey.token, 'token-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('InformPage (/inform)', () => {
  it('lists the messages with unread dots, type, time and excerpt; each opens its detail', async () => {
    inboxServer();
    renderWithApp(<InformPage />, { route: '/inform' });
    const rows = await screen.findAllByTestId('message-row', {}, LOADED);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('提现通知')).toBeTruthy();
    expect(within(rows[0]!).getByText('提现已到账')).toBeTruthy();
    expect(within(rows[0]!).getByText('2026-01-03 10:00')).toBeTruthy();
    // The excerpt is one line: the line break becomes a space.
    expect(within(rows[0]!).getByText('您申请的 ¥100.00 提现已到账。 请查收。')).toBeTruthy();
    expect(rows[0]!.getAttribute('href')).toBe('/inform/detail?id=3');
    expect(screen.getAllByRole('img', { name: '未读' })).toHaveLength(2);
  });

  it('marks all read: the dots go and the unread count drops, in the page and in the header bell', async () => {
    const { api } = inboxServer();
    renderWithApp(
      <>
        <DesktopHeader />
        <InformPage />
      </>,
      { route: '/inform' },
    );
    expect(await screen.findByLabelText('消息通知，2 条未读', {}, LOADED)).toBeTruthy();
    await screen.findAllByTestId('message-row', {}, LOADED);
    // The header makes the page large: plain text queries keep this test quick.
    const unreadTab = () => screen.getByText(/^未读/).closest('[role="tab"]') as HTMLElement;
    expect(within(unreadTab()).getByText('2')).toBeTruthy();

    const button = screen.getByText('全部标为已读').closest('button') as HTMLButtonElement;
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryAllByLabelText('未读')).toHaveLength(0), LOADED);
    await waitFor(() => expect(screen.getByLabelText('消息通知').getAttribute('href')).toBe('/inform'));
    expect(within(unreadTab()).queryByText('2')).toBeNull();
    expect(button.disabled).toBe(true);
    expect(api.calls.filter((c) => c.path === '/api/index/message_read').map((c) => c.form.get('all'))).toEqual(['1']);
  });

  it('filters by type and shows the unread tab, the filter in the request', async () => {
    const { api } = inboxServer();
    renderWithApp(<InformPage />, { route: '/inform?tab=unread&type=monitor' });
    const rows = await screen.findAllByTestId('message-row', {}, LOADED);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('账号监控：美妆博主发布新博文')).toBeTruthy();
    const last = api.calls.filter((c) => c.path === '/api/index/message').at(-1);
    expect(last?.form.get('type')).toBe('monitor');
    expect(last?.form.get('unread')).toBe('1');
  });

  it('shows the system notices in their own tab', async () => {
    inboxServer();
    renderWithApp(<InformPage />, { route: '/inform?tab=notice' });
    expect(await screen.findByText('博观正式上线', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('微博数据与营销分析平台')).toBeTruthy();
  });

  it('says 暂无数据... for an empty inbox and asks a visitor to log in', async () => {
    fakeApi({
      '/api/index/message': { code: 1, data: { data: [], total: 0, unread: 0, per_page: 10 } },
      '/api/index/unread_count': { code: 1, data: { unread: 0 } },
    });
    const { unmount } = renderWithApp(<InformPage />, { route: '/inform' });
    expect(await screen.findByText('暂无数据...', {}, LOADED)).toBeTruthy();
    unmount();
    localStorage.clear();
    renderWithApp(<InformPage />, { route: '/inform' });
    expect(screen.getByText('登录后查看监控提醒、订单与提现变动等消息')).toBeTruthy();
    expect(screen.getByRole('button', { name: /登\s?录/ })).toBeTruthy();
  });
});
