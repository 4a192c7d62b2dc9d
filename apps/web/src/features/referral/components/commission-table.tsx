import type { CommissionItem } from '@boguan/contracts/wallet.api';
import { Tag } from 'antd';
import { useState } from 'react';
import { PagedTable } from '../../../components/paged-table';
import { useCommissions } from '../api/referral-api';
import { money } from '../lib/money';
import styles from '../referral.module.css';

const STATE_COLORS: Record<CommissionItem['state'], string> = {
  pending: 'processing',
  available: 'success',
  refunded: 'default',
};

/** 佣金明细: one row per paid order of an invitee, with its state (待结算 until a date, 可提现, 已退款). */
export function CommissionTable() {
  const [page, setPage] = useState(1);
  const commissions = useCommissions(page);
  return (
    <PagedTable<CommissionItem>
      query={commissions}
      page={page}
      onPage={setPage}
      label="佣金明细"
      title="佣金明细加载失败"
      testId="commission-table"
      rowKey="id"
      scrollX={900}
      unit="笔"
      columns={[
        {
          title: '邀请用户',
          key: 'who',
          width: 200,
          render: (_: unknown, row) => `${row.mobile}（${row.nick_name}）`,
        },
        { title: '购买内容', dataIndex: 'product', width: 140 },
        { title: '付款时间', dataIndex: 'order_time', width: 170 },
        { title: '实付金额', dataIndex: 'pay_fen', width: 110, render: money },
        { title: '佣金', dataIndex: 'commission_fen', width: 110, render: money },
        {
          title: '状态',
          key: 'state',
          width: 190,
          render: (_: unknown, row) => (
            <>
              <Tag color={STATE_COLORS[row.state]}>{row.state_name}</Tag>
              {row.state === 'pending' && (
                <span className={styles.pending}>{row.available_time.slice(0, 10)} 可提现</span>
              )}
            </>
          ),
        },
      ]}
    />
  );
}
