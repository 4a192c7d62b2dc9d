import type { InvoiceConfirm, InvoiceOrder } from '@boguan/contracts/invoices.api';
import { Descriptions, Table } from 'antd';
import { fileSize, money } from '../lib/money';

/** The orders of an invoice: number, what was bought, when paid, the amount paid. */
export function InvoiceOrdersTable({ orders }: { orders: InvoiceOrder[] }) {
  return (
    <Table<InvoiceOrder>
      rowKey="order_no"
      size="small"
      pagination={false}
      dataSource={orders}
      columns={[
        { title: '订单号', dataIndex: 'order_no' },
        { title: '商品', dataIndex: 'title' },
        { title: '支付时间', dataIndex: 'paid_time' },
        { title: '实付', dataIndex: 'pay_fen', align: 'right', render: money },
      ]}
    />
  );
}

/** 确认提交's page: the title block as it will be printed and the amount the server summed. */
export function InvoiceConfirmation({ data }: { data: InvoiceConfirm }) {
  const block = data.title_block;
  return (
    <div data-testid="invoice-confirmation">
      <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label="发票类型">{data.invoice_type_name}</Descriptions.Item>
        <Descriptions.Item label="抬头类型">{data.title_type_name}</Descriptions.Item>
        <Descriptions.Item label="名称">{block.name}</Descriptions.Item>
        {block.tax_no && <Descriptions.Item label="纳税人识别号">{block.tax_no}</Descriptions.Item>}
        {block.address_phone && <Descriptions.Item label="地址、电话">{block.address_phone}</Descriptions.Item>}
        {block.bank_account && <Descriptions.Item label="开户行及账号">{block.bank_account}</Descriptions.Item>}
        <Descriptions.Item label="接收邮箱">{data.email}</Descriptions.Item>
        {data.files.length > 0 && (
          <Descriptions.Item label="企业资料">
            {data.files.map((file) => `${file.name}（${fileSize(file.size)}）`).join('、')}
          </Descriptions.Item>
        )}
        <Descriptions.Item label="开票金额">
          <strong data-testid="invoice-amount">{money(data.amount_fen)}</strong>
        </Descriptions.Item>
      </Descriptions>
      <InvoiceOrdersTable orders={data.orders} />
    </div>
  );
}
