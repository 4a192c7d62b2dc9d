import { INVOICE_STATUS_NAMES, INVOICE_STATUSES, type InvoiceStatus } from '@boguan/contracts/invoices';
import type { InvoiceListItem } from '@boguan/contracts/invoices.api';
import { Alert, Button, Card, Radio, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PagedTable } from '../../../components/paged-table';
import { useInvoiceDetail, useInvoiceList } from '../api/invoice-api';
import { InvoiceActions } from '../components/invoice-actions';
import { InvoiceDetailDrawer } from '../components/invoice-detail-drawer';
import { InvoiceFormDialog } from '../components/invoice-form-dialog';
import { STATUS_COLORS } from '../components/status-colors';
import { money } from '../lib/money';

/** 重新提交: the rejected invoice is read whole (the list has no fields to prefill), then the form opens. */
function ResetDialog({ id, onClose }: { id: number; onClose(): void }) {
  const detail = useInvoiceDetail(id);
  if (!detail.data) return null;
  return <InvoiceFormDialog resetOf={detail.data} onClose={onClose} onDone={onClose} />;
}

/** /invoice (发票管理): ask for invoices of paid orders, follow them, correct rejected ones, download issued PDFs. */
export function InvoicePage() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<InvoiceStatus | undefined>(undefined);
  const [apply, setApply] = useState<{ preselect: string[] } | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [resetId, setResetId] = useState<number | null>(null);
  const list = useInvoiceList(page, status);

  // /invoice?order=BG… (申请发票 on /orderInfo) opens the form with that order ticked.
  const wanted = params.get('order');
  useEffect(() => {
    if (!wanted) return;
    setApply({ preselect: [wanted] });
    setParams({}, { replace: true });
  }, [wanted, setParams]);

  return (
    <Card
      title="发票管理"
      extra={
        <>
          <Link to="/orderInfo" style={{ marginRight: 16 }}>
            我的订单
          </Link>
          <Button type="primary" onClick={() => setApply({ preselect: [] })}>
            申请发票
          </Button>
        </>
      }
    >
      <Alert
        type="info"
        showIcon
        title="已支付的会员订单可申请发票：提交后进入审核，开具的电子发票可在此下载，并发送至您填写的接收邮箱。"
        style={{ marginBottom: 16 }}
      />
      <Radio.Group
        value={status ?? 'all'}
        optionType="button"
        style={{ marginBottom: 16 }}
        onChange={(event) => {
          setStatus(event.target.value === 'all' ? undefined : event.target.value);
          setPage(1);
        }}
        options={[
          { value: 'all', label: '全部' },
          ...INVOICE_STATUSES.map((value) => ({ value, label: INVOICE_STATUS_NAMES[value] })),
        ]}
      />
      <PagedTable<InvoiceListItem>
        query={list}
        page={page}
        onPage={setPage}
        label="发票列表"
        title="发票加载失败"
        testId="invoice-table"
        rowKey="id"
        scrollX={960}
        unit="张"
        columns={[
          { title: '申请时间', dataIndex: 'create_time', width: 170 },
          { title: '发票类型', dataIndex: 'invoice_type_name', width: 130 },
          { title: '发票抬头', dataIndex: 'title', ellipsis: true },
          { title: '开票金额', dataIndex: 'amount_fen', width: 120, align: 'right', render: money },
          { title: '订单数', dataIndex: 'order_count', width: 80, align: 'center' },
          {
            title: '状态',
            key: 'status',
            width: 200,
            render: (_: unknown, row) => (
              <>
                <Tag color={STATUS_COLORS[row.status]}>{row.status_name}</Tag>
                {row.reject_reason && (
                  <div style={{ color: 'var(--text-secondary)', fontSize: 12 }}>驳回原因：{row.reject_reason}</div>
                )}
              </>
            ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 230,
            render: (_: unknown, row) => (
              <>
                <Button type="link" size="small" onClick={() => setDetailId(row.id)}>
                  详情
                </Button>
                <InvoiceActions item={row} onReset={() => setResetId(row.id)} />
              </>
            ),
          },
        ]}
      />
      <InvoiceDetailDrawer
        id={detailId}
        onClose={() => setDetailId(null)}
        onReset={(detail) => {
          setDetailId(null);
          setResetId(detail.id);
        }}
      />
      {apply && (
        <InvoiceFormDialog preselect={apply.preselect} onClose={() => setApply(null)} onDone={() => setApply(null)} />
      )}
      {resetId !== null && <ResetDialog id={resetId} onClose={() => setResetId(null)} />}
    </Card>
  );
}
