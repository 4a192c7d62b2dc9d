import { LEVEL_NAMES, type MemberLevel } from '@boguan/contracts/membership';
import { PAY_METHOD_NAMES } from '@boguan/contracts/payments';
import type { CreatedOrder } from '@boguan/contracts/payments.api';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, QRCode, Result, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useUserStore } from '../../../stores/user-store';
import { closeOrder, memberKeys, useOrderStatus } from '../api/member-api';
import { money } from '../lib/money';
import styles from '../member.module.css';

/**
 * The pay dialog: the order's QR (or the demonstration cashier's link), polled every 2 s. When the
 * order is paid the user's level is read again, so the header and every page show it without a
 * reload. Closing it while unpaid closes the order, which frees its coupon.
 */
export function PayDialog({ order, onClose }: { order: CreatedOrder; onClose: () => void }) {
  const status = useOrderStatus(order.order_no, true);
  const queryClient = useQueryClient();
  const paid = status.data?.status === 'paid';
  const closed = status.data?.status === 'closed';
  const refreshed = useRef(false);

  useEffect(() => {
    if (!paid || refreshed.current) return;
    refreshed.current = true;
    void useUserStore.getState().loadPersonalInfo(true);
    void queryClient.invalidateQueries({ queryKey: memberKeys.all });
  }, [paid, queryClient]);

  const dismiss = () => {
    if (!paid && !closed) void closeOrder(order.order_no).catch(() => undefined);
    onClose();
  };
  const demo = order.provider === 'local';

  return (
    <Modal open title={`${PAY_METHOD_NAMES[order.method]}付款`} width={420} centered footer={null} onCancel={dismiss}>
      <div data-testid="pay-dialog">
        {paid ? (
          <Result
            status="success"
            title="支付成功"
            subTitle={`已开通${LEVEL_NAMES[(status.data?.member_level ?? 20) as MemberLevel]}，有效期至${status.data?.member_expires_at ?? ''}`}
            extra={
              <Button type="primary" onClick={onClose}>
                完成
              </Button>
            }
          />
        ) : closed ? (
          <Result status="warning" title="订单已关闭" subTitle="订单超过15分钟未支付已关闭，请重新下单。" />
        ) : (
          <div className={styles.qr}>
            <div>
              应付金额 <span className={styles.payAmount}>{money(order.pay_fen)}</span>
            </div>
            {demo && (
              <Alert
                type="warning"
                showIcon
                title="演示模式：未接入真实支付，扫码或点击下方链接打开演示收银台，确认后模拟支付成功，不会产生扣款。"
              />
            )}
            {order.qr_code && (
              <QRCode
                value={order.qr_code}
                size={180}
                type="svg"
                role="img"
                aria-label={`${PAY_METHOD_NAMES[order.method]}付款二维码`}
              />
            )}
            {demo ? (
              <a href={order.pay_url} target="_blank" rel="noreferrer" data-testid="cashier-link">
                打开演示收银台
              </a>
            ) : order.pay_url ? (
              <Button type="primary" href={order.pay_url} target="_blank">
                前往{PAY_METHOD_NAMES[order.method]}付款
              </Button>
            ) : (
              <Typography.Text type="secondary">请使用微信扫一扫完成支付</Typography.Text>
            )}
            <Typography.Text type="secondary">
              订单号 {order.order_no}，请在 {order.expires_at.slice(11)} 前完成支付
            </Typography.Text>
          </div>
        )}
      </div>
    </Modal>
  );
}
