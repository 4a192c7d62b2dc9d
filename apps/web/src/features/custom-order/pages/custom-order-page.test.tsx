import { addDays, chinaDate } from '@boguan/contracts/china-time';
import type { CustomOrder } from '@boguan/contracts/custom-order.api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { CustomOrderPage } from './custom-order-page';

afterEach(() => vi.unstubAllGlobals());

const base: Omit<CustomOrder, 'id' | 'order_no' | 'status' | 'status_name' | 'open' | 'thread'> = {
  describe: '需要2025年美妆类微博博主的粉丝画像与互动数据',
  scope: ['kol', 'comment'],
  scope_names: ['微博博主', '评论与转发'],
  date_from: '2025-01-01',
  date_to: '2025-12-31',
  budget: 'from_20k',
  budget_name: '2万-5万元',
  contact: '王小明',
  tel: '13812345678',
  email: '',
  company: '',
  quote_fen: null,
  quote_note: '',
  quote_time: '',
  create_time: '2026-01-05 10:00:00',
  update_time: '2026-01-05 10:00:00',
  last_reply_by: '',
};

const quoted: CustomOrder = {
  ...base,
  id: 12,
  order_no: 'DZ00000012',
  status: 'quoted',
  status_name: '已报价',
  open: true,
  quote_fen: 1_200_050,
  quote_note: '含3个月数据',
  quote_time: '2026-01-06 09:00:00',
  last_reply_by: 'user',
  thread: [
    {
      id: 1,
      author: 'operator',
      kind: 'reply',
      content: '您好，需求已收到，稍后电话联系。',
      time: '2026-01-05 11:00:00',
    },
    { id: 2, author: 'operator', kind: 'status', content: '状态变更为“沟通中”', time: '2026-01-05 11:01:00' },
    { id: 3, author: 'operator', kind: 'quote', content: '报价 ¥12000.50（含3个月数据）', time: '2026-01-06 09:00:00' },
    { id: 4, author: 'user', kind: 'reply', content: '可以，请安排交付。', time: '2026-01-06 10:00:00' },
  ],
};

const closed: CustomOrder = {
  ...base,
  id: 9,
  order_no: 'DZ00000009',
  describe: '本地生活探店博主名单与笔记数据',
  status: 'closed',
  status_name: '已关闭',
  open: false,
  thread: [{ id: 5, author: 'user', kind: 'status', content: '状态变更为“已关闭”', time: '2026-01-04 09:00:00' }],
};

const page = (data: CustomOrder[]) => ({ code: 1, data: { data, page: 1, per_page: 10, total: data.length } });

