import {
  INVOICE_TYPE_NAMES,
  InvoiceMessage,
  invoiceFormProblem,
  normalizeInvoiceForm,
  TITLE_TYPE_NAMES,
  titleBlockOf,
} from '@boguan/contracts/invoices';
import type { InvoiceConfirm, InvoiceDetail } from '@boguan/contracts/invoices.api';
import { Alert, Button, Form, Modal, Steps } from 'antd';
import { useState } from 'react';
import { toast } from '../../../lib/feedback-bridge';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { askInvoice, useInvoiceActions } from '../api/invoice-api';
import { uploadedFile, uploadedIds } from './document-upload';
import { InvoiceConfirmation, InvoiceOrdersTable } from './invoice-confirmation';
import { InvoiceFields, type InvoiceFormValues } from './invoice-fields';
import { OrderPicker } from './order-picker';

interface InvoiceFormDialogProps {
  onClose(): void;
  /** A rejected invoice to correct and resubmit (invoice_reset); absent for a new application. */
  resetOf?: InvoiceDetail;
  /** Orders ticked when the form opens (申请发票 on /orderInfo). */
  preselect?: string[];
  /** After a successful submit or reset, with the saved invoice. */
  onDone(detail: InvoiceDetail): void;
}

/** The form's values as the contract's fields: trimmed, documents as ids (only a 专用发票 sends them). */
function fieldsOf(values: InvoiceFormValues) {
  const trim = (text: string | undefined) => (text ?? '').trim();
  const special = values.invoice_type === 'special';
  return {
    invoice_type: values.invoice_type,
    title_type: values.title_type,
    title: trim(values.title),
    tax_no: trim(values.tax_no),
    address: trim(values.address),
    phone: trim(values.phone),
    bank_name: trim(values.bank_name),
    bank_account: trim(values.bank_account),
    email: trim(values.email),
    file_ids: special ? uploadedIds(values.files) : [],
  };
}

function initialValues(detail: InvoiceDetail | undefined): InvoiceFormValues {
  if (!detail) return { invoice_type: 'normal', title_type: 'company' };
  return {
    invoice_type: detail.invoice_type,
    title_type: detail.title_type,
    title: detail.title,
    tax_no: detail.tax_no,
    address: detail.address,
    phone: detail.phone,
    bank_name: detail.bank_name,
    bank_account: detail.bank_account,
    email: detail.email,
    files: detail.files.map(uploadedFile),
  };
}

/**
 * 申请发票 / 重新提交 in two steps: the form (orders, type, title, fields by type), then 下一步 asks
 * the server (invoice_ask) and shows its confirmation; 确认提交 saves (invoice_submit, or
 * invoice_reset for a rejected one, whose orders and amount stay as the server has them). Each
 * step's button is single-flight.
 */
export function InvoiceFormDialog({ onClose, resetOf, preselect, onDone }: InvoiceFormDialogProps) {
  const [form] = Form.useForm<InvoiceFormValues>();
  const [selected, setSelected] = useState<string[]>(preselect ?? []);
  const [confirm, setConfirm] = useState<InvoiceConfirm | null>(null);
  const { submitting, run } = useSubmit();
  const actions = useInvoiceActions();

  const next = () =>
    run(async () => {
      const fields = fieldsOf(form.getFieldsValue(true) as InvoiceFormValues);
      if (!resetOf && selected.length === 0) {
        toast('warning', InvoiceMessage.ordersEmpty);
        return;
      }
      const problem = invoiceFormProblem(fields);
      if (problem) {
        const name = (problem[0] === 'file_ids' ? 'files' : problem[0]) as keyof InvoiceFormValues;
        form.setFields([{ name, errors: [problem[1]] }]);
        return;
      }
      if (resetOf) {
        const normal = normalizeInvoiceForm(fields);
        const files = (form.getFieldValue('files') ?? []).flatMap((file: { response?: { id: number } }) =>
          file.response && normal.file_ids.includes(file.response.id) ? [file.response] : [],
        );
        setConfirm({
          invoice_type: normal.invoice_type,
          invoice_type_name: INVOICE_TYPE_NAMES[normal.invoice_type],
          title_type: normal.title_type,
          title_type_name: TITLE_TYPE_NAMES[normal.title_type],
          title_block: titleBlockOf(normal),
          email: normal.email,
          amount_fen: resetOf.amount_fen,
          orders: resetOf.orders,
          files,
        });
        return;
      }
      const answer = await askInvoice({ order_nos: selected, ...fields });
      if (answer.code === 1) setConfirm(answer.data);
    });

  const submit = () =>
    run(async () => {
      const fields = fieldsOf(form.getFieldsValue(true) as InvoiceFormValues);
      const answer = resetOf
        ? await actions.reset({ id: resetOf.id, ...fields })
        : await actions.submit({ order_nos: selected, ...fields });
      if (answer.code !== 1) return;
      toast('success', answer.msg);
      onDone(answer.data);
    });

  const step = confirm ? 1 : 0;
  const footer =
    step === 0
      ? [
          <Button key="cancel" onClick={onClose}>
            取消
          </Button>,
          <Button key="next" type="primary" loading={submitting} onClick={() => void next()}>
            下一步
          </Button>,
        ]
      : [
          <Button key="back" disabled={submitting} onClick={() => setConfirm(null)}>
            上一步
          </Button>,
          <Button key="submit" type="primary" loading={submitting} onClick={() => void submit()}>
            确认提交
          </Button>,
        ];

  return (
    <Modal
      title={resetOf ? '修改并重新提交' : '申请发票'}
      open
      width={760}
      onCancel={onClose}
      footer={footer}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Steps
        size="small"
        current={step}
        items={[{ title: '填写开票信息' }, { title: '确认提交' }]}
        style={{ margin: '8px 0 20px' }}
      />
      <div hidden={step !== 0}>
        {resetOf ? (
          <>
            {resetOf.reject_reason && (
              <Alert
                type="error"
                showIcon
                title="驳回原因"
                description={resetOf.reject_reason}
                style={{ marginBottom: 16 }}
              />
            )}
            <div style={{ marginBottom: 8 }}>开票订单（不可更改）</div>
            <InvoiceOrdersTable orders={resetOf.orders} />
          </>
        ) : (
          <>
            <div style={{ marginBottom: 8 }}>选择开票订单</div>
            <OrderPicker selected={selected} onChange={setSelected} />
          </>
        )}
        <Form
          form={form}
          layout="horizontal"
          labelCol={{ flex: '110px' }}
          initialValues={initialValues(resetOf)}
          autoComplete="off"
          style={{ marginTop: 16 }}
        >
          <InvoiceFields form={form} />
        </Form>
      </div>
      {confirm && <InvoiceConfirmation data={confirm} />}
    </Modal>
  );
}
