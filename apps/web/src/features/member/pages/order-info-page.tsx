import type { OrderItem } from '@boguan/contracts/payments.api';
import { Card, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PagedTable } from '../../../components/paged-table';
import { useOrderList } from '../api/member-api';
import { money } from '../lib/money';

const STATUS_COLORS: Record<OrderItem['status'], string> = {
  pending: 'processing',
  paid: 'success',
  closed: 'default',
  refunded: 'warning',
  redeemed: 'purple',
};

const INVOICE_COLORS: Record<OrderItem['invoice_status'], string | undefined> = {
  none: undefined,
  pending: 'processing',
  issued: 'success',
  rejected: 'error',
};

/** 发票: the order's invoice state, 申请发票 for a paid order without one, a link to /invoice otherwise. */
function InvoiceCell({ row }: { row: OrderItem }) {
  if (row.can_invoice) {
    return (
      <>
        <span style={{ marginRight: 8 }}>{row.invoice_status_name}</span>
        <Link to={`/invoice?order=${row.order_no}`}>申请发票</Link>
      </>
    );
  }
  if (row.invoice_status === 'none')
    return <span style={{ color: 'var(--text-secondary)' }}>{row.invoice_status_name}</span>;
  return (
    <Link to="/invoice">
      <Tag color={INVOICE_COLORS[row.invoice_status]}>{row.invoice_status_name}</Tag>
    </Link>
  );
}

/** /orderInfo: the user's membership orders and gift-code redemptions, newest first. */
export function OrderInfoPage() {
  const [page, setPage] = useState(1);
  const orders = useOrderList(page);
  return (
    <Card
      title="我的订单"
      extra={
        <>
          <Link to="/invoice" style={{ marginRight: 16 }}>
            发票管理
          </Link>
          <Link to="/member">购买会员</Link>
        </>
      }
    >
      <PagedTable<OrderItem>
        query={orders}
        page={page}
        onPage={setPage}
        label="订单列表"
        title="订单加载失败"
        empty="暂无订单"
        testId="order-table"
        rowKey={(row) => `${row.kind}-${row.order_no}-${row.create_time}`}
        scrollX={1250}
        columns={[
          { title: '订单号 / 兑换码', dataIndex: 'order_no', width: 220 },
          { title: '商品', dataIndex: 'title', width: 180 },
          { title: '原价', dataIndex: 'list_fen', width: 110, render: money },
          {
            title: '抵扣 / 优惠',
            key: 'off',
            width: 150,
            render: (_: unknown, row) =>
              row.credit_fen + row.discount_fen > 0
                ? `-${money(row.credit_fen + row.discount_fen)}${row.discount_fen > 0 ? `（券 ${money(row.discount_fen)}）` : ''}`
                : '—',
          },
          { title: '实付', dataIndex: 'pay_fen', width: 110, render: money },
          { title: '支付方式', dataIndex: 'method_name', width: 100 },
          {
            title: '状态',
            dataIndex: 'status_name',
            width: 90,
            render: (name: string, row) => <Tag color={STATUS_COLORS[row.status]}>{name}</Tag>,
          },
          { title: '下单时间', dataIndex: 'create_time', width: 170 },
          { title: '支付时间', dataIndex: 'paid_time', width: 170, render: (time: string) => time || '—' },
          { title: '发票', key: 'invoice', width: 160, render: (_: unknown, row) => <InvoiceCell row={row} /> },
        ]}
      />
    </Card>
  );
}
