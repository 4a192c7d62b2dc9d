import {
  INVOICE_TYPE_NAMES,
  INVOICE_TYPES,
  InvoiceMax,
  type InvoiceType,
  TITLE_TYPE_NAMES,
  TITLE_TYPES,
  type TitleType,
} from '@boguan/contracts/invoices';
import type { InvoiceFile } from '@boguan/contracts/invoices.api';
import { Alert, Form, type FormInstance, Input, Radio, type UploadFile } from 'antd';
import { DocumentUpload } from './document-upload';

/** What the form holds (the orders are chosen beside it). */
export interface InvoiceFormValues {
  invoice_type: InvoiceType;
  title_type: TitleType;
  title?: string;
  tax_no?: string;
  address?: string;
  phone?: string;
  bank_name?: string;
  bank_account?: string;
  email?: string;
  files?: UploadFile<InvoiceFile>[];
}

const optional = (label: string, required: boolean) => (required ? label : `${label}（选填）`);

/**
 * 发票类型, 抬头类型 and the fields each needs: a personal title asks only the name; a company the
 * tax number; a 专用发票 also the registered address, phone, bank and a document. The rules and
 * their messages are the server's (contracts invoices.ts), checked before 下一步.
 */
export function InvoiceFields({ form }: { form: FormInstance<InvoiceFormValues> }) {
  const type = Form.useWatch('invoice_type', form) ?? 'normal';
  const titleType = Form.useWatch('title_type', form) ?? 'company';
  const special = type === 'special';
  const company = titleType === 'company';
  return (
    <>
      <Form.Item name="invoice_type" label="发票类型" required>
        <Radio.Group
          options={INVOICE_TYPES.map((value) => ({ value, label: INVOICE_TYPE_NAMES[value] }))}
          onChange={(event) => {
            if (event.target.value === 'special') form.setFieldValue('title_type', 'company');
          }}
        />
      </Form.Item>
      <Form.Item name="title_type" label="抬头类型" required>
        <Radio.Group
          options={TITLE_TYPES.map((value) => ({
            value,
            label: TITLE_TYPE_NAMES[value],
            disabled: special && value === 'personal',
          }))}
        />
      </Form.Item>
      <Form.Item name="title" label="发票抬头" required>
        <Input placeholder={company ? '企业全称，与营业执照一致' : '个人姓名'} maxLength={InvoiceMax.title} />
      </Form.Item>
      {company && (
        <>
          <Form.Item name="tax_no" label="纳税人识别号" required extra="18位统一社会信用代码">
            <Input placeholder="如 91110000802100433B" maxLength={18} />
          </Form.Item>
          <Form.Item name="address" label={optional('注册地址', special)} required={special}>
            <Input maxLength={InvoiceMax.address} />
          </Form.Item>
          <Form.Item name="phone" label={optional('注册电话', special)} required={special}>
            <Input maxLength={InvoiceMax.phone} placeholder="如 010-59928888" />
          </Form.Item>
          <Form.Item name="bank_name" label={optional('开户银行', special)} required={special}>
            <Input maxLength={InvoiceMax.bank_name} />
          </Form.Item>
          <Form.Item name="bank_account" label={optional('银行账号', special)} required={special}>
            <Input maxLength={40} inputMode="numeric" />
          </Form.Item>
        </>
      )}
      {special && (
        <Form.Item
          name="files"
          label="企业资料"
          required
          valuePropName="value"
          extra="营业执照或一般纳税人资格证明，JPG、PNG 或 PDF，单个不超过5MB"
        >
          <DocumentUpload />
        </Form.Item>
      )}
      <Form.Item name="email" label="接收邮箱" required>
        <Input placeholder="电子发票将发送至此邮箱" maxLength={InvoiceMax.email} autoComplete="email" />
      </Form.Item>
      {special && (
        <Alert
          type="info"
          showIcon
          title="增值税专用发票仅支持企业抬头，审核通过后开具。"
          style={{ marginBottom: 8 }}
        />
      )}
    </>
  );
}
