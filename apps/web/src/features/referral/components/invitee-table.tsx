import type { Invitee } from '@boguan/contracts/wallet.api';
import { useState } from 'react';
import { PagedTable } from '../../../components/paged-table';
import { useInvitees } from '../api/referral-api';
import { money } from '../lib/money';

/** 邀请记录: who registered through the link (masked), and what their paid orders earned. */
export function InviteeTable() {
  const [page, setPage] = useState(1);
  const invitees = useInvitees(page);
  return (
    <PagedTable<Invitee>
      query={invitees}
      page={page}
      onPage={setPage}
      label="邀请记录"
      title="邀请记录加载失败"
      testId="invitee-table"
      rowKey={(row) => `${row.mobile}-${row.register_time}`}
      scrollX={760}
      unit="人"
      columns={[
        { title: '手机号', dataIndex: 'mobile', width: 140 },
        { title: '昵称', dataIndex: 'nick_name', width: 160, ellipsis: true },
        { title: '注册时间', dataIndex: 'register_time', width: 170 },
        { title: '付费订单', dataIndex: 'paid_orders', width: 100, render: (n: number) => `${n} 笔` },
        { title: '付费金额', dataIndex: 'paid_fen', width: 120, render: money },
        { title: '我的佣金', dataIndex: 'commission_fen', width: 120, render: money },
      ]}
    />
  );
}