function fill(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The messages shown under one field of the form. */
async function expectFieldError(label: string, message: string): Promise<void> {
  const item = screen.getByText(label, { selector: 'label' }).closest('.ant-form-item');
  if (!(item instanceof HTMLElement)) throw new Error(`no form item for ${label}`);
  await waitFor(() =>
    expect([...item.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent)).toEqual([
      message,
    ]),
  );
}

describe('CustomOrderPage', () => {
  it('says every missing answer in the questionnaire style and sends nothing', async () => {
    const api = fakeApi({ '/api/custom/list': page([]) });
    renderWithApp(<CustomOrderPage />, { route: '/lifeCustom' });
    expect(await screen.findByText('暂无数据...')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '提交需求' }));
    expect(await screen.findByText('部分必填信息未填写完毕。')).toBeTruthy();
    await expectFieldError('需要什么数据（10–1000字）', '请描述您需要的数据');
    await expectFieldError('数据范围（可多选）', '请选择数据范围');
    await expectFieldError('预算', '请选择预算范围');
    await expectFieldError('姓名', '请填写您的姓名');
    await expectFieldError('联系号码', '请填写您的联系号码');
    expect(api.calls.map((c) => c.path)).toEqual(['/api/custom/list']);
  }, 60_000);

  it('says what is wrong with what was typed', async () => {
    const api = fakeApi({ '/api/custom/list': page([]) });
    renderWithApp(<CustomOrderPage />, { route: '/lifeCustom' });
    await screen.findByText('暂无数据...');
    fill('需要什么数据（10–1000字）', '博主数据');
    await expectFieldError('需要什么数据（10–1000字）', '需求描述至少10个字');
    fill('联系号码', '1281234567');
    await expectFieldError('联系号码', '请填写正确的联系号码');
    fill('邮箱（选填）', 'wang@');
    await expectFieldError('邮箱（选填）', '请填写正确的邮箱');
    expect(api.calls.map((c) => c.path)).toEqual(['/api/custom/list']);
  }, 60_000);

  it('sends the form as typed, once, and reads the list again', async () => {
    const created = { ...quoted, id: 13, order_no: 'DZ00000013', status: 'submitted' as const, thread: [] };
    let submitted = false;
    const api = fakeApi({
      '/api/custom/list': () => page(submitted ? [created] : []),
      '/api/custom/submit': () => {
        submitted = true;
        return { code: 1, msg: '需求已提交，我们会尽快与您联系', data: created };
      },
    });
    renderWithApp(<CustomOrderPage />, { route: '/lifeCustom' });
    await screen.findByText('暂无数据...');
    fill('需要什么数据（10–1000字）', '  需要2025年美妆类微博博主的粉丝画像与互动数据  ');
    fireEvent.click(screen.getByLabelText('微博博主'));
    fireEvent.click(screen.getByLabelText('评论与转发'));
    fireEvent.click(screen.getByLabelText('2万-5万元'));
    fill('姓名', '王小明');
    fill('联系号码', '13812345678');
    fill('公司名称（选填）', '博观测试公司');
    const button = screen.getByRole('button', { name: '提交需求' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('需求已提交，我们会尽快与您联系')).toBeTruthy();
    expect(await screen.findByTestId('custom-order-13')).toBeTruthy();

    const sends = api.calls.filter((c) => c.path === '/api/custom/submit');
    expect(sends).toHaveLength(1);
    const today = chinaDate(new Date());
    expect([...(sends[0]?.form.entries() ?? [])]).toEqual([
      ['describe', '需要2025年美妆类微博博主的粉丝画像与互动数据'],
      ['scope', 'kol'],
      ['scope', 'comment'],
      ['date_from', addDays(today, -29)],
      ['date_to', today],
      ['budget', 'from_20k'],
      ['contact', '王小明'],
      ['tel', '13812345678'],
      ['email', ''],
      ['company', '博观测试公司'],
    ]);
  }, 60_000);

  it('says a period that ends before it starts is wrong, under the start date', async () => {
    fakeApi({ '/api/custom/list': page([]) });
    renderWithApp(<CustomOrderPage />, { route: '/lifeCustom' });
    await screen.findByText('暂无数据...');
    const end = screen.getByLabelText('结束日期');
    fireEvent.mouseDown(end);
    fireEvent.change(end, { target: { value: '2020-01-01' } });
    fireEvent.keyDown(end, { key: 'Enter', code: 'Enter' });
    await expectFieldError('开始日期', '开始日期不能晚于结束日期');
  }, 60_000);

  it('lists the orders with their states, the quote and the thread in order', async () => {
    fakeApi({ '/api/custom/list': page([quoted, closed]) });
    renderWithApp(<CustomOrderPage />, { route: '/lifeCustom' });
    const inCard = within(await screen.findByTestId('custom-order-12'));
    expect(inCard.getByText('已报价')).toBeTruthy();
    expect(inCard.getByText('¥12,000.50')).toBeTruthy();
    expect(inCard.getByText('（含3个月数据）')).toBeTruthy();
    expect(inCard.getByText('数据范围：微博博主、评论与转发')).toBeTruthy();
    const entries = within(inCard.getByRole('list', { name: '沟通记录' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      '博观运营 2026-01-05 11:00:00您好，需求已收到，稍后电话联系。',
      '博观运营：状态变更为“沟通中”2026-01-05 11:01:00',
      '博观运营：报价 ¥12000.50（含3个月数据）2026-01-06 09:00:00',
      '我 2026-01-06 10:00:00可以，请安排交付。',
    ]);
    expect(inCard.getByRole('button', { name: '发送回复' })).toBeTruthy();
    const other = within(screen.getByTestId('custom-order-9'));
    expect(other.getByText('已关闭')).toBeTruthy();
    // A closed order takes no reply and cannot be closed again.
    expect(other.queryByRole('button', { name: '发送回复' })).toBeNull();
    expect(other.queryByRole('button', { name: '关闭需求' })).toBeNull();
  }, 60_000);

  it('sends a reply as typed, trimmed', async () => {
    const api = fakeApi({
      '/api/custom/list': page([quoted]),
      '/api/custom/reply': { code: 1, msg: '回复成功', data: quoted },
    });
    renderWithApp(<CustomOrderPage />, { route: '/lifeCustom' });
    const inCard = within(await screen.findByTestId('custom-order-12'));
    fireEvent.click(inCard.getByRole('button', { name: '发送回复' }));
    expect(await screen.findByText('请输入回复内容')).toBeTruthy();
    fireEvent.change(inCard.getByLabelText('回复 DZ00000012'), { target: { value: '  请问几天可以交付？ ' } });
    fireEvent.click(inCard.getByRole('button', { name: '发送回复' }));
    expect(await screen.findByText('回复成功')).toBeTruthy();
    const replied = api.calls.find((c) => c.path === '/api/custom/reply')?.form;
    expect(Object.fromEntries(replied ?? [])).toEqual({ id: '12', content: '请问几天可以交付？' });
  }, 60_000);

  it('closes an open order after asking, and then offers no reply', async () => {
    let closedNow = false;
    const api = fakeApi({
      '/api/custom/list': () =>
        page([closedNow ? { ...quoted, status: 'closed', status_name: '已关闭', open: false } : quoted]),
      '/api/custom/close': () => {
        closedNow = true;
        return { code: 1, msg: '需求已关闭', data: { ...quoted, status: 'closed', open: false } };
      },
    });
    renderWithApp(<CustomOrderPage />, { route: '/lifeCustom' });
    const inCard = within(await screen.findByTestId('custom-order-12'));
    fireEvent.click(inCard.getByRole('button', { name: '关闭需求' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定关闭需求 DZ00000012 吗？关闭后运营人员将不再跟进。')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭需求' }));
    expect(await screen.findByText('需求已关闭')).toBeTruthy();
    expect(Object.fromEntries(api.calls.find((c) => c.path === '/api/custom/close')?.form ?? [])).toEqual({ id: '12' });
    await waitFor(() =>
      expect(within(screen.getByTestId('custom-order-12')).queryByRole('button', { name: '发送回复' })).toBeNull(),
    );
  }, 60_000);
});
