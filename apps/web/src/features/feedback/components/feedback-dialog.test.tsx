import { FeedbackMessage } from '@boguan/contracts/feedback';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageKey } from '../../../lib/storage-keys';
import { useUiStore } from '../../../stores/ui-store';
import { fakeApi, renderWithApp } from '../../../test/render';
import { FeedbackDialog } from './feedback-dialog';

beforeEach(() => localStorage.setItem(StorageKey.token, 'member-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  act(() => useUiStore.getState().closeFeedback());
});

function openDialog() {
  renderWithApp(<FeedbackDialog />);
  act(() => useUiStore.getState().openFeedback());
  return userEvent.setup({ delay: null });
}

describe('FeedbackDialog', () => {
  it('asks for the type before anything is sent', async () => {
    const api = fakeApi({});
    const user = openDialog();
    await user.type(screen.getByLabelText('问题描述'), '搜索结果翻页后筛选条件丢失');
    await user.click(screen.getByRole('radio', { name: '可以' }));
    await user.click(screen.getByRole('button', { name: '提交反馈' }));
    expect(await screen.findByText(FeedbackMessage.type)).toBeTruthy();
    expect(api.calls.filter((call) => call.path === '/api/user/opinionSub')).toHaveLength(0);
  });

  it('sends the feedback, says so and shows it in the record list', async () => {
    const sent: string[] = [];
    const api = fakeApi({
      '/api/user/opinionSub': (form) => {
        sent.push(form.get('describe') ?? '');
        return { code: 1, msg: '提交成功，感谢您的反馈', data: null };
      },
      '/api/user/opinionLog': {
        code: 1,
        data: {
          data: [
            {
              create_time: '2026-01-05 10:00:00',
              status: 0,
              content: '搜索结果翻页后筛选条件丢失',
              content_length: 13,
              url: 'http://localhost:3000/bosSearch',
              type: 2,
              img: [],
            },
          ],
          total: 1,
          per_page: 10,
        },
      },
    });
    const user = openDialog();
    await user.click(screen.getByRole('radio', { name: '新需求' }));
    await user.type(screen.getByLabelText('问题描述'), '搜索结果翻页后筛选条件丢失');
    await user.click(screen.getByRole('radio', { name: '可以' }));
    await user.click(screen.getByRole('button', { name: '提交反馈' }));

    expect(await screen.findByText('提交成功，感谢您的反馈')).toBeTruthy();
    expect(sent).toEqual(['搜索结果翻页后筛选条件丢失']);
    const submitted = api.calls.find((call) => call.path === '/api/user/opinionSub');
    expect(submitted?.form.get('type')).toBe('2');
    expect(submitted?.form.get('is_call')).toBe('1');
    expect(await screen.findByText('反馈记录')).toBeTruthy();
    expect(await screen.findByText('搜索结果翻页后筛选条件丢失')).toBeTruthy();
    expect(screen.getByText('处理中')).toBeTruthy();
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/user/opinionLog')).toBe(true));
  });

  it('sends a visitor to the login dialog instead', async () => {
    localStorage.clear();
    fakeApi({});
    openDialog();
    await waitFor(() => expect(useUiStore.getState().loginOpen).toBe(true));
    expect(useUiStore.getState().feedbackOpen).toBe(false);
    expect(screen.queryByText('意见反馈')).toBeNull();
    act(() => useUiStore.getState().closeLogin());
  });
});
