import {
  CUSTOM_ORDER_STATUS_KEYS,
  CUSTOM_ORDER_STATUS_TARGETS,
  CUSTOM_ORDER_STATUSES,
  CUSTOM_ORDER_TRANSITIONS,
  type CustomOrderStatus,
  type CustomOrderStatusTarget,
  CustomOrderLimits as Limits,
  CustomOrderMessage as Message,
  QUOTABLE_CUSTOM_ORDER_STATUSES,
} from '@boguan/contracts/custom-order';
import type { AdminCustomOrder } from '@boguan/contracts/custom-order.api';
import { App, Button, Descriptions, Drawer, Flex, Input, Radio, Space, Table, Tag, Timeline } from 'antd';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { serverPagination } from '../../../components/server-pagination';
import { useFocusableScroll } from '../../../components/use-focusable-scroll';
import { toast } from '../../../lib/feedback-bridge';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { useAdminCustomOrder, useAdminCustomOrders, useCustomOrderDecisions } from '../api/custom-orders-admin-api';
import { yuanProblem } from '../lib/coupon-batch-body';
import { money } from '../lib/money';

const STATUS_COLORS: Record<CustomOrderStatus, string> = {
  submitted: 'blue',
  communicating: 'processing',
  quoted: 'orange',
  completed: 'success',
  closed: 'default',
};
const AUTHOR_NAMES = { user: '用户', operator: '运营' } as const;
/** The buttons of the state machine's moves (已报价 comes with a quote). */
const MOVE_LABELS: Record<CustomOrderStatusTarget, string> = {
  communicating: '开始沟通',
  completed: '标记完成',
  closed: '关闭需求',
};

function StatusTag({ order }: { order: AdminCustomOrder }) {
  return (
    <>
      <Tag color={STATUS_COLORS[order.status]}>{order.status_name}</Tag>
      {order.open && order.last_reply_by === 'user' && <Tag color="red">待回复</Tag>}
    </>
  );
}

/** Reply, the allowed moves and the quote of one open order; each single-flight, each a logged action. */
function OrderActions({ order }: { order: AdminCustomOrder }) {
  const [reply, setReply] = useState('');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const { submitting, run } = useSubmit();
  const decisions = useCustomOrderDecisions();
  const { modal } = App.useApp();
  const moves = CUSTOM_ORDER_STATUS_TARGETS.filter((to) => CUSTOM_ORDER_TRANSITIONS[order.status].includes(to));
  const quotable = (QUOTABLE_CUSTOM_ORDER_STATUSES as readonly string[]).includes(order.status);

  const sendReply = () =>
    run(async () => {
      if (reply.trim() === '') return toast('warning', Message.replyEmpty);
      const answer = await decisions.reply(order.id, reply.trim());
      if (answer.code !== 1) return;
      toast('success', answer.msg);
      setReply('');
    });
  const move = (to: CustomOrderStatusTarget) =>
    modal.confirm({
      title: MOVE_LABELS[to],
      content: `将需求 ${order.order_no} 从“${order.status_name}”变更为“${CUSTOM_ORDER_STATUSES[to]}”，并通知用户。`,
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: to === 'closed' },
      onOk: () =>
        run(async () => {
          const answer = await decisions.setStatus(order.id, to);
          if (answer.code === 1) toast('success', answer.msg);
        }),
    });
  const sendQuote = () =>
    run(async () => {
      const typed = amount.trim();
      const problem = typed === '' ? Message.quoteEmpty : yuanProblem(typed, Message.quoteBad, 1, Limits.quoteMaxFen);
      if (problem) return toast('warning', problem);
      const answer = await decisions.quote(order.id, typed, note.trim());
      if (answer.code !== 1) return;
      toast('success', answer.msg);
      setAmount('');
      setNote('');
    });

  return (
    <Flex vertical gap={12}>
      <Input.TextArea
        value={reply}
        onChange={(event) => setReply(event.target.value)}
        maxLength={Limits.replyMax}
        rows={3}
        placeholder="回复用户（用户会收到消息通知）"
        aria-label="回复内容"
      />
      <Space wrap>
        <Button type="primary" onClick={() => void sendReply()} loading={submitting}>
          发送回复
        </Button>
        {moves.map((to) => (
          <Button key={to} danger={to === 'closed'} onClick={() => move(to)} disabled={submitting}>
            {MOVE_LABELS[to]}
          </Button>
        ))}
      </Space>
      {quotable && (
        <Space wrap>
          <Input
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            prefix="¥"
            placeholder="报价金额（元）"
            inputMode="decimal"
            aria-label="报价金额"
            style={{ width: 180 }}
          />
          <Input
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={Limits.quoteNoteMax}
            placeholder="报价说明（选填）"
            aria-label="报价说明"
            style={{ width: 240 }}
          />
          <Button onClick={() => void sendQuote()} disabled={submitting}>
            {order.status === 'quoted' ? '修改报价' : '发送报价'}
          </Button>
        </Space>
      )}
    </Flex>
  );
}

