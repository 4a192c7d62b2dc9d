import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { StorageKey } from '../../../lib/storage-keys';
import { useUiStore } from '../../../stores/ui-store';
import { renderWithApp } from '../../../test/render';
import { ContactPage } from './contact-page';

afterEach(() => {
  localStorage.clear();
  act(() => {
    useUiStore.getState().closeFeedback();
    useUiStore.getState().closeLogin();
  });
});

describe('ContactPage', () => {
  it('opens the one feedback dialog for a member', async () => {
    localStorage.setItem(StorageKey.token, 'member-token');
    renderWithApp(<ContactPage />, { route: '/contact' });
    expect(screen.getByRole('heading', { name: '联系我们' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    expect(useUiStore.getState().feedbackOpen).toBe(true);
  });

  it('asks a visitor to log in first', async () => {
    renderWithApp(<ContactPage />, { route: '/contact' });
    await userEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    expect(useUiStore.getState().loginOpen).toBe(true);
    expect(useUiStore.getState().feedbackOpen).toBe(false);
  });
});
