import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/antd-mobile-render';
import { setToken } from '../../../lib/storage-keys';
import { fakeApi, renderWithApp } from '../../../test/render';
import { MobileUserPage } from '../pages/mobile-user-page';

const LOADED = { timeout: 10_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/m/user 消息通知', () => {
  it('shows the unread count, opens the sheet, shows a message in full and marks all read', async () => {
    setToken('token');
    let unread = 2;
    const messages = [
      { id: 2, title: '提现已到账', content: '¥100.00 已到账', type: 'withdraw', type_name: '提现通知' },
      { id: 1, title: '会员已开通', content: '高级版会员已开通', type: 'membership', type_name: '会员通知' },
    ].map((m) => ({ ...m, create_time: '2026-01-05 10:00:00', is_read: 0 }));
    const api = fakeApi({
      '/api/index/unread_count': () => ({ code: 1, data: { unread } }),
      '/api/index/message': () => ({ code: 1, data: { data: messages, total: 2, unread, per_page: 10 } }),
      '/api/index/message_detail': (form) => {
        const found = messages.find((m) => String(m.id) === form.get('id'));
        if (found) found.is_read = 1;
        unread = messages.filter((m) => m.is_read === 0).length;
        return { code: 1, data: { message: found, unread } };
      },
      '/api/index/message_read': () => {
        for (const m of messages) m.is_read = 1;
        unread = 0;
        return { code: 1, msg: '已标记为已读', data: { unread: 0 } };
      },
    });
    renderWithApp(<MobileUserPage />, { route: '/m/user' });
    const entry = (await screen.findByText('消息通知', {}, LOADED)).closest('.adm-list-item') as HTMLElement;
    expect(await within(entry).findByText('2', {}, LOADED)).toBeTruthy();

    fireEvent.click(within(entry).getByText('消息通知'));
    const sheet = await screen.findByTestId('m-messages', {}, LOADED);
    expect(await within(sheet).findByText('提现已到账', {}, LOADED)).toBeTruthy();
    expect(within(sheet).getAllByLabelText('未读')).toHaveLength(2);

    fireEvent.click(within(sheet).getByText('提现已到账'));
    // The dialog shows it in full, beside the sheet's one-line excerpt.
    expect(await screen.findByText('知道了', {}, LOADED)).toBeTruthy();
    expect(screen.getAllByText('¥100.00 已到账')).toHaveLength(2);
    await waitFor(() => expect(within(entry).getByText('1')).toBeTruthy(), LOADED);
    expect(api.calls.find((c) => c.path === '/api/index/message_detail')?.form.get('id')).toBe('2');

    fireEvent.click(within(sheet).getByText('全部已读'));
    await waitFor(() => expect(within(sheet).queryAllByLabelText('未读')).toHaveLength(0), LOADED);
    expect(within(entry).queryByText('1')).toBeNull();
  });
});
