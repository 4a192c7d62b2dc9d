import {
  INVOICE_PDF_ACCEPT,
  INVOICE_STATUS_NAMES,
  INVOICE_STATUSES,
  InvoiceMax,
  type InvoiceStatus,
} from '@boguan/contracts/invoices';
import type { AdminInvoiceItem } from '@boguan/contracts/invoices.api';
import { Button, Descriptions, Flex, Input, Modal, Radio, Space, Table, Tag, Upload } from 'antd';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { serverPagination } from '../../../components/server-pagination';
import { useFocusableScroll } from '../../../components/use-focusable-scroll';
import { toast } from '../../../lib/feedback-bridge';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { openUserDocument, useAdminInvoices, useInvoiceDecisions } from '../api/invoices-admin-api';
import { money } from '../lib/money';

const STATUS_COLORS: Record<InvoiceStatus, string> = {
  pending: 'processing',
  issued: 'success',
  rejected: 'error',
  cancelled: 'default',
};

type Decision = { kind: 'issue' | 'reject'; row: AdminInvoiceItem };

/**
 * 上传发票 (the issued PDF, chosen here and sent on OK) or 驳回 (a reason the user reads); it names
 * the title and the amount, and its OK is single-flight.
 */
function DecisionDialog({ decision, onClose }: { decision: Decision | null; onClose(): void }) {
  const [reason, setReason] = useState('');
  const [pdf, setPdf] = useState<File | null>(null);
  const { submitting, run } = useSubmit();
  const { issue, reject } = useInvoiceDecisions();
  const rejecting = decision?.kind === 'reject';
  const close = () => {
    setReason('');
    setPdf(null);
    onClose();
  };
  const confirm = () =>
    run(async () => {
      if (!decision) return;
      if (rejecting && reason.trim() === '') return toast('warning', '请输入驳回原因');
      if (!rejecting && !pdf) return toast('warning', '请选择发票 PDF 文件');
      const answer = rejecting
        ? await reject(decision.row.id, reason.trim())
        : await issue(decision.row.id, pdf as File, (pdf as File).name);
      if (answer.code !== 1) return;
      toast('success', answer.msg);
      close();
    });
  return (
    <Modal
      open={decision !== null}
      title={rejecting ? '驳回发票申请' : '上传发票并开具'}
      okText={rejecting ? '确认驳回' : '确认开具'}
      okButtonProps={{ danger: rejecting }}
      confirmLoading={submitting}
      onOk={() => void confirm()}
      onCancel={close}
      destroyOnHidden
    >
      {decision && (
        <Flex vertical gap={8}>
          <div>
            {decision.row.invoice_type_name}，抬头 <strong>{decision.row.title}</strong>，金额{' '}
            <strong>{money(decision.row.amount_fen)}</strong>，接收邮箱 {decision.row.email}
          </div>
          {rejecting ? (
            <Input.TextArea
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={InvoiceMax.reason}
              rows={3}
              placeholder="驳回原因（用户可见），如：抬头与营业执照不一致"
              aria-label="驳回原因"
            />
          ) : (
            <Upload
              accept={INVOICE_PDF_ACCEPT}
              maxCount={1}
              beforeUpload={(file) => {
                setPdf(file);
                return false;
              }}
              onRemove={() => setPdf(null)}
            >
              <Button>选择发票 PDF</Button>
            </Upload>
          )}
        </Flex>
      )}
    </Modal>
  );
}

