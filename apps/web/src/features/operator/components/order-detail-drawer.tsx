import { Descriptions, Drawer, Timeline } from 'antd';
import { QueryState } from '../../../components/query-state';
import { useAdminOrderDetail } from '../api/admin-orders-api';
import { money } from '../lib/money';
import { OrderRefundButton } from './order-refund-button';

/** One order for an operator: every amount, the payment and the period bought, and its log. */
export function OrderDetailDrawer({ orderNo, onClose }: { orderNo: string | null; onClose(): void }) {
  const detail = useAdminOrderDetail(orderNo);
  return (
    <Drawer
      title="订单详情"
      open={orderNo !== null}
      onClose={onClose}
      size={560}
      destroyOnHidden
      extra={detail.data?.refundable ? <OrderRefundButton order={detail.data} /> : null}
    >
      <QueryState query={detail} title="订单加载失败">
        {(order) => (
          <>
            <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
              <Descriptions.Item label="订单号">{order.order_no}</Descriptions.Item>
              <Descriptions.Item label="用户">{`${order.nick_name}（${order.mobile}）`}</Descriptions.Item>
              <Descriptions.Item label="商品">{`${order.level_name} · ${order.term_name}（${order.days}天）`}</Descriptions.Item>
              <Descriptions.Item label="原价">{money(order.list_fen)}</Descriptions.Item>
              <Descriptions.Item label="升级抵扣">{money(order.credit_fen)}</Descriptions.Item>
              <Descriptions.Item label="优惠券">
                {order.coupon_name
                  ? `${order.coupon_name}（${order.coupon_desc}）-${money(order.discount_fen)}`
                  : '未使用'}
              </Descriptions.Item>
              <Descriptions.Item label="实付">{money(order.pay_fen)}</Descriptions.Item>
              <Descriptions.Item label="支付方式">{`${order.method_name}（${order.provider}）`}</Descriptions.Item>
              <Descriptions.Item label="状态">{order.status_name}</Descriptions.Item>
              <Descriptions.Item label="交易号">{order.transaction_id || '—'}</Descriptions.Item>
              <Descriptions.Item label="下单时间">{order.create_time}</Descriptions.Item>
              <Descriptions.Item label="支付时间">{order.paid_time || '—'}</Descriptions.Item>
              <Descriptions.Item label="会员期间">
                {order.period_starts_at ? `${order.period_starts_at} 至 ${order.period_ends_at}` : '—'}
              </Descriptions.Item>
            </Descriptions>
            <h4>订单日志</h4>
            <Timeline
              items={order.logs.map((log) => ({
                key: log.id,
                content: (
                  <div>
                    <div>
                      <strong>{log.event_name}</strong> · {log.actor_name} · {log.time}
                    </div>
                    {log.detail && <div style={{ color: '#666' }}>{log.detail}</div>}
                  </div>
                ),
              }))}
            />
          </>
        )}
      </QueryState>
    </Drawer>
  );
}
