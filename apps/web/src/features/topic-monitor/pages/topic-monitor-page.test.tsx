import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { TopicMonitorPage } from './topic-monitor-page';

afterEach(() => vi.unstubAllGlobals());

const available = {
  code: 1,
  data: {
    allowed: true,
    reason: null,
    level: 30,
    level_name: '高级版',
    remaining: 9,
    durations: [
      { value: 24, label: '24小时', allowed: true },
      { value: 72, label: '3天', allowed: true },
      { value: 168, label: '7天', allowed: false },
    ],
    intervals: [
      { value: 10, label: '每10分钟', allowed: true },
      { value: 30, label: '每30分钟', allowed: true },
      { value: 60, label: '每1小时', allowed: true },
    ],
  },
};

describe('TopicMonitorPage', () => {
  it('shows an unknown topic’s message, then a topic’s card marked 演示数据, and submits the bare name', async () => {
    let checks = 0;
    const api = fakeApi({
      '/api/topic/available': available,
      '/api/topic/checkTopic': () => {
        checks += 1;
        return checks === 1
          ? { code: 0, msg: '未找到该话题，请确认话题名称是否正确', data: null }
          : {
              code: 1,
              data: {
                name: '春节档',
                host: null,
                category: '电影',
                read: 123_000_000,
                discussion: 45_000,
                is_demo: true,
                monitoring: false,
              },
            };
      },
      '/api/topic/submit': { code: 1, msg: '话题监测任务已提交', data: { topic_mon_id: 7, status: 0 } },
    });
    renderWithApp(<TopicMonitorPage />, { route: '/topicMonitor' });
    expect(await screen.findByTestId('topic-mon-remaining')).toHaveProperty('textContent', '9');
    const box = screen.getByLabelText('话题名称');
    fireEvent.change(box, { target: { value: '#没有#' } });
    fireEvent.click(screen.getByRole('button', { name: '查找话题' }));
    expect((await screen.findByRole('alert')).textContent).toBe('未找到该话题，请确认话题名称是否正确');
    fireEvent.change(box, { target: { value: '#春节档#' } });
    fireEvent.click(screen.getByRole('button', { name: '查找话题' }));
    const card = await screen.findByTestId('topic-card');
    expect(card.textContent).toContain('#春节档#');
    expect(card.textContent).toContain('演示数据');
    expect(card.textContent).toContain('1.23亿');
    fireEvent.click(screen.getByRole('button', { name: /开始监测/ }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/topic/submit')).toBe(true));
    const sent = api.calls.find((c) => c.path === '/api/topic/submit')!.form;
    expect([sent.get('topic'), sent.get('duration'), sent.get('interval')]).toEqual(['春节档', '24', '30']);
  });

  it('says an empty topic before asking the server', async () => {
    const api = fakeApi({ '/api/topic/available': available });
    renderWithApp(<TopicMonitorPage />, { route: '/topicMonitor' });
    fireEvent.click(await screen.findByRole('button', { name: '查找话题' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入话题名称');
    expect(api.calls.some((c) => c.path === '/api/topic/checkTopic')).toBe(false);
  });
});
