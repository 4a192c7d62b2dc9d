import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageKey } from '../../../lib/storage-keys';
import { useUiStore } from '../../../stores/ui-store';
import { fakeApi, renderWithApp } from '../../../test/render';
import { HomePage } from './home-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  act(() => useUiStore.getState().closeLogin());
});

const content = {
  '/api/index/banner': {
    code: 1,
    data: [{ id: 1, title: '博主搜索：找到对的微博博主', pic: '/b.svg', url: '/bosSearch' }],
  },
  '/api/index/notice': {
    code: 1,
    data: [{ id: 3, title: '新人专享优惠券', content: '新注册用户可领取', create_time: '2026-01-03 00:00:00' }],
  },
  '/api/index/data_status': {
    code: 1,
    data: {
      source: 'simulator',
      demo: true,
      world: { seed: 'demo', bloggers: 60, start: '2025-12-01T00:00:00.000Z' },
      backfill: { status: 'done', progress: 1, text: '' },
      counts: { bloggers: 60, posts: 12_000, hot_search_captures: 30 },
      latest: { hot_search_at: null, post_at: null },
    },
  },
};

const panel = { key: 'test', Component: () => <p>工具面板</p> };

describe('HomePage', () => {
  it('shows notices, the demo-data notice and the panels the app passes; a visitor is asked to log in for messages', async () => {
    fakeApi(content);
    renderWithApp(<HomePage panels={[panel]} />, { route: '/home' });
    expect(await screen.findByText('新人专享优惠券')).toBeTruthy();
    expect(screen.getByText('2026-01-03')).toBeTruthy();
    expect(await screen.findByText('当前为演示数据')).toBeTruthy();
    expect(screen.getByText('工具面板')).toBeTruthy();
    expect(screen.getByText('登录后查看监测提醒、会员与系统消息')).toBeTruthy();
  });

  it("lists the member's messages and marks one read when it is opened", async () => {
    localStorage.setItem(StorageKey.token, 'member-token');
    const api = fakeApi({
      ...content,
      '/api/index/message': {
        code: 1,
        data: {
          data: [
            {
              id: 7,
              title: '监控提醒 12',
              content: '账号发布了新博文',
              create_time: '2026-01-05 10:00:12',
              is_read: 0,
              type: 'monitor',
              type_name: '监控提醒',
            },
          ],
          total: 1,
          unread: 1,
          per_page: 10,
        },
      },
      '/api/index/message_read': { code: 1, msg: '已标记为已读', data: { unread: 0 } },
    });
    renderWithApp(<HomePage panels={[]} />, { route: '/home' });
    await userEvent.click(await screen.findByText('监控提醒 12'));
    expect(await screen.findByText('账号发布了新博文')).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/index/message_read')?.form.get('id')).toBe('7'),
    );
    // Given no panels, the data area renders nothing at all.
    expect(screen.queryByText('数据概览')).toBeNull();
  });
});
