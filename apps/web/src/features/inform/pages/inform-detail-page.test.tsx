import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messageKeys } from '../../../lib/messages';
import { StorageKey } from '../../../lib/storage-keys';
import { fakeApi, renderWithApp } from '../../../test/render';
import { InformDetailPage } from './inform-detail-page';

const LOADED = { timeout: 10_000 };

const COUPON_MESSAGE = {
  id: 7,
  title: '优惠券已到账',
  content: '“新人专享 满300减50”已放入您的账号，\n可在账户信息中查看，购买会员时使用。',
  create_time: '2026-01-05 10:00:00',
  is_read: 1,
  type: 'coupon',
  type_name: '优惠券',
};

function renderDetail(route: string) {
  return renderWithApp(
    <Routes>
      <Route path="/inform/detail" element={<InformDetailPage />} />
      <Route path="/inform" element={<div>消息列表页</div>} />
      <Route path="/user" element={<div>账户信息页</div>} />
    </Routes>,
    { route },
  );
}

beforeEach(() => localStorage.setItem(StorageKey.token, 'token-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('InformDetailPage (/inform/detail)', () => {
  it('opens the message, which marks it read: the count drops at once and the lists are refreshed', async () => {
    const api = fakeApi({
      '/api/index/message_detail': { code: 1, data: { message: COUPON_MESSAGE, unread: 2 } },
    });
    const { client } = renderDetail('/inform/detail?id=7');
    client.setQueryData(messageKeys.unread(), { unread: 3 });
    client.setQueryData([...messageKeys.all, 'inform', { page: 1 }], { stale: false });

    expect(await screen.findByRole('heading', { name: '优惠券已到账' }, LOADED)).toBeTruthy();
    expect(screen.getByText(/可在账户信息中查看，购买会员时使用。/)).toBeTruthy();
    expect(screen.getByText('优惠券')).toBeTruthy();
    expect(screen.getByText('2026-01-05 10:00:00')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/api/index/message_detail').map((c) => c.form.get('id'))).toEqual(['7']);
    await waitFor(() => expect(client.getQueryData(messageKeys.unread())).toEqual({ unread: 2 }));
    expect(client.getQueryState([...messageKeys.all, 'inform', { page: 1 }])?.isInvalidated).toBe(true);

    // A coupon message leads to /user, where 我的优惠券 is.
    fireEvent.click(screen.getByRole('button', { name: '查看我的优惠券' }));
    expect(await screen.findByText('账户信息页')).toBeTruthy();
  });

  it("says 消息不存在 for another user's or an unknown id, and 返回列表 goes back to the list", async () => {
    fakeApi({ '/api/index/message_detail': { code: 0, msg: '消息不存在' } });
    renderDetail('/inform/detail?id=99');
    expect(await screen.findByText('消息不存在', {}, LOADED)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返回列表' }));
    expect(await screen.findByText('消息列表页')).toBeTruthy();
  });

  it('refuses a malformed id without asking the server', async () => {
    const api = fakeApi({});
    renderDetail('/inform/detail?id=abc');
    expect(screen.getByText('消息不存在')).toBeTruthy();
    expect(screen.getByText('链接中的消息编号不正确')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