/** The application in full: the buyer's block, the orders, the documents to open, the last rejection. */
function InvoiceSummary({ row }: { row: AdminInvoiceItem }) {
  const block = row.title_block;
  return (
    <Descriptions column={2} size="small" bordered>
      <Descriptions.Item label="名称">{block.name}</Descriptions.Item>
      <Descriptions.Item label="纳税人识别号">{block.tax_no || '—'}</Descriptions.Item>
      <Descriptions.Item label="地址、电话">{block.address_phone || '—'}</Descriptions.Item>
      <Descriptions.Item label="开户行及账号">{block.bank_account || '—'}</Descriptions.Item>
      <Descriptions.Item label="订单" span={2}>
        {row.orders.map((order) => `${order.order_no}（${order.title}，${money(order.pay_fen)}）`).join('；')}
      </Descriptions.Item>
      <Descriptions.Item label="企业资料" span={2}>
        {row.files.length === 0
          ? '—'
          : row.files.map((file) => (
              <Button key={file.id} type="link" size="small" onClick={() => void openUserDocument(file.id, file.name)}>
                {file.name}
              </Button>
            ))}
      </Descriptions.Item>
      {row.reject_reason && (
        <Descriptions.Item label={row.status === 'rejected' ? '驳回原因' : '上次驳回原因'} span={2}>
          {row.reject_reason}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

/** 发票开具: every user's invoices, pending first; 查看资料, 上传发票 (issues it) and 驳回. */
export function InvoicesTab() {
  const scrollRef = useFocusableScroll('发票申请列表');
  const [status, setStatus] = useState<InvoiceStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<number[]>([]);
  const [decision, setDecision] = useState<Decision | null>(null);
  const list = useAdminInvoices(status, page);
  const toggle = (id: number) =>
    setExpanded((keys) => (keys.includes(id) ? keys.filter((key) => key !== id) : [...keys, id]));

  return (
    <div data-testid="invoices-tab" ref={scrollRef}>
      <Radio.Group
        optionType="button"
        value={status ?? 'all'}
        style={{ marginBottom: 12 }}
        onChange={(event) => {
          setStatus(event.target.value === 'all' ? undefined : (event.target.value as InvoiceStatus));
          setPage(1);
        }}
        options={[
          { value: 'all', label: '全部' },
          ...INVOICE_STATUSES.map((value) => ({ value, label: INVOICE_STATUS_NAMES[value] })),
        ]}
      />
      <QueryState query={list} title="发票申请加载失败" isEmpty={(data) => data.total === 0}>
        {(data) => (
          <Table<AdminInvoiceItem>
            rowKey="id"
            size="middle"
            loading={list.isFetching}
            dataSource={data.data}
            scroll={{ x: 1300 }}
            expandable={{
              expandedRowKeys: expanded,
              onExpand: (_open, row) => toggle(row.id),
              expandedRowRender: (row) => <InvoiceSummary row={row} />,
            }}
            pagination={serverPagination({
              page,
              perPage: data.per_page,
              total: data.total,
              unit: '条',
              onChange: setPage,
            })}
            columns={[
              { title: '提交时间', dataIndex: 'submit_time', width: 170 },
              {
                title: '用户',
                key: 'user',
                width: 180,
                render: (_: unknown, row) => `${row.user_mobile}（${row.user_name}）`,
              },
              { title: '发票类型', dataIndex: 'invoice_type_name', width: 130 },
              { title: '抬头', dataIndex: 'title', ellipsis: true },
              { title: '金额', dataIndex: 'amount_fen', width: 110, render: money },
              { title: '接收邮箱', dataIndex: 'email', width: 190, ellipsis: true },
              {
                title: '状态',
                key: 'status',
                width: 150,
                render: (_: unknown, row) => (
                  <>
                    <Tag color={STATUS_COLORS[row.status]}>{row.status_name}</Tag>
                    {row.submit_count > 1 && `第${row.submit_count}次提交`}
                  </>
                ),
              },
              {
                title: '操作',
                key: 'actions',
                width: 230,
                fixed: 'right',
                render: (_: unknown, row) => (
                  <Space size={4}>
                    <Button type="link" size="small" onClick={() => toggle(row.id)}>
                      {row.files.length > 0 ? `查看资料(${row.files.length})` : '详情'}
                    </Button>
                    {row.status === 'pending' && (
                      <>
                        <Button type="link" size="small" onClick={() => setDecision({ kind: 'issue', row })}>
                          上传发票
                        </Button>
                        <Button type="link" size="small" danger onClick={() => setDecision({ kind: 'reject', row })}>
                          驳回
                        </Button>
                      </>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </div>
  );
}
