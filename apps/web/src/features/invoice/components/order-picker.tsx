import type { InvoiceOrder } from '@boguan/contracts/invoices.api';
import { Table } from 'antd';
import { QueryState } from '../../../components/query-state';
import { useInvoiceOrders } from '../api/invoice-api';
import { money } from '../lib/money';

/** The paid orders no live invoice holds, to tick; the total is the server's, on the next step. */
export function OrderPicker({ selected, onChange }: { selected: string[]; onChange(orderNos: string[]): void }) {
  const orders = useInvoiceOrders(true);
  return (
    <QueryState
      query={orders}
      title="可开票订单加载失败"
      empty="暂无可开票的订单（已支付且未申请发票的订单）"
      isEmpty={(data) => data.total === 0}
    >
      {(data) => (
        <Table<InvoiceOrder>
          data-testid="invoice-order-picker"
          rowKey="order_no"
          size="small"
          pagination={false}
          scroll={{ y: 240 }}
          dataSource={data.data}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => onChange(keys.map(String)),
            getCheckboxProps: (row) => ({ 'aria-label': `选择订单 ${row.order_no}` }),
          }}
          columns={[
            { title: '订单号', dataIndex: 'order_no' },
            { title: '商品', dataIndex: 'title' },
            { title: '支付时间', dataIndex: 'paid_time' },
            { title: '实付', dataIndex: 'pay_fen', align: 'right', render: money },
          ]}
        />
      )}
    </QueryState>
  );
}
