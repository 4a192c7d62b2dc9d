import { OperatorMessage as M } from '@boguan/contracts/operator';
import type { AdminOrderItem } from '@boguan/contracts/operator.api';
import { ORDER_STATUS_NAMES, type OrderStatus } from '@boguan/contracts/payments';
import { Button, Form, Input, Select, Tag } from 'antd';
import { useState } from 'react';
import { PagedTable } from '../../../components/paged-table';
import { type AdminOrderFilter, useAdminOrders } from '../api/admin-orders-api';
import { money } from '../lib/money';
import { OrderDetailDrawer } from './order-detail-drawer';

const STATUS_COLORS: Record<OrderStatus, string> = {
  pending: 'processing',
  paid: 'success',
  closed: 'default',
  refunded: 'warning',
};

/** The server's keyword rule: a whole mobile, or an order number or its start. */
const KEYWORD = /^(1[3-9]\d{9}|BG[0-9A-F]{1,22})$/i;

/** 订单: every user's orders, found by order number or mobile and state; 详情 opens the order with its log. */
export function OrdersTab() {
  const [filter, setFilter] = useState<AdminOrderFilter>({});
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const orders = useAdminOrders(filter, page);

  const search = (values: { keyword?: string; status?: OrderStatus }) => {
    const keyword = values.keyword?.trim();
    setFilter({ ...(keyword ? { keyword } : {}), ...(values.status ? { status: values.status } : {}) });
    setPage(1);
  };

  return (
    <div data-testid="orders-tab">
      <Form layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 12 }} aria-label="查找订单">
        <Form.Item
          name="keyword"
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                if (value?.trim() && !KEYWORD.test(value.trim())) throw new Error(M.orderKeyword);
              },
            },
          ]}
        >
          <Input allowClear placeholder="订单号或手机号" style={{ width: 260 }} />
        </Form.Item>
        <Form.Item name="status">
          <Select
            allowClear
            placeholder="全部状态"
            style={{ width: 140 }}
            options={Object.entries(ORDER_STATUS_NAMES).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
        </Form.Item>
      </Form>
      <PagedTable<AdminOrderItem>
        query={orders}
        page={page}
        onPage={setPage}
        label="订单列表"
        title="订单加载失败"
        rowKey="order_no"
        scrollX={1400}
        columns={[
          { title: '订单号', dataIndex: 'order_no', width: 230 },
          {
            title: '用户',
            key: 'user',
            width: 170,
            render: (_: unknown, row) => `${row.nick_name}（${row.mobile}）`,
          },
          {
            title: '商品',
            key: 'item',
            width: 130,
            render: (_: unknown, row) => `${row.level_name} · ${row.term_name}`,
          },
          { title: '原价', dataIndex: 'list_fen', width: 110, render: money },
          {
            title: '优惠券',
            key: 'coupon',
            width: 170,
            render: (_: unknown, row) => (row.coupon_name ? `${row.coupon_desc}（-${money(row.discount_fen)}）` : '—'),
          },
          { title: '实付', dataIndex: 'pay_fen', width: 110, render: money },
          { title: '支付方式', dataIndex: 'method_name', width: 90 },
          {
            title: '状态',
            dataIndex: 'status_name',
            width: 90,
            render: (name: string, row) => <Tag color={STATUS_COLORS[row.status]}>{name}</Tag>,
          },
          { title: '下单时间', dataIndex: 'create_time', width: 170 },
          { title: '支付时间', dataIndex: 'paid_time', width: 170, render: (time: string) => time || '—' },
          {
            title: '操作',
            key: 'detail',
            width: 80,
            fixed: 'right',
            render: (_: unknown, row) => (
              <Button type="link" size="small" onClick={() => setOpen(row.order_no)}>
                详情
              </Button>
            ),
          },
        ]}
      />
      <OrderDetailDrawer orderNo={open} onClose={() => setOpen(null)} />
    </div>
  );
}
