import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../../lib/api-client';
import { useUiStore } from '../../../stores/ui-store';
import { fakeApi, renderWithApp } from '../../../test/render';
import { UpgradePrompt } from './upgrade-prompt';

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useUiStore.getState().closeUpgrade();
});

describe('UpgradePrompt', () => {
  it('opens on a 1002 answer with the server message and leads to the mobile membership page', async () => {
    fakeApi({ '/api/User/get_server_agreement': { code: 1002, msg: '今日使用次数已用完，请升级会员' } });
    renderWithApp(
      <>
        <UpgradePrompt />
        <Where />
      </>,
      { route: '/m/blogger' },
    );
    await act(async () => void (await call('/api/User/get_server_agreement')));
    expect(await screen.findByText('使用次数已用完')).toBeTruthy();
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('今日使用次数已用完，请升级会员');
    fireEvent.click(screen.getByRole('button', { name: '了解详情' }));
    expect(screen.getByTestId('where').textContent).toBe('/m/member');
    expect(useUiStore.getState().upgrade.open).toBe(false);
  });

  it('says the level lacks the feature on 1001 and closes on 暂不需要', async () => {
    renderWithApp(
      <>
        <UpgradePrompt />
        <Where />
      </>,
      { route: '/bosSearch' },
    );
    act(() => useUiStore.getState().openUpgrade(1001, '当前会员等级暂不支持该功能，请升级会员'));
    expect(await screen.findByText('当前会员等级暂无此权限')).toBeTruthy();
    expect(screen.getByRole('dialog').textContent).toContain('当前会员等级暂不支持该功能，请升级会员');
    fireEvent.click(screen.getByRole('button', { name: '暂不需要' }));
    await waitFor(() => expect(useUiStore.getState().upgrade.open).toBe(false));
    expect(screen.getByTestId('where').textContent).toBe('/bosSearch');
  });
});
