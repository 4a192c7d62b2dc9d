import type { InvoiceStatus } from '@boguan/contracts/invoices';
import { Button, Popconfirm } from 'antd';
import { toast } from '../../../lib/feedback-bridge';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { downloadInvoicePdf, useInvoiceActions } from '../api/invoice-api';

interface InvoiceActionsProps {
  item: { id: number; status: InvoiceStatus; pdf_available: boolean };
  onReset(): void;
}

/** What can be done to an invoice now: 下载发票 (issued), 重新提交 (rejected), 撤销申请 (pending, rejected). */
export function InvoiceActions({ item, onReset }: InvoiceActionsProps) {
  const actions = useInvoiceActions();
  const { submitting, run } = useSubmit();
  const cancel = () =>
    run(async () => {
      const answer = await actions.cancel(item.id);
      if (answer.code === 1) toast('success', answer.msg);
    });
  return (
    <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
      {item.status === 'issued' && item.pdf_available && (
        <Button type="link" size="small" onClick={() => void run(() => downloadInvoicePdf(item.id))}>
          下载发票
        </Button>
      )}
      {item.status === 'rejected' && (
        <Button type="link" size="small" onClick={onReset}>
          重新提交
        </Button>
      )}
      {(item.status === 'pending' || item.status === 'rejected') && (
        <Popconfirm
          title="撤销申请"
          description="撤销后订单可重新申请发票，确定撤销吗？"
          okText="撤销"
          cancelText="取消"
          onConfirm={() => cancel()}
        >
          <Button type="link" size="small" danger loading={submitting}>
            撤销申请
          </Button>
        </Popconfirm>
      )}
    </span>
  );
}
