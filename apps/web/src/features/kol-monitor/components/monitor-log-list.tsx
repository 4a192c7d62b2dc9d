import { EMPTY_LIST } from '@boguan/contracts/kol';
import { MONITOR_LOG_PAGE_SIZE, type WatchKind } from '@boguan/contracts/kol-monitor';
import type { MonitorNotice } from '@boguan/contracts/kol-monitor.api';
import { Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { serverPagination } from '../../../components/server-pagination';
import { useMonitorLog } from '../api/kol-monitor-api';
import { changeText } from '../lib/monitor-labels';

const KIND_COLORS: Record<WatchKind, string> = {
  fans_change: 'orange',
  new_post: 'green',
  deleted_post: 'red',
  profile_change: 'blue',
};

/** Change notices (time, account, kind, before → after), of one monitor or of all of them. */
export function MonitorLogList({ monitorId, showAccount = true }: { monitorId?: number; showAccount?: boolean }) {
  const [page, setPage] = useState(1);
  const log = useMonitorLog(monitorId, page);
  return (
    <div data-testid="monitor-log">
      <QueryState query={log} title="变更记录加载失败">
        {(data) => (
          <Table<MonitorNotice>
            rowKey="id"
            size="small"
            loading={log.isFetching}
            dataSource={data.data}
            locale={{ emptyText: EMPTY_LIST }}
            pagination={{
              ...serverPagination({ page, perPage: MONITOR_LOG_PAGE_SIZE, total: data.total, onChange: setPage }),
              hideOnSinglePage: true,
            }}
            columns={[
              { title: '时间', dataIndex: 'create_time', width: 170 },
              ...(showAccount ? [{ title: '账号', dataIndex: 'uname', width: 160, ellipsis: true }] : []),
              {
                title: '类型',
                dataIndex: 'kind_name',
                width: 100,
                render: (name: string, row: MonitorNotice) => <Tag color={KIND_COLORS[row.kind]}>{name}</Tag>,
              },
              {
                title: '变更内容',
                key: 'change',
                render: (_: unknown, row: MonitorNotice) => (
                  <Typography.Text ellipsis={{ tooltip: row.content }}>{changeText(row)}</Typography.Text>
                ),
              },
            ]}
          />
        )}
      </QueryState>
    </div>
  );
}
