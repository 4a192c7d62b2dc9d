import type { DataOf } from '@boguan/contracts/api';
import { Table } from 'antd';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { serverPagination } from '../../../components/server-pagination';
import { useFocusableScroll } from '../../../components/use-focusable-scroll';
import { useOperatorLogs } from '../api/operator-api';

type LogRow = DataOf<'/api/admin/operator_logs'>['data'][number];

/** 操作日志: every operator action, newest first — who, when, what, on which record, from where. */
export function OperatorLogsTab() {
  const scrollRef = useFocusableScroll('操作日志列表');
  const [page, setPage] = useState(1);
  const logs = useOperatorLogs(page);
  return (
    <div data-testid="operator-logs-tab" ref={scrollRef}>
      <QueryState query={logs} title="操作日志加载失败" isEmpty={(data) => data.total === 0}>
        {(data) => (
          <Table<LogRow>
            rowKey="id"
            size="middle"
            loading={logs.isFetching}
            dataSource={data.data}
            scroll={{ x: 1000 }}
            pagination={serverPagination({
              page,
              perPage: data.per_page,
              total: data.total,
              unit: '条',
              onChange: setPage,
            })}
            columns={[
              { title: '时间', dataIndex: 'time', width: 170 },
              { title: '操作人', dataIndex: 'mobile', width: 130 },
              { title: '操作', dataIndex: 'action_name', width: 130 },
              { title: '对象', dataIndex: 'target', width: 200 },
              { title: '说明', dataIndex: 'detail' },
              { title: 'IP', dataIndex: 'ip', width: 140 },
            ]}
          />
        )}
      </QueryState>
    </div>
  );
}
