import { type InvoiceFormValues, invoiceFormProblem, isCreditCode } from '@boguan/contracts/invoices';
import { describe, expect, it } from 'vitest';
import { detectInvoiceFile, documentName } from './invoice-file-type.js';

/** Published unified social credit codes of real companies, and the standard's own example. */
const VALID = [
  '91110000802100433B', // 北京百度网讯科技有限公司
  '91440300708461136T', // 深圳市腾讯计算机系统有限公司
  '91110108551385082Q', // 北京小米科技有限责任公司
  '91350100M000100Y43', // GB 32100-2015 example
];

describe('unified social credit code (GB 32100-2015)', () => {
  it('accepts real codes, in either case and with spaces around', () => {
    for (const code of VALID) {
      expect(isCreditCode(code), code).toBe(true);
      expect(isCreditCode(` ${code.toLowerCase()} `), code).toBe(true);
    }
  });

  it('refuses a wrong check character and every single-place typo', () => {
    const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
    for (const code of VALID) {
      for (let place = 0; place < 18; place += 1) {
        for (const symbol of alphabet) {
          if (symbol === code[place]) continue;
          const typo = code.slice(0, place) + symbol + code.slice(place + 1);
          expect(isCreditCode(typo), typo).toBe(false);
        }
      }
    }
  });

  it('refuses wrong shapes: length, letters outside the code, a division that is not six digits', () => {
    for (const code of [
      '',
      '9111000080210043',
      '91110000802100433B0',
      '91110000802100433I',
      '9111000O802100433B',
      '91A10000802100433B',
      '110108000000016', // an old 15-digit registration number
      '91110000-802100433',
    ]) {
      expect(isCreditCode(code), code).toBe(false);
    }
  });
});

describe('the invoice form rules', () => {
  const base: InvoiceFormValues = {
    invoice_type: 'normal',
    title_type: 'company',
    title: '北京百度网讯科技有限公司',
    tax_no: VALID[0] as string,
    address: '',
    phone: '',
    bank_name: '',
    bank_account: '',
    email: 'finance@example.com',
    file_ids: [],
  };
  const special = {
    ...base,
    invoice_type: 'special',
    address: '北京市海淀区上地十街10号',
    phone: '010-59928888',
    bank_name: '招商银行北京上地支行',
    bank_account: '1109 0799 9910 001',
    file_ids: [7],
  } as const;

  it('asks a personal title for the name and e-mail only', () => {
    expect(invoiceFormProblem({ ...base, title_type: 'personal', tax_no: '' })).toBeNull();
    expect(invoiceFormProblem({ ...base, title_type: 'personal', email: 'x' })).toEqual(['email', '接收邮箱格式错误']);
  });

  it('needs the tax number for a company, everything and a document for a 专用发票', () => {
    expect(invoiceFormProblem(base)).toBeNull();
    expect(invoiceFormProblem({ ...base, tax_no: '' })).toEqual(['tax_no', '请输入纳税人识别号']);
    expect(invoiceFormProblem(special)).toBeNull();
    expect(invoiceFormProblem({ ...special, title_type: 'personal' })).toEqual([
      'title_type',
      '增值税专用发票仅支持企业抬头',
    ]);
    expect(invoiceFormProblem({ ...special, bank_name: '' })).toEqual(['bank_name', '请输入开户银行']);
    expect(invoiceFormProblem({ ...special, file_ids: [] })).toEqual([
      'file_ids',
      '请上传营业执照或一般纳税人资格证明',
    ]);
    expect(invoiceFormProblem({ ...special, phone: '+86 (10) 5992-8888' })).toBeNull();
    expect(invoiceFormProblem({ ...special, bank_account: '12345' })).toEqual(['bank_account', '银行账号格式错误']);
  });
});

describe('document files', () => {
  it('knows JPG, PNG and PDF by their first bytes only', () => {
    expect(detectInvoiceFile(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.ext).toBe('png');
    expect(detectInvoiceFile(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.ext).toBe('jpg');
    expect(detectInvoiceFile(Buffer.from('%PDF-1.4\n'))?.ext).toBe('pdf');
    expect(detectInvoiceFile(Buffer.from('GIF89a'))).toBeNull();
    expect(detectInvoiceFile(Buffer.from('hello.pdf'))).toBeNull();
  });

  it('names a file by what it is, without paths, controls or bidi tricks', () => {
    expect(documentName('scan.pdf', 'png')).toBe('scan.png');
    expect(documentName('C:\\docs\\营业执照.JPG', 'jpg')).toBe('营业执照.jpg');
    expect(documentName('\u202egpj.exe', 'pdf')).toBe('gpj.pdf');
    expect(documentName(undefined, 'pdf')).toBe('资料.pdf');
    expect(documentName('.pdf', 'pdf')).toBe('资料.pdf');
  });
});
