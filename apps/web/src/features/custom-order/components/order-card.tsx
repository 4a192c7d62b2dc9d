import { type CustomOrderStatus, CustomOrderLimits as Limits } from '@boguan/contracts/custom-order';
import type { CustomOrder } from '@boguan/contracts/custom-order.api';
import { App, Button, Card, Divider, Input, Tag } from 'antd';
import { useState } from 'react';
import { toast } from '../../../lib/feedback-bridge';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { useCustomOrderActions } from '../api/custom-order-api';
import { money } from '../lib/money';
import styles from './custom-order.module.css';
import { OrderThread } from './order-thread';

export const STATUS_COLORS: Record<CustomOrderStatus, string> = {
  submitted: 'blue',
  communicating: 'processing',
  quoted: 'orange',
  completed: 'success',
  closed: 'default',
};

/** 回复 and 关闭需求 of an open order; both single-flight. */
function OpenOrderActions({ order }: { order: CustomOrder }) {
  const [text, setText] = useState('');
  const { reply, close } = useCustomOrderActions();
  const { submitting, run } = useSubmit();
  const { modal } = App.useApp();

  const send = () =>
    run(async () => {
      if (text.trim() === '') return toast('warning', '请输入回复内容');
      const answer = await reply(order.id, text.trim());
      if (answer.code !== 1) return;
      toast('success', answer.msg);
      setText('');
    });

  const confirmClose = () =>
    modal.confirm({
      title: '关闭需求',
      content: `确定关闭需求 ${order.order_no} 吗？关闭后运营人员将不再跟进。`,
      okText: '关闭需求',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: () =>
        run(async () => {
          const answer = await close(order.id);
          if (answer.code === 1) toast('success', answer.msg);
        }),
    });

  return (
    <div className={styles.replyBox}>
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={Limits.replyMax}
        autoSize={{ minRows: 2, maxRows: 6 }}
        placeholder="补充说明或回复运营人员"
        aria-label={`回复 ${order.order_no}`}
      />
      <div className={styles.replyActions}>
        <Button danger onClick={confirmClose} disabled={submitting}>
          关闭需求
        </Button>
        <Button type="primary" onClick={() => void send()} loading={submitting}>
          发送回复
        </Button>
      </div>
    </div>
  );
}

/** One order: its state, what was asked, the quote once there is one, the thread, and the actions while open. */
export function OrderCard({ order }: { order: CustomOrder }) {
  return (
    <Card size="small" data-testid={`custom-order-${order.id}`}>
      <div className={styles.orderHead}>
        <span className={styles.orderNo}>{order.order_no}</span>
        <Tag color={STATUS_COLORS[order.status]}>{order.status_name}</Tag>
        <span className={styles.orderTime}>提交于 {order.create_time}</span>
      </div>
      <div className={styles.describe}>{order.describe}</div>
      <div className={styles.facts}>
        <span>数据范围：{order.scope_names.join('、')}</span>
        <span>
          时间范围：{order.date_from} 至 {order.date_to}
        </span>
        <span>预算：{order.budget_name}</span>
        <span>
          联系人：{order.contact} {order.tel}
        </span>
      </div>
      {order.quote_fen !== null && (
        <div className={styles.quote}>
          报价<span className={styles.quoteAmount}>{money(order.quote_fen)}</span>
          {order.quote_note && <span>（{order.quote_note}）</span>}
        </div>
      )}
      <Divider plain style={{ margin: '12px 0' }}>
        沟通记录
      </Divider>
      <OrderThread thread={order.thread} />
      {order.open && <OpenOrderActions order={order} />}
    </Card>
  );
}
