import type { InvoiceConfirm, InvoiceDetail, InvoiceListItem } from '@boguan/contracts/invoices.api';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { InvoicePage } from './invoice-page';

// antd's dialogs render slowly in jsdom on a busy machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

const A = 'BG20260105100000ABCDEF01';
const B = 'BG20260106110000ABCDEF02';
const orders = [
  { order_no: A, title: '高级版 · 月度', pay_fen: 39_900, paid_time: '2026-01-05 10:00:00' },
  { order_no: B, title: '专业版 · 季度', pay_fen: 269_700, paid_time: '2026-01-06 11:00:00' },
];
const emptyList = { code: 1, data: { data: [], page: 1, per_page: 10, total: 0 } };

const block = { name: '北京百度网讯科技有限公司', tax_no: '91110000802100433B', address_phone: '', bank_account: '' };
const confirm: InvoiceConfirm = {
  invoice_type: 'normal',
  invoice_type_name: '普通发票',
  title_type: 'company',
  title_type_name: '企业',
  title_block: block,
  email: 'finance@example.com',
  amount_fen: 269_700,
  orders: [orders[1] as InvoiceConfirm['orders'][number]],
  files: [],
};

function detail(overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  return {
    ...confirm,
    id: 7,
    status: 'rejected',
    status_name: '已驳回',
    title: block.name,
    tax_no: block.tax_no,
    address: '',
    phone: '',
    bank_name: '',
    bank_account: '',
    reject_reason: '抬头与营业执照不一致',
    create_time: '2026-01-06 12:00:00',
    submit_time: '2026-01-06 12:00:00',
    issue_time: '',
    reject_time: '2026-01-07 09:00:00',
    pdf_available: false,
    ...overrides,
  };
}

const rejectedItem: InvoiceListItem = {
  id: 7,
  status: 'rejected',
  status_name: '已驳回',
  invoice_type_name: '普通发票',
  title: block.name,
  amount_fen: 269_700,
  order_count: 1,
  create_time: '2026-01-06 12:00:00',
  submit_time: '2026-01-06 12:00:00',
  issue_time: '',
  reject_reason: '抬头与营业执照不一致',
  pdf_available: false,
};

/** The button showing `text` (text queries: getByRole is slow over antd's large trees). */
function button(text: string, scope: HTMLElement = document.body): HTMLElement {
  const found = within(scope)
    .getAllByText(text)
    .map((element) => element.closest('button'))
    .find((element) => element !== null);
  if (!found) throw new Error(`no button ${text}`);
  return found;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('InvoicePage', () => {
  it('asks, shows the server’s confirmation and submits once', async () => {
    const api = fakeApi({
      '/api/invoice/invoice_lists': emptyList,
      '/api/invoice/invoice_orders': { code: 1, data: { data: orders, total: 2 } },
      '/api/invoice/invoice_ask': { code: 1, msg: '请核对开票信息', data: confirm },
      '/api/invoice/invoice_submit': {
        code: 1,
        msg: '发票申请已提交，请等待审核',
        data: detail({ status: 'pending', status_name: '审核中', reject_reason: '' }),
      },
    });
    renderWithApp(<InvoicePage />);
    expect(await screen.findByText('暂无数据...')).toBeTruthy();
    fireEvent.click(button('申请发票'));
    fireEvent.click(await screen.findByLabelText(`选择订单 ${B}`));
    type('发票抬头', block.name);
    type('接收邮箱', 'finance@example.com');

    // The shared rules run first: no tax number, no call.
    fireEvent.click(button('下一步'));
    expect(await screen.findByText('请输入纳税人识别号')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/invoice/invoice_ask')).toBe(false);

    type('纳税人识别号', '91110000802100433b');
    fireEvent.click(button('下一步'));
    const summary = await screen.findByTestId('invoice-confirmation');
    expect(within(summary).getByTestId('invoice-amount').textContent).toBe('¥2,697.00');
    expect(within(summary).getByText(block.tax_no)).toBeTruthy();
    const asked = api.calls.find((c) => c.path === '/api/invoice/invoice_ask')?.form;
    expect(asked?.getAll('order_nos')).toEqual([B]);
    expect(asked?.get('invoice_type')).toBe('normal');
    expect(asked?.get('title_type')).toBe('company');
    expect(asked?.get('tax_no')).toBe('91110000802100433b');
    expect(asked?.has('amount_fen')).toBe(false);

    const submit = await waitFor(() => button('确认提交'));
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByText('发票申请已提交，请等待审核')).toBeTruthy();
    const submits = api.calls.filter((c) => c.path === '/api/invoice/invoice_submit');
    expect(submits).toHaveLength(1);
    expect(submits[0]?.form.get('title')).toBe(block.name);
    await waitFor(() => expect(screen.queryByTestId('invoice-confirmation')).toBeNull());
  });

  it('shows a rejected invoice’s reason and resubmits it corrected, with the same orders', async () => {
    const api = fakeApi({
      '/api/invoice/invoice_lists': { code: 1, data: { data: [rejectedItem], page: 1, per_page: 10, total: 1 } },
      '/api/invoice/invoice_detail': { code: 1, data: detail() },
      '/api/invoice/invoice_reset': {
        code: 1,
        msg: '发票申请已重新提交，请等待审核',
        data: detail({ status: 'pending', status_name: '审核中' }),
      },
    });
    renderWithApp(<InvoicePage />);
    const table = await screen.findByTestId('invoice-table');
    expect(within(table).getByText('已驳回')).toBeTruthy();
    expect(within(table).getByText('驳回原因：抬头与营业执照不一致')).toBeTruthy();

    fireEvent.click(button('详情', table));
    expect((await screen.findByTestId('reject-reason')).textContent).toContain('抬头与营业执照不一致');

    fireEvent.click(button('重新提交', table));
    const title = (await screen.findByLabelText('发票抬头')) as HTMLInputElement;
    expect(title.value).toBe(block.name);
    type('发票抬头', '北京百度网讯科技有限公司（总部）');
    fireEvent.click(button('下一步'));
    const summary = await screen.findByTestId('invoice-confirmation');
    expect(within(summary).getByTestId('invoice-amount').textContent).toBe('¥2,697.00');
    expect(within(summary).getByText('北京百度网讯科技有限公司（总部）')).toBeTruthy();
    fireEvent.click(await waitFor(() => button('确认提交')));
    expect(await screen.findByText('发票申请已重新提交，请等待审核')).toBeTruthy();
    const reset = api.calls.find((c) => c.path === '/api/invoice/invoice_reset')?.form;
    expect(reset?.get('id')).toBe('7');
    expect(reset?.get('title')).toBe('北京百度网讯科技有限公司（总部）');
    expect(reset?.has('order_nos')).toBe(false);
    expect(api.calls.some((c) => c.path === '/api/invoice/invoice_ask')).toBe(false);
  });
});
