import type { InvoiceDetail } from '@boguan/contracts/invoices.api';
import { Alert, Button, Descriptions, Drawer, Tag } from 'antd';
import { QueryState } from '../../../components/query-state';
import { openInvoiceFile, useInvoiceDetail } from '../api/invoice-api';
import { fileSize, money } from '../lib/money';
import { InvoiceActions } from './invoice-actions';
import { InvoiceOrdersTable } from './invoice-confirmation';
import { STATUS_COLORS } from './status-colors';

interface InvoiceDetailDrawerProps {
  id: number | null;
  onClose(): void;
  onReset(detail: InvoiceDetail): void;
}

function DetailBody({ data }: { data: InvoiceDetail }) {
  const block = data.title_block;
  return (
    <>
      {data.status === 'rejected' && data.reject_reason && (
        <Alert
          type="error"
          showIcon
          title="驳回原因"
          description={data.reject_reason}
          style={{ marginBottom: 16 }}
          data-testid="reject-reason"
        />
      )}
      <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label="状态">
          <Tag color={STATUS_COLORS[data.status]}>{data.status_name}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="发票类型">{data.invoice_type_name}</Descriptions.Item>
        <Descriptions.Item label="抬头类型">{data.title_type_name}</Descriptions.Item>
        <Descriptions.Item label="名称">{block.name}</Descriptions.Item>
        {block.tax_no && <Descriptions.Item label="纳税人识别号">{block.tax_no}</Descriptions.Item>}
        {block.address_phone && <Descriptions.Item label="地址、电话">{block.address_phone}</Descriptions.Item>}
        {block.bank_account && <Descriptions.Item label="开户行及账号">{block.bank_account}</Descriptions.Item>}
        <Descriptions.Item label="接收邮箱">{data.email}</Descriptions.Item>
        <Descriptions.Item label="开票金额">{money(data.amount_fen)}</Descriptions.Item>
        <Descriptions.Item label="申请时间">{data.create_time}</Descriptions.Item>
        {data.submit_time !== data.create_time && (
          <Descriptions.Item label="重新提交时间">{data.submit_time}</Descriptions.Item>
        )}
        {data.issue_time && <Descriptions.Item label="开票时间">{data.issue_time}</Descriptions.Item>}
        {data.status === 'rejected' && data.reject_time && (
          <Descriptions.Item label="驳回时间">{data.reject_time}</Descriptions.Item>
        )}
        {data.files.length > 0 && (
          <Descriptions.Item label="企业资料">
            <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
              {data.files.map((file) => (
                <Button key={file.id} type="link" size="small" onClick={() => void openInvoiceFile(file.id, file.name)}>
                  {file.name}（{fileSize(file.size)}）
                </Button>
              ))}
            </div>
          </Descriptions.Item>
        )}
      </Descriptions>
      <InvoiceOrdersTable orders={data.orders} />
    </>
  );
}

/** 详情: everything about one invoice of the user, with what can be done to it now. */
export function InvoiceDetailDrawer({ id, onClose, onReset }: InvoiceDetailDrawerProps) {
  const detail = useInvoiceDetail(id);
  return (
    <Drawer
      title="发票详情"
      open={id !== null}
      onClose={onClose}
      size={640}
      extra={detail.data && <InvoiceActions item={detail.data} onReset={() => detail.data && onReset(detail.data)} />}
    >
      <QueryState query={detail} title="发票详情加载失败">
        {(data) => <DetailBody data={data} />}
      </QueryState>
    </Drawer>
  );
}
