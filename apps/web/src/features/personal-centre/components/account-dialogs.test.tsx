import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { CancelDialog } from './cancel-dialog';
import { MobileDialog } from './mobile-dialog';
import { NicknameDialog } from './nickname-dialog';
import { PasswordDialog } from './password-dialog';

const LOADED = { timeout: 10_000 };
/** antd forms in jsdom are slow on a busy machine: paste rather than type key by key. */
const SLOW = 90_000;

async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the account edit dialogs of /user', () => {
  it(
    '修改昵称 refuses a name the server would refuse, then saves a good one',
    async () => {
      const api = fakeApi({
        '/api/user/changeUserName': { code: 1, msg: '昵称修改成功', data: { nick_name: '品牌部_小李' } },
      });
      const onChanged = vi.fn();
      const onClose = vi.fn();
      renderWithApp(<NicknameDialog open current="旧名字" onClose={onClose} onChanged={onChanged} />);
      const input = await screen.findByPlaceholderText('请输入新昵称', {}, LOADED);
      await waitFor(() => expect((input as HTMLInputElement).value).toBe('旧名字'));
      await userEvent.clear(input);
      await fill(input, '小李 ad');
      await userEvent.click(screen.getByRole('button', { name: '保 存' }));
      expect(await screen.findByText('昵称需为2-16个字符，仅支持中文、字母、数字、下划线和短横线')).toBeTruthy();
      expect(api.calls).toHaveLength(0);
      await userEvent.clear(input);
      await fill(input, '品牌部_小李');
      await userEvent.click(screen.getByRole('button', { name: '保 存' }));
      await waitFor(() => expect(onChanged).toHaveBeenCalled());
      expect(api.calls[0]?.form.get('nick_name')).toBe('品牌部_小李');
      expect(onClose).toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    '修改密码 checks the rule and the repeat on the client, and sends the three fields',
    async () => {
      const api = fakeApi({ '/api/user/changePwd': { code: 1, msg: '密码修改成功' } });
      const onClose = vi.fn();
      renderWithApp(<PasswordDialog open onClose={onClose} />);
      expect(
        await screen.findByText('修改成功后，其他设备上的登录将失效，当前设备保持登录。', {}, LOADED),
      ).toBeTruthy();
      await fill(screen.getByPlaceholderText('请输入当前密码'), 'old12345');
      await fill(screen.getByPlaceholderText('6-20位，同时包含字母和数字'), 'onlyletters');
      await fill(screen.getByPlaceholderText('请再次输入新密码'), 'different1');
      await userEvent.click(screen.getByRole('button', { name: '确认修改' }));
      expect(await screen.findByText('密码需为6-20位，且同时包含字母和数字')).toBeTruthy();
      expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
      expect(api.calls).toHaveLength(0);
      const fresh = screen.getByPlaceholderText('6-20位，同时包含字母和数字');
      await userEvent.clear(fresh);
      await fill(fresh, 'new2026ab');
      const again = screen.getByPlaceholderText('请再次输入新密码');
      await userEvent.clear(again);
      await fill(again, 'new2026ab');
      await userEvent.click(screen.getByRole('button', { name: '确认修改' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      const form = api.calls[0]?.form;
      expect([form?.get('old_password'), form?.get('password'), form?.get('repassword')]).toEqual([
        'old12345',
        'new2026ab',
        'new2026ab',
      ]);
    },
    SLOW,
  );

  it(
    '更换手机号 goes step by step: the old number code, then the new number with its code',
    async () => {
      const api = fakeApi({
        '/api/user/sendSmsBinding': (form) => ({
          code: 1,
          msg: '验证码已发送',
          data: { countdown: 59, mobile: form.get('type') === 'old' ? '139****5678' : '137****0000' },
        }),
        '/api/user/bindingMobile': { code: 1, msg: '验证成功' },
        '/api/user/changeBinding': { code: 1, msg: '手机号修改成功', data: { mobile: '137****0000' } },
      });
      const onChanged = vi.fn();
      renderWithApp(<MobileDialog open current="139****5678" onClose={vi.fn()} onChanged={onChanged} />);
      await userEvent.click(await screen.findByRole('button', { name: '获取验证码' }, LOADED));
      expect(await screen.findByRole('button', { name: /59秒后重新获取/ })).toBeTruthy();
      await fill(screen.getByPlaceholderText('请输入原手机号收到的验证码'), '123456');
      await userEvent.click(screen.getByRole('button', { name: '下一步' }));
      const mobile = await screen.findByPlaceholderText('请输入新手机号');
      await fill(mobile, '13700000000');
      await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
      await fill(screen.getByPlaceholderText('请输入新手机号收到的验证码'), '654321');
      await userEvent.click(screen.getByRole('button', { name: '确认更换' }));
      await waitFor(() => expect(onChanged).toHaveBeenCalled());
      const paths = api.calls.map((c) => c.path);
      expect(paths).toEqual([
        '/api/user/sendSmsBinding',
        '/api/user/bindingMobile',
        '/api/user/sendSmsBinding',
        '/api/user/changeBinding',
      ]);
      const change = api.calls[3]?.form;
      expect([change?.get('old_captcha'), change?.get('mobile'), change?.get('mobile_captcha')]).toEqual([
        '123456',
        '13700000000',
        '654321',
      ]);
    },
    SLOW,
  );

  it(
    '注销账号 asks for the password, the SMS code and an explicit confirmation, then says when data goes',
    async () => {
      const api = fakeApi({
        '/api/user/checkPwd': { code: 1, msg: '密码验证成功' },
        '/api/user/getCancelCode': { code: 1, msg: '验证码已发送', data: { countdown: 59, mobile: '139****5678' } },
        '/api/user/checkCode': { code: 1, msg: '验证成功' },
        '/api/user/cancelSubmit': { code: 1, msg: '注销申请已提交', data: { delete_at: '2026-12-16 10:00:00' } },
      });
      renderWithApp(<CancelDialog open mobile="139****5678" onClose={vi.fn()} />);
      await userEvent.type(await screen.findByPlaceholderText('请输入当前登录密码', {}, LOADED), 'abc12345');
      await userEvent.click(screen.getByRole('button', { name: '下一步' }));
      expect(await screen.findByText('短信验证码（发送至 139****5678）')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
      await fill(screen.getByPlaceholderText('请输入短信验证码'), '123456');
      await userEvent.click(screen.getByRole('button', { name: '下一步' }));
      expect(await screen.findByText(/冷静期内重新登录即自动撤销注销/)).toBeTruthy();
      const confirm = screen.getByRole('button', { name: '确认注销' });
      expect((confirm as HTMLButtonElement).disabled).toBe(true);
      await userEvent.click(screen.getByRole('checkbox'));
      await userEvent.click(confirm);
      expect((await screen.findByTestId('cancel-done')).textContent).toContain('2026-12-16 10:00:00');
      const submit = api.calls.find((c) => c.path === '/api/user/cancelSubmit')?.form;
      expect([submit?.get('password'), submit?.get('mobile_captcha')]).toEqual(['abc12345', '123456']);
    },
    SLOW,
  );
});
