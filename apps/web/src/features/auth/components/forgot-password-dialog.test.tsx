import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../../../stores/ui-store';
import { fakeApi, renderWithApp } from '../../../test/render';
import { useAuthDialogStore } from '../stores/auth-dialog-store';
import { ForgotPasswordDialog } from './forgot-password-dialog';

beforeEach(() => useAuthDialogStore.getState().setForgotOpen(true));
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthDialogStore.getState().setForgotOpen(false);
  useUiStore.getState().closeLogin();
});

/** Types a whole value at once (the dialog re-renders on every key, which is slow in jsdom). */
function fill(placeholder: string, value: string): void {
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
}

describe('ForgotPasswordDialog', () => {
  it('verifies the mobile, sets the new password with the SMS code and offers login on the password tab', async () => {
    const server = fakeApi({
      '/api/User/checkMobile': { code: 1, msg: '验证成功' },
      '/api/User/resetGetCode': { code: 1, msg: '验证码已发送', data: { countdown: 59 } },
      '/api/User/restPwd': (form) =>
        form.get('mobile_captcha') === '123456' ? { code: 1, msg: '密码重置成功' } : { code: 0, msg: '验证码错误' },
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ForgotPasswordDialog />);

    fill('请输入注册时使用的手机号', '1391234');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('手机号格式错误 !')).toBeTruthy();
    expect(server.calls).toHaveLength(0);

    fill('请输入注册时使用的手机号', '13912345678');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await screen.findByPlaceholderText('请输入短信验证码');
    expect(screen.getByDisplayValue('13912345678')).toHaveProperty('disabled', true);
    expect(server.calls[0]?.form.get('identity_type')).toBe('Ad');

    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText(/请等待5[89]秒/)).toBeTruthy();
    expect(server.calls.at(-1)).toMatchObject({ path: '/api/User/resetGetCode' });

    fill('请输入短信验证码', '654321');
    fill('6-20位，同时包含字母和数字', 'Newpass2026');
    fill('请再次输入新密码', 'Newpass2027');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();

    fill('请再次输入新密码', 'Newpass2026');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('验证码错误')).toBeTruthy();
    expect(screen.queryByText('请使用新密码登录博观')).toBeNull();

    fill('请输入短信验证码', '123456');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('请使用新密码登录博观')).toBeTruthy();
    const reset = server.calls.at(-1)?.form;
    expect(reset?.get('mobile')).toBe('13912345678');
    expect(reset?.get('password')).toBe('Newpass2026');
    expect(reset?.get('repassword')).toBe('Newpass2026');

    await user.click(screen.getByRole('button', { name: '立即登录' }));
    expect(useUiStore.getState()).toMatchObject({ loginOpen: true, loginView: 'account' });
    expect(useAuthDialogStore.getState()).toMatchObject({ forgotOpen: false, accountTab: 'accountPassword' });
    // A modal with three steps re-renders on every event: slow in jsdom on a busy machine.
  }, 60_000);
});
