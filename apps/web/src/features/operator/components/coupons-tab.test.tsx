import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { CouponsTab } from './coupons-tab';

afterEach(() => vi.unstubAllGlobals());

const batch = {
  id: 7,
  name: '新人专享 满300减50',
  kind: 'amount',
  kind_name: '满减券',
  desc: '满300减50',
  amount_fen: 5000,
  rate_pct: null,
  max_discount_fen: null,
  threshold_fen: 30_000,
  valid_days: 7,
  audience: 'new_users',
  audience_name: '新注册用户',
  audience_days: 30,
  quantity: null,
  claimed: 12,
  used: 3,
  starts_at: '2026-01-01 00:00:00',
  ends_at: '',
  state: 'running',
  state_name: '进行中',
  create_time: '2026-01-01 00:00:00',
};

describe('CouponsTab', () => {
  it('lists the batches with claimed and used counts', async () => {
    fakeApi({ '/api/admin/coupon_batch_list': { code: 1, data: { data: [batch], page: 1, per_page: 20, total: 1 } } });
    renderWithApp(<CouponsTab />);
    const row = (await screen.findByText('新人专享 满300减50')).closest('tr') as HTMLElement;
    expect(within(row).getByText('满300减50')).toBeTruthy();
    expect(within(row).getByText('新注册用户（30天内）')).toBeTruthy();
    expect(within(row).getByText('12 / 不限')).toBeTruthy();
    expect(within(row).getByText('进行中')).toBeTruthy();
    expect(within(row).getByRole('button', { name: '停止' })).toBeTruthy();
  });

  it('sends a rate batch for listed mobiles once, as typed, and shows the numbers without an account', async () => {
    const api = fakeApi({
      '/api/admin/coupon_batch_list': { code: 1, data: { data: [], page: 1, per_page: 20, total: 0 } },
      '/api/admin/coupon_batch_create': {
        code: 1,
        msg: '已向1位用户发放优惠券',
        data: { id: 8, name: '大客户 8.5折', granted: 1, unknown_mobiles: ['13900000002'] },
      },
    });
    renderWithApp(<CouponsTab />);
    fireEvent.click(await screen.findByRole('button', { name: '新建优惠券批次' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('批次名称'), { target: { value: '大客户 8.5折' } });
    fireEvent.click(within(dialog).getByText('折扣券'));
    fireEvent.change(await within(dialog).findByLabelText('折扣（折）'), { target: { value: '8.5' } });
    fireEvent.change(within(dialog).getByLabelText('最高优惠金额（元，可不填）'), { target: { value: '200' } });
    fireEvent.change(within(dialog).getByLabelText('使用门槛（元，不填为无门槛）'), { target: { value: '500' } });
    fireEvent.click(within(dialog).getByText('指定手机号'));
    fireEvent.change(await within(dialog).findByLabelText('接收优惠券的手机号'), {
      target: { value: '13900000001\n13900000002\n13900000001' },
    });
    const create = within(dialog).getByRole('button', { name: /创\s*建/ });
    fireEvent.click(create);
    fireEvent.click(create);

    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/admin/coupon_batch_create')).toHaveLength(1));
    const form = api.calls.find((c) => c.path === '/api/admin/coupon_batch_create')?.form;
    expect(Object.fromEntries(form ?? [])).toEqual({
      name: '大客户 8.5折',
      kind: 'rate',
      rate: '8.5',
      max_discount: '200',
      threshold: '500',
      valid_days: '7',
      audience: 'mobiles',
      mobiles: '13900000002',
    });
    expect(form?.getAll('mobiles')).toEqual(['13900000001', '13900000002']);
    expect(await screen.findByText('“大客户 8.5折”：已向1位用户发放优惠券')).toBeTruthy();
    expect(screen.getByText('以下 1 个手机号未注册，未发放：13900000002')).toBeTruthy();
  });

  it('checks the form as the server does before sending', async () => {
    const api = fakeApi({
      '/api/admin/coupon_batch_list': { code: 1, data: { data: [], page: 1, per_page: 20, total: 0 } },
    });
    renderWithApp(<CouponsTab />);
    fireEvent.click(await screen.findByRole('button', { name: '新建优惠券批次' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('批次名称'), { target: { value: '校验' } });
    fireEvent.change(within(dialog).getByLabelText('减免金额（元）'), { target: { value: '50.005' } });
    fireEvent.click(within(dialog).getByText('指定手机号'));
    fireEvent.change(await within(dialog).findByLabelText('接收优惠券的手机号'), { target: { value: '1390000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /创\s*建/ }));
    expect(await within(dialog).findByText('减免金额须为0.01至10000元，最多两位小数')).toBeTruthy();
    expect(await within(dialog).findByText('手机号格式不正确：1390000')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/admin/coupon_batch_create')).toBe(false);
  });
});
