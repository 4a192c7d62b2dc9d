import { mobileProblem } from '@boguan/contracts/validation-messages';
import { describe, expect, it } from 'vitest';
import { passwordProblem, smsCodeProblem } from './mobile-rules';

// mobileProblem lives in contracts (shared with the server); these pin the spec 5 messages the forms show.
describe('mobileProblem', () => {
  it('asks for a number when empty or blank', () => {
    expect(mobileProblem('')).toBe('手机号不可为空 !');
    expect(mobileProblem('   ')).toBe('手机号不可为空 !');
    expect(mobileProblem(undefined)).toBe('手机号不可为空 !');
  });

  it('accepts 11 digits starting 1 with a second digit 3-9', () => {
    for (const mobile of ['13800138000', '19912345678', ' 15012345678 ']) expect(mobileProblem(mobile)).toBeNull();
  });

  it('rejects wrong length, wrong prefix and non-digits', () => {
    for (const mobile of [
      '1380013800',
      '138001380000',
      '12800138000',
      '23800138000',
      '1380013800a',
      '+8613800138000',
    ]) {
      expect(mobileProblem(mobile)).toBe('手机号格式错误 !');
    }
  });
});

describe('passwordProblem', () => {
  it('requires 6-20 characters with a letter and a digit', () => {
    expect(passwordProblem('', '')).toBe('请输入密码');
    expect(passwordProblem('a1b2', 'a1b2')).toBe('密码需为6-20位，且同时包含字母和数字');
    expect(passwordProblem('abcdefgh', 'abcdefgh')).toBe('密码需为6-20位，且同时包含字母和数字');
    expect(passwordProblem('12345678', '12345678')).toBe('密码需为6-20位，且同时包含字母和数字');
    expect(passwordProblem('a1'.repeat(11), 'a1'.repeat(11))).toBe('密码需为6-20位，且同时包含字母和数字');
    expect(passwordProblem('abc123', 'abc123')).toBeNull();
  });

  it('refuses spaces rather than trimming them', () => {
    expect(passwordProblem('abc 123', 'abc 123')).toBe('密码需为6-20位，且同时包含字母和数字');
  });

  it('asks for the repeat and checks it matches', () => {
    expect(passwordProblem('abc123', '')).toBe('请再次输入密码');
    expect(passwordProblem('abc123', 'abc124')).toBe('两次输入的密码不一致');
  });
});

describe('smsCodeProblem', () => {
  it('needs six digits', () => {
    expect(smsCodeProblem('')).toBe('请输入短信验证码');
    expect(smsCodeProblem('12345')).toBe('请输入6位数字验证码');
    expect(smsCodeProblem('12345a')).toBe('请输入6位数字验证码');
    expect(smsCodeProblem(' 123456 ')).toBeNull();
  });
});
