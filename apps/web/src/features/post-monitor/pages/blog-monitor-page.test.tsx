import type { ArtMonAvailable, ArtMonCheck } from '@boguan/contracts/post-monitor.api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { BlogMonitorPage } from './blog-monitor-page';

afterEach(() => vi.unstubAllGlobals());

const available: ArtMonAvailable = {
  allowed: true,
  reason: null,
  level: 20,
  level_name: '免费版',
  remaining: 3,
  durations: [
    { value: 24, label: '24小时', allowed: true },
    { value: 72, label: '3天', allowed: false },
    { value: 168, label: '7天', allowed: false },
  ],
  intervals: [
    { value: 10, label: '每10分钟', allowed: false },
    { value: 30, label: '每30分钟', allowed: true },
    { value: 60, label: '每1小时', allowed: true },
  ],
  window_max_days: 7,
  blogger_max_posts: 10,
};

const checked: ArtMonCheck = {
  mid: '5230000000000001',
  bid: 'Pabc12345',
  uid: '1200012',
  uname: '数码老张',
  avatar: '/static/avatar/1000.svg',
  verify: 'yellow',
  fans: 123_000,
  text: '新手机开箱，续航真不错',
  posts_time: '2026-01-05 08:00:00',
  reposts: 120,
  comments: 45,
  likes: 900,
  pics: [],
  url: '',
  is_demo: true,
  monitoring: false,
};

describe('BlogMonitorPage', () => {
  it('shows the allowance and the level choices, checks a link, shows its card and submits it', async () => {
    const api = fakeApi({
      '/api/art_mon/available': { code: 1, data: available },
      '/api/art_mon/checkUrl': { code: 1, data: checked },
      '/api/art_mon/submit': { code: 1, msg: '监测任务已提交', data: { art_mon_id: 7, status: 0 } },
    });
    renderWithApp(<BlogMonitorPage />, { route: '/blogMonitor' });
    expect((await screen.findByTestId('art-mon-remaining')).textContent).toBe('3');
    expect(screen.getByRole('radio', { name: '3天' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('radio', { name: '24小时' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByText('更长的监测时长与更高的监测频率需升级会员。')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('博文链接'), {
      target: { value: 'https://m.weibo.cn/detail/5230000000000001' },
    });
    fireEvent.click(screen.getByRole('button', { name: '检查链接' }));
    expect(await screen.findByText('新手机开箱，续航真不错')).toBeTruthy();
    expect(screen.getByText('演示数据')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/art_mon/checkUrl')?.form.get('url')).toBe(
      'https://m.weibo.cn/detail/5230000000000001',
    );

    fireEvent.click(screen.getByRole('button', { name: '开始监测' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/art_mon/submit')).toBe(true));
    const form = api.calls.find((c) => c.path === '/api/art_mon/submit')!.form;
    expect(Object.fromEntries(form)).toEqual({ type: '2', url: '5230000000000001', duration: '24', interval: '30' });
  });

  it("shows the server's reason for a refused link beside the box, and an empty box's own", async () => {
    fakeApi({
      '/api/art_mon/available': { code: 1, data: available },
      '/api/art_mon/checkUrl': { code: 0, msg: '仅支持微博博文链接（weibo.com 或 m.weibo.cn）' },
    });
    renderWithApp(<BlogMonitorPage />, { route: '/blogMonitor' });
    await screen.findByTestId('art-mon-remaining');
    fireEvent.click(screen.getByRole('button', { name: '检查链接' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入博文链接');
    fireEvent.change(screen.getByLabelText('博文链接'), { target: { value: 'https://www.douyin.com/video/1' } });
    fireEvent.click(screen.getByRole('button', { name: '检查链接' }));
    expect(await screen.findByText('仅支持微博博文链接（weibo.com 或 m.weibo.cn）')).toBeTruthy();
  });
});
