import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { MobileHomePage } from './mobile-home-page';

afterEach(() => vi.unstubAllGlobals());

describe('MobileHomePage', () => {
  it('shows the notices and the entry grid to a visitor, with 登录/注册', async () => {
    fakeApi({
      '/api/index/banner': { code: 1, data: [] },
      '/api/index/notice': {
        code: 1,
        data: [
          { id: 2, title: '会员等级与使用次数说明', content: '说明', create_time: '2026-01-02 00:00:00' },
          { id: 1, title: '博观正式上线', content: '欢迎', create_time: '2026-01-01 00:00:00' },
        ],
      },
    });
    renderWithApp(<MobileHomePage />, { route: '/m/index' });
    expect(await screen.findByText('博观正式上线')).toBeTruthy();
    expect(screen.getAllByText('会员等级与使用次数说明').length).toBeGreaterThan(0);
    expect(screen.getByText('找博主')).toBeTruthy();
    expect(screen.getByRole('button', { name: '登录/注册' })).toBeTruthy();
  });
});
