import { describe, expect, it } from 'vitest';
import {
  bindingProblem,
  canSubmitBinding,
  canSubmitPasswordLogin,
  resetPasswordProblem,
  smsLoginProblem,
  smsLoginReady,
} from './login-form-rules';

describe('password login gating', () => {
  it('needs username and password, and the captcha once it is shown', () => {
    expect(canSubmitPasswordLogin({ username: '13800138000', password: '' }, false)).toBe(false);
    expect(canSubmitPasswordLogin({ username: ' ', password: 'x' }, false)).toBe(false);
    expect(canSubmitPasswordLogin({ username: '13800138000', password: 'x' }, false)).toBe(true);
    expect(canSubmitPasswordLogin({ username: '13800138000', password: 'x' }, true)).toBe(false);
    expect(canSubmitPasswordLogin({ username: '13800138000', password: 'x', img_captcha: 'ab3d' }, true)).toBe(true);
  });
});

describe('SMS login', () => {
  it('warns with one message when mobile or code is missing, then checks the number', () => {
    expect(smsLoginProblem({ mobile: '', code: '' })).toBe('请输入账号和短信验证码进行登录!');
    expect(smsLoginProblem({ mobile: '13800138000', code: '' })).toBe('请输入账号和短信验证码进行登录!');
    expect(smsLoginProblem({ mobile: '', code: '123456' })).toBe('请输入账号和短信验证码进行登录!');
    expect(smsLoginProblem({ mobile: '12345', code: '123456' })).toBe('手机号格式错误 !');
    expect(smsLoginProblem({ mobile: '13800138000', code: '1234' })).toBe('请输入6位数字验证码');
    expect(smsLoginProblem({ mobile: '13800138000', code: '123456' })).toBeNull();
    expect(smsLoginReady({ mobile: '13800138000', code: '1' })).toBe(true);
    expect(smsLoginReady({ mobile: '13800138000' })).toBe(false);
  });
});

describe('binding', () => {
  const full = { mobile: '13800138000', code: '123456', password: 'abc123', repassword: 'abc123' };

  it('enables the button only with all four fields', () => {
    expect(canSubmitBinding(full)).toBe(true);
    for (const key of ['mobile', 'code', 'password', 'repassword'] as const) {
      expect(canSubmitBinding({ ...full, [key]: '' })).toBe(false);
    }
  });

  it('checks the number and code first, the password rule only when registering', () => {
    expect(bindingProblem({ ...full, mobile: '1380013800' }, false)).toBe('手机号格式错误 !');
    expect(bindingProblem({ ...full, code: ' ' }, false)).toBe('请输入短信验证码');
    expect(bindingProblem({ ...full, password: 'short', repassword: 'short' }, false)).toBeNull();
    expect(bindingProblem({ ...full, password: 'short', repassword: 'short' }, true)).toBe(
      '密码需为6-20位，且同时包含字母和数字',
    );
    expect(bindingProblem({ ...full, repassword: 'abc124' }, false)).toBe('两次输入的密码不一致');
    expect(bindingProblem(full, true)).toBeNull();
  });
});

describe('reset password step 2', () => {
  it('asks for code, new password, repeat, in that order', () => {
    expect(resetPasswordProblem({})).toBe('请输入短信验证码');
    expect(resetPasswordProblem({ code: '12' })).toBe('请输入6位数字验证码');
    expect(resetPasswordProblem({ code: '123456' })).toBe('请输入新密码');
    expect(resetPasswordProblem({ code: '123456', password: 'abc123' })).toBe('请再次输入密码');
    expect(resetPasswordProblem({ code: '123456', password: 'abc123', repassword: 'abc12' })).toBe(
      '两次输入的密码不一致',
    );
    expect(resetPasswordProblem({ code: '123456', password: 'abc123', repassword: 'abc123' })).toBeNull();
  });
});
