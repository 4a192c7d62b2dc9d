import type { Invitee } from '@boguan/contracts/wallet.api';
import { Table } from 'antd';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { serverPagination } from '../../../components/server-pagination';
import { useFocusableScroll } from '../../../components/use-focusable-scroll';
import { useInvitees } from '../api/referral-api';
import { money } from '../lib/money';

/** 邀请记录: who registered through the link (masked), and what their paid orders earned. */
export function InviteeTable() {
  const scrollRef = useFocusableScroll('邀请记录');
  const [page, setPage] = useState(1);
  const invitees = useInvitees(page);
  return (
    <div ref={scrollRef}>
      <QueryState query={invitees} title="邀请记录加载失败" isEmpty={(data) => data.total === 0}>
        {(data) => (
          <Table<Invitee>
            data-testid="invitee-table"
            rowKey={(row) => `${row.mobile}-${row.register_time}`}
            size="middle"
            loading={invitees.isFetching}
            dataSource={data.data}
            scroll={{ x: 760 }}
            pagination={serverPagination({
              page,
              perPage: data.per_page,
              total: data.total,
              unit: '人',
              onChange: setPage,
            })}
            columns={[
              { title: '手机号', dataIndex: 'mobile', width: 140 },
              { title: '昵称', dataIndex: 'nick_name', width: 160, ellipsis: true },
              { title: '注册时间', dataIndex: 'register_time', width: 170 },
              { title: '付费订单', dataIndex: 'paid_orders', width: 100, render: (n: number) => `${n} 笔` },
              { title: '付费金额', dataIndex: 'paid_fen', width: 120, render: money },
              { title: '我的佣金', dataIndex: 'commission_fen', width: 120, render: money },
            ]}
          />
        )}
      </QueryState>
    </div>
  );
}
