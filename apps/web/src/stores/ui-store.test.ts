import { beforeEach, describe, expect, it } from 'vitest';
import { useUiStore } from './ui-store';

describe('ui-store login dialog', () => {
  beforeEach(() => useUiStore.setState({ loginOpen: false, loginView: 'wechat', afterLogin: null }));

  it('opens on the QR view by default', () => {
    useUiStore.getState().openLogin();
    expect(useUiStore.getState()).toMatchObject({ loginOpen: true, loginView: 'wechat' });
  });

  it('a later open without a view keeps the view the visitor switched to', () => {
    useUiStore.getState().openLogin();
    useUiStore.getState().setLoginView('account');
    useUiStore.getState().openLogin();
    expect(useUiStore.getState().loginView).toBe('account');
  });

  it('an explicit view replaces the current one', () => {
    useUiStore.getState().openLogin();
    useUiStore.getState().setLoginView('binDing');
    useUiStore.getState().openLogin('account', '/home');
    expect(useUiStore.getState()).toMatchObject({ loginView: 'account', afterLogin: '/home' });
  });
});
