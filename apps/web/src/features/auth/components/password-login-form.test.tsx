import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { PasswordLoginForm } from './password-login-form';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const CAPTCHA_URL = '/api/User/captcha_image?key=first';

describe('PasswordLoginForm', () => {
  it('shows the refusal once, then asks for the image captcha and sends it, refreshing it after each failure', async () => {
    let captchas = 0;
    const server = fakeApi({
      '/api/user/login': (form) =>
        form.has('img_captcha')
          ? { code: 0, msg: '图形验证码错误', data: { need_captcha: true } }
          : { code: 0, msg: '账号或密码错误', data: { need_captcha: true } },
      '/api/User/get_captcha': () => {
        captchas += 1;
        return { code: 1, data: { url: captchas === 1 ? CAPTCHA_URL : '/api/User/captcha_image?key=second' } };
      },
    });
    renderWithApp(<PasswordLoginForm onUseSms={() => {}} />);
    const login = screen.getByRole('button', { name: '登 录' });
    expect(login).toHaveProperty('disabled', true);
    expect(screen.queryByPlaceholderText('请输入图形验证码')).toBeNull();

    await userEvent.type(screen.getByPlaceholderText('请输入手机号'), '13912345678');
    await userEvent.type(screen.getByPlaceholderText('请输入密码'), 'wrong123');
    await userEvent.click(login);

    expect(await screen.findByText('账号或密码错误')).toBeTruthy();
    expect(screen.getAllByText('账号或密码错误')).toHaveLength(1);
    const image = await screen.findByAltText('图形验证码，点击刷新');
    expect(image.getAttribute('src')).toBe(CAPTCHA_URL);
    const first = server.calls.find((c) => c.path === '/api/user/login')?.form;
    expect(first?.get('username')).toBe('13912345678');
    expect(first?.get('password')).toBe('wrong123');
    expect(first?.get('device_id')).toMatch(/^[0-9a-f]{32}$/);
    expect(first?.has('img_captcha')).toBe(false);

    // The captcha is now required: the button waits for it.
    expect(screen.getByRole('button', { name: '登 录' })).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByPlaceholderText('请输入图形验证码'), 'ab3d');
    await userEvent.click(screen.getByRole('button', { name: '登 录' }));

    expect(await screen.findByText('图形验证码错误')).toBeTruthy();
    const second = server.calls.filter((c) => c.path === '/api/user/login')[1]?.form;
    expect(second?.get('img_captcha')).toBe('ab3d');
    await waitFor(() =>
      expect(screen.getByAltText('图形验证码，点击刷新').getAttribute('src')).toBe(
        '/api/User/captcha_image?key=second',
      ),
    );
    expect(screen.getByPlaceholderText('请输入图形验证码')).toHaveProperty('value', '');
  });

  it('counts down the wait the server names, keeps the button off meanwhile and offers the SMS login', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fakeApi({
        '/api/user/login': () => ({
          code: 0,
          msg: '密码错误次数过多，请3秒后再试；短信验证码登录不受影响',
          data: { need_captcha: true, retry_after: 3 },
        }),
        '/api/User/get_captcha': () => ({ code: 1, data: { url: CAPTCHA_URL } }),
      });
      const onUseSms = vi.fn();
      renderWithApp(<PasswordLoginForm onUseSms={onUseSms} />);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(screen.getByPlaceholderText('请输入手机号'), '13912345678');
      await user.type(screen.getByPlaceholderText('请输入密码'), 'Right123');
      await user.click(screen.getByRole('button', { name: '登 录' }));

      expect(await screen.findByText('密码错误次数过多，请3秒后再试')).toBeTruthy();
      await user.type(screen.getByPlaceholderText('请输入图形验证码'), 'ab3d');
      expect(screen.getByRole('button', { name: '登 录' })).toHaveProperty('disabled', true);
      await user.click(screen.getByRole('button', { name: '改用验证码登录' }));
      expect(onUseSms).toHaveBeenCalledOnce();

      await vi.advanceTimersByTimeAsync(3000);
      await waitFor(() => expect(screen.queryByText(/秒后再试$/)).toBeNull());
      expect(screen.getByRole('button', { name: '登 录' })).toHaveProperty('disabled', false);
    } finally {
      vi.useRealTimers();
    }
  });
});