/** One order for an operator: what was asked, by whom, the thread, and the actions while it is open. */
function OrderDrawer({ id, onClose }: { id: number | null; onClose(): void }) {
  const detail = useAdminCustomOrder(id);
  return (
    <Drawer title="定制需求" open={id !== null} onClose={onClose} size={600} destroyOnHidden>
      <QueryState query={detail} title="需求加载失败">
        {(order) => (
          <Flex vertical gap={16}>
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="编号">{order.order_no}</Descriptions.Item>
              <Descriptions.Item label="状态">
                <StatusTag order={order} />
              </Descriptions.Item>
              <Descriptions.Item label="账号">{`${order.user_name}（${order.user_mobile}）`}</Descriptions.Item>
              <Descriptions.Item label="联系人">
                {[order.contact, order.tel, order.email, order.company].filter(Boolean).join(' · ')}
              </Descriptions.Item>
              <Descriptions.Item label="需求描述">
                <div style={{ whiteSpace: 'pre-wrap' }}>{order.describe}</div>
              </Descriptions.Item>
              <Descriptions.Item label="数据范围">{order.scope_names.join('、')}</Descriptions.Item>
              <Descriptions.Item label="时间范围">{`${order.date_from} 至 ${order.date_to}`}</Descriptions.Item>
              <Descriptions.Item label="预算">{order.budget_name}</Descriptions.Item>
              <Descriptions.Item label="报价">
                {order.quote_fen === null
                  ? '未报价'
                  : `${money(order.quote_fen)}${order.quote_note ? `（${order.quote_note}）` : ''}`}
              </Descriptions.Item>
              <Descriptions.Item label="提交时间">{order.create_time}</Descriptions.Item>
            </Descriptions>
            <h4 style={{ margin: 0 }}>沟通记录</h4>
            {order.thread.length === 0 ? (
              <div style={{ color: 'var(--text-secondary)' }}>暂无沟通记录</div>
            ) : (
              <Timeline
                items={order.thread.map((entry) => ({
                  key: entry.id,
                  color: entry.author === 'operator' ? 'orange' : 'blue',
                  content: (
                    <div data-testid="thread-entry">
                      <div style={{ color: 'var(--text-secondary)', fontSize: 12 }}>
                        {AUTHOR_NAMES[entry.author]} · {entry.time}
                      </div>
                      <div style={{ whiteSpace: 'pre-wrap' }}>{entry.content}</div>
                    </div>
                  ),
                }))}
              />
            )}
            {order.open && <OrderActions order={order} />}
          </Flex>
        )}
      </QueryState>
    </Drawer>
  );
}

/** 数据定制: every user's orders by state (open ones first); 处理 opens one to reply, move or quote it. */
export function CustomOrdersTab() {
  const scrollRef = useFocusableScroll('定制需求列表');
  const [status, setStatus] = useState<CustomOrderStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useAdminCustomOrders(status, page);

  return (
    <div data-testid="custom-orders-tab" ref={scrollRef}>
      <Radio.Group
        optionType="button"
        value={status ?? 'all'}
        style={{ marginBottom: 12 }}
        onChange={(event) => {
          setStatus(event.target.value === 'all' ? undefined : (event.target.value as CustomOrderStatus));
          setPage(1);
        }}
        options={[
          { value: 'all', label: '全部' },
          ...CUSTOM_ORDER_STATUS_KEYS.map((value) => ({ value, label: CUSTOM_ORDER_STATUSES[value] })),
        ]}
      />
      <QueryState query={list} title="定制需求加载失败" isEmpty={(data) => data.total === 0}>
        {(data) => (
          <Table<AdminCustomOrder>
            rowKey="id"
            size="middle"
            loading={list.isFetching}
            dataSource={data.data}
            scroll={{ x: 1100 }}
            pagination={serverPagination({
              page,
              perPage: data.per_page,
              total: data.total,
              unit: '条',
              onChange: setPage,
            })}
            columns={[
              { title: '编号', dataIndex: 'order_no', width: 120 },
              { title: '提交时间', dataIndex: 'create_time', width: 170 },
              {
                title: '用户',
                key: 'user',
                width: 170,
                render: (_: unknown, row) => `${row.user_mobile}（${row.user_name}）`,
              },
              { title: '需求', dataIndex: 'describe', ellipsis: true },
              { title: '预算', dataIndex: 'budget_name', width: 110 },
              {
                title: '报价',
                dataIndex: 'quote_fen',
                width: 120,
                render: (fen: number | null) => (fen === null ? '—' : money(fen)),
              },
              {
                title: '状态',
                key: 'status',
                width: 150,
                render: (_: unknown, row) => <StatusTag order={row} />,
              },
              {
                title: '操作',
                key: 'actions',
                width: 90,
                fixed: 'right',
                render: (_: unknown, row) => (
                  <Button type="link" size="small" onClick={() => setOpenId(row.id)}>
                    处理
                  </Button>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      <OrderDrawer id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
