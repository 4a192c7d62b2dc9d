import type { LedgerItem, Withdrawal } from '@boguan/contracts/wallet.api';
import { Table, Tag } from 'antd';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { serverPagination } from '../../../components/server-pagination';
import { useFocusableScroll } from '../../../components/use-focusable-scroll';
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
  const scrollRef = useFocusableScroll('提现记录');
  const [page, setPage] = useState(1);
  const withdrawals = useWithdrawals(page);
  return (
    <div ref={scrollRef}>
      <QueryState query={withdrawals} title="提现记录加载失败" isEmpty={(data) => data.total === 0}>
        {(data) => (
          <Table<Withdrawal>
            data-testid="withdraw-records"
            rowKey="id"
            size="middle"
            loading={withdrawals.isFetching}
            dataSource={data.data}
            scroll={{ x: 960 }}
            pagination={serverPagination({
              page,
              perPage: data.per_page,
              total: data.total,
              unit: '条',
              onChange: setPage,
            })}
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
        )}
      </QueryState>
    </div>
  );
}

/** 资金明细: every ledger row, signed; a commission inside the refund window says when it counts. */
export function BalanceLogTable() {
  const scrollRef = useFocusableScroll('资金明细');
  const [page, setPage] = useState(1);
  const ledger = useLedger(page);
  return (
    <div ref={scrollRef}>
      <QueryState query={ledger} title="资金明细加载失败" isEmpty={(data) => data.total === 0}>
        {(data) => (
          <Table<LedgerItem>
            data-testid="balance-log"
            rowKey="id"
            size="middle"
            loading={ledger.isFetching}
            dataSource={data.data}
            scroll={{ x: 860 }}
            pagination={serverPagination({
              page,
              perPage: data.per_page,
              total: data.total,
              unit: '条',
              onChange: setPage,
            })}
            columns={[
              { title: '类型', dataIndex: 'kind_name', width: 160 },
              {
                title: '金额',
                dataIndex: 'amount_fen',
                width: 120,
                render: (fen: number) => (
                  <span className={fen > 0 ? styles.credit : styles.debit}>{signedMoney(fen)}</span>
                ),
              },
              { title: '时间', dataIndex: 'time', width: 170 },
              {
                title: '状态',
                key: 'pending',
                width: 180,
                render: (_: unknown, row) =>
                  row.pending ? `待结算（${row.available_time.slice(0, 10)} 可提现）` : '已入账',
              },
              { title: '说明', dataIndex: 'note', ellipsis: true },
            ]}
          />
        )}
      </QueryState>
    </div>
  );
}
