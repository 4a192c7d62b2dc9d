import { REFUND_WINDOW_DAYS } from '@boguan/contracts/payments';
import { Alert, Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { toast } from '../../../lib/feedback-bridge';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { useRefundOrder } from '../api/admin-orders-api';
import { money } from '../lib/money';

interface RefundTarget {
  order_no: string;
  pay_fen: number;
  refund_deadline: string;
}

/**
 * 退款 of a paid order within the refund window: the operator returns the money in the payment
 * provider's merchant platform and records it here with a reason; the server restores the
 * membership and takes the referrer's commission back (docs/payments.md "Refunds").
 */
export function OrderRefundButton({ order }: { order: RefundTarget }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { submitting, run } = useSubmit();
  const refund = useRefundOrder();

  const confirm = () =>
    run(async () => {
      if (reason.trim() === '') {
        toast('warning', '请填写退款原因');
        return;
      }
      const answer = await refund(order.order_no, reason.trim());
      if (answer.code !== 1) return;
      toast('success', answer.msg);
      setReason('');
      setOpen(false);
    });

  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        退款
      </Button>
      <Modal
        open={open}
        title="订单退款"
        okText="确认已退款"
        okButtonProps={{ danger: true }}
        confirmLoading={submitting}
        onOk={() => void confirm()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`请先在支付渠道的商户平台原路退回 ${money(order.pay_fen)}，再在此登记。`}
          description={`登记后会员恢复到购买前的状态，推广佣金扣回。支付后${REFUND_WINDOW_DAYS}天内可退款，本单截止 ${order.refund_deadline}。`}
        />
        <Input.TextArea
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={200}
          rows={3}
          placeholder="退款原因（用户可在订单日志中看到），如：用户误购"
          aria-label="退款原因"
        />
      </Modal>
    </>
  );
}
