import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WelcomeQuestionnaire } from '../features/welcome/components/welcome-questionnaire';
import { useUserStore } from '../stores/user-store';
import { fakeApi, renderWithApp } from '../test/render';
import { queryClient } from './query-client';
import { StorageKey } from './storage-keys';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
});

describe('personal info', () => {
  it('is asked once per page load, though the header store and the welcome popup both read it', async () => {
    localStorage.setItem(StorageKey.token, 'token-1');
    localStorage.setItem(StorageKey.showWelcomeClose, '1');
    const server = fakeApi({
      '/api/user/getPersonalInfo': {
        code: 1,
        data: {
          nick_name: '品牌小王',
          mobile: '139****5678',
          package: { level: 20, name: '免费版', expires_at: null },
          industry_list: [],
          new_coupon_icon: 0,
          show_coupon: 0,
          show_welcome: 1,
        },
      },
      '/api/common/popup_statistics': { code: 1 },
    });
    const loaded = useUserStore.getState().loadPersonalInfo();
    renderWithApp(<WelcomeQuestionnaire />, { client: queryClient });
    expect((await loaded)?.nick_name).toBe('品牌小王');
    expect(await screen.findByText('欢迎来到博观')).toBeTruthy();
    await waitFor(() => expect(server.calls.map((call) => call.path)).toContain('/api/common/popup_statistics'));
    expect(server.calls.filter((call) => call.path === '/api/user/getPersonalInfo')).toHaveLength(1);
  }, 30_000);
});
