import type { AdminInvoiceItem } from '@boguan/contracts/invoices.api';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { InvoicesTab } from './invoices-tab';

// antd's dialogs render slowly in jsdom on a busy machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

const block = {
  name: '北京百度网讯科技有限公司',
  tax_no: '91110000802100433B',
  address_phone: '北京市海淀区上地十街10号 010-59928888',
  bank_account: '招商银行北京上地支行 110907999910001',
};

const pending: AdminInvoiceItem = {
  id: 31,
  status: 'pending',
  status_name: '审核中',
  invoice_type: 'special',
  invoice_type_name: '增值税专用发票',
  title_type: 'company',
  title_type_name: '企业',
  title_block: block,
  title: block.name,
  tax_no: block.tax_no,
  address: '北京市海淀区上地十街10号',
  phone: '010-59928888',
  bank_name: '招商银行北京上地支行',
  bank_account: '110907999910001',
  email: 'finance@example.com',
  amount_fen: 269_700,
  orders: [
    {
      order_no: 'BG20260106110000ABCDEF02',
      title: '专业版 · 季度',
      pay_fen: 269_700,
      paid_time: '2026-01-06 11:00:00',
    },
  ],
  files: [{ id: 5, name: '营业执照.png', size: 2048 }],
  reject_reason: '缺少开户行',
  create_time: '2026-01-06 12:00:00',
  submit_time: '2026-01-07 09:00:00',
  issue_time: '',
  reject_time: '2026-01-06 18:00:00',
  pdf_available: false,
  user_id: 9,
  user_name: '小李',
  user_mobile: '138****1234',
  submit_count: 2,
};

function answers() {
  return fakeApi({
    '/api/admin/invoice_list': { code: 1, data: { data: [pending], page: 1, per_page: 20, total: 1 } },
    '/api/admin/invoice_reject': { code: 1, msg: '发票申请已驳回' },
    '/api/admin/invoice_issue': { code: 1, msg: '发票已开具' },
  });
}

function button(text: string): HTMLElement {
  const found = screen
    .getAllByText(text)
    .map((element) => element.closest('button'))
    .find((element) => element !== null);
  if (!found) throw new Error(`no button ${text}`);
  return found;
}

describe('InvoicesTab', () => {
  it('shows who asked for what, opens the documents and the last rejection, and rejects with a reason', async () => {
    const api = answers();
    renderWithApp(<InvoicesTab />);
    expect(await screen.findByText('138****1234（小李）')).toBeTruthy();
    expect(screen.getByText('¥2,697.00')).toBeTruthy();
    expect(screen.getByText('第2次提交')).toBeTruthy();
    fireEvent.click(button('查看资料(1)'));
    expect(await screen.findByText('营业执照.png')).toBeTruthy();
    expect(screen.getByText('上次驳回原因')).toBeTruthy();
    expect(screen.getByText(block.bank_account)).toBeTruthy();

    fireEvent.click(button('驳回'));
    fireEvent.click(await waitFor(() => button('确认驳回')));
    expect(await screen.findByText('请输入驳回原因')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('驳回原因'), { target: { value: '纳税人识别号与抬头不符' } });
    fireEvent.click(button('确认驳回'));
    expect(await screen.findByText('发票申请已驳回')).toBeTruthy();
    const rejected = api.calls.find((c) => c.path === '/api/admin/invoice_reject')?.form;
    expect(rejected?.get('id')).toBe('31');
    expect(rejected?.get('reason')).toBe('纳税人识别号与抬头不符');
  });

  it('issues with the PDF chosen in the dialog, sent with the invoice id', async () => {
    const api = answers();
    renderWithApp(<InvoicesTab />);
    await screen.findByText('138****1234（小李）');
    fireEvent.click(button('上传发票'));
    fireEvent.click(await waitFor(() => button('确认开具')));
    expect(await screen.findByText('请选择发票 PDF 文件')).toBeTruthy();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    const pdf = new File(['%PDF-1.7 issued'], '电子发票.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(await screen.findByText('电子发票.pdf')).toBeTruthy();
    fireEvent.click(button('确认开具'));
    expect(await screen.findByText('发票已开具')).toBeTruthy();
    const call = api.fetchMock.mock.calls.find(([path]) => String(path) === '/api/admin/invoice_issue');
    const body = call?.[1]?.body as FormData;
    expect(body.get('id')).toBe('31');
    expect((body.get('file') as File).name).toBe('电子发票.pdf');
  });
});
