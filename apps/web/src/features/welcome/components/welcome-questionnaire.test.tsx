import { INDUSTRY_LIST } from '@boguan/contracts/profile';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageKey } from '../../../lib/storage-keys';
import { fakeApi, renderWithApp } from '../../../test/render';
import { WelcomeQuestionnaire } from './welcome-questionnaire';

const personalInfo = {
  nick_name: '品牌小王',
  mobile: '139****5678',
  package: { level: 20, name: '免费版', expires_at: null },
  industry_list: INDUSTRY_LIST.map((item) => ({ id: item.id, name: item.name })),
  new_coupon_icon: 0,
  show_coupon: 0,
  show_welcome: 1,
};

// As login leaves them (spec 4): SHOW_WELCOME 0, SHOW_WELCOMECLOSE 1.
beforeEach(() => {
  localStorage.setItem(StorageKey.token, 'token-1');
  localStorage.setItem(StorageKey.showWelcome, '0');
  localStorage.setItem(StorageKey.showWelcomeClose, '1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function fill(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Waits for the message under a question (the form checks on submit and on change). */
async function expectFieldError(label: string, message: string): Promise<void> {
  const item = screen.getByText(label, { selector: 'label' }).closest('.ant-form-item');
  if (!(item instanceof HTMLElement)) throw new Error(`no form item for ${label}`);
  await waitFor(() =>
    expect([...item.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent)).toEqual([
      message,
    ]),
  );
}

interface Answers {
  identity: string;
  need: string;
  tel: string;
  industry: string;
}

/** Answers every question a need without follow-ups asks (the industry from the first options shown). */
async function answer({ identity, need, tel, industry }: Answers): Promise<void> {
  fireEvent.click(screen.getByLabelText(identity));
  fireEvent.click(screen.getByLabelText(need));
  fill('姓名', '王小明');
  fill('联系号码', tel);
  fill('邮箱', 'wang@example.com');
  fill('微信号', 'wangxm_2026');
  fill('公司名称', '上海某某品牌管理有限公司');
  fireEvent.mouseDown(screen.getByLabelText('所属行业'));
  fireEvent.click(await screen.findByTitle(industry));
}

describe('WelcomeQuestionnaire', () => {
  it('names the first broken rule, sends the answers and closes on 提交成功', async () => {
    const server = fakeApi({
      '/api/user/getPersonalInfo': { code: 1, data: personalInfo },
      '/api/common/popup_statistics': { code: 1 },
      '/api/user/need_form': { code: 1, msg: '提交成功' },
    });
    renderWithApp(<WelcomeQuestionnaire />);
    expect(await screen.findByText('欢迎来到博观')).toBeTruthy();
    await waitFor(() => expect(server.calls.map((c) => c.path)).toContain('/api/common/popup_statistics'));
    // The server's flag opens it; SHOW_WELCOME stays what login wrote.
    expect(localStorage.getItem(StorageKey.showWelcome)).toBe('0');

    fireEvent.click(screen.getByRole('button', { name: '提 交' }));
    expect(await screen.findByText('部分必填信息未填写完毕。')).toBeTruthy();
    await expectFieldError('您的身份', '请选择或输入人群');

    await answer({ identity: '广告主', need: '竞品分析', tel: '12800138000', industry: '美妆' });
    fireEvent.click(screen.getByRole('button', { name: '提 交' }));
    await expectFieldError('联系号码', '请填写正确的联系号码');
    expect(server.calls.some((c) => c.path === '/api/user/need_form')).toBe(false);

    fill('联系号码', '13800138000');
    fireEvent.click(screen.getByRole('button', { name: '提 交' }));
    expect(await screen.findByText('提交成功')).toBeTruthy();
    const sent = server.calls.find((c) => c.path === '/api/user/need_form')?.form;
    expect(sent?.get('identity_type')).toBe('广告主');
    expect(sent?.getAll('need')).toEqual(['竞品分析']);
    expect(sent?.get('tel')).toBe('13800138000');
    expect(sent?.get('industry')).toBe('1');
    expect(sent?.get('staff_service')).toBe('');
    expect(localStorage.getItem(StorageKey.showWelcome)).toBe('0');
    await waitFor(() => expect(screen.queryByText('欢迎来到博观')).toBeNull());
  }, 60_000);

  it('closing it tells the server, so the next login does not offer it again', async () => {
    const server = fakeApi({
      '/api/user/getPersonalInfo': { code: 1, data: personalInfo },
      '/api/common/popup_statistics': { code: 1 },
      '/api/user/need_form_close': { code: 1 },
    });
    renderWithApp(<WelcomeQuestionnaire />);
    await screen.findByText('欢迎来到博观');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(server.calls.map((c) => c.path)).toContain('/api/user/need_form_close'));
    expect(localStorage.getItem(StorageKey.showWelcomeClose)).toBe('0');
    expect(localStorage.getItem(StorageKey.showWelcome)).toBe('0');
    await waitFor(() => expect(screen.queryByText('欢迎来到博观')).toBeNull());
  }, 60_000);

  it('shows the server refusal once and stays open', async () => {
    fakeApi({
      '/api/user/getPersonalInfo': { code: 1, data: personalInfo },
      '/api/common/popup_statistics': { code: 1 },
      '/api/user/need_form': { code: 0, msg: '请选择行业' },
    });
    renderWithApp(<WelcomeQuestionnaire />);
    await screen.findByText('欢迎来到博观');
    await answer({ identity: '品牌方', need: '数据研究', tel: '13800138000', industry: '美食' });
    fireEvent.click(screen.getByRole('button', { name: '提 交' }));
    expect(await screen.findByText('请选择行业')).toBeTruthy();
    expect(screen.getAllByText('请选择行业')).toHaveLength(1);
    expect(screen.getByText('欢迎来到博观')).toBeTruthy();
  }, 60_000);
});
