import type { LedgerItem, Withdrawal } from '@boguan/contracts/wallet.api';
import { Tag } from 'antd';
import { useState } from 'react';
import { PagedTable } from '../../../components/paged-table';
import { useLedger, useWithdrawals } from '../api/referral-api';
import { money, signedMoney } from '../lib/money';
import styles from '../referral.module.css';

const STATUS_COLORS: Record<Withdrawal['status'], string> = {
  pending: 'processing',
  paid: 'success',
  rejected: 'error',
};

/** 提现记录: each request with its state; 已驳回 shows why (the amount is back in the balance). */
export function WithdrawRecords() {
  const [page, setPage] = useState(1);
  const withdrawals = useWithdrawals(page);
  return (
    <PagedTable<Withdrawal>
      query={withdrawals}
      page={page}
      onPage={setPage}
      label="提现记录"
      title="提现记录加载失败"
      testId="withdraw-records"
      rowKey="id"
      scrollX={960}
      columns={[
        { title: '提现金额', dataIndex: 'amount_fen', width: 120, render: money },
        {
          title: '收款账户',
          key: 'account',
          width: 220,
          render: (_: unknown, row) =>
            `${row.account_type_name} ${row.account}${row.bank_name ? `（${row.bank_name}）` : ''}`,
        },
        {
          title: '状态',
          key: 'status',
          width: 260,
          render: (_: unknown, row) => (
            <>
              <Tag color={STATUS_COLORS[row.status]}>{row.status_name}</Tag>
              {row.status === 'rejected' && <span>原因：{row.reason}（金额已退回余额）</span>}
            </>
          ),
        },
        { title: '申请时间', dataIndex: 'create_time', width: 170 },
        { title: '处理时间', dataIndex: 'review_time', width: 170, render: (time: string) => time || '—' },
      ]}
    />
  );
}

/** 资金明细: every ledger row, signed; a commission inside the refund window says when it counts. */
export function BalanceLogTable() {
  const [page, setPage] = useState(1);
  const ledger = useLedger(page);
  return (
    <PagedTable<LedgerItem>
      query={ledger}
      page={page}
      onPage={setPage}
      label="资金明细"
      title="资金明细加载失败"
      testId="balance-log"
      rowKey="id"
      scrollX={860}
      columns={[
        { title: '类型', dataIndex: 'kind_name', width: 160 },
        {
          title: '金额',
          dataIndex: 'amount_fen',
          width: 120,
          render: (fen: number) => <span className={fen > 0 ? styles.credit : styles.debit}>{signedMoney(fen)}</span>,
        },
        { title: '时间', dataIndex: 'time', width: 170 },
        {
          title: '状态',
          key: 'pending',
          width: 180,
          render: (_: unknown, row) => (row.pending ? `待结算（${row.available_time.slice(0, 10)} 可提现）` : '已入账'),
        },
        { title: '说明', dataIndex: 'note', ellipsis: true },
      ]}
    />
  );
}
