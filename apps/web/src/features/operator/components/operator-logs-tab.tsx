import type { DataOf } from '@boguan/contracts/api';
import { useState } from 'react';
import { PagedTable } from '../../../components/paged-table';
import { useOperatorLogs } from '../api/operator-api';

type LogRow = DataOf<'/api/admin/operator_logs'>['data'][number];

/** 操作日志: every operator action, newest first — who, when, what, on which record, from where. */
export function OperatorLogsTab() {
  const [page, setPage] = useState(1);
  const logs = useOperatorLogs(page);
  return (
    <div data-testid="operator-logs-tab">
      <PagedTable<LogRow>
        query={logs}
        page={page}
        onPage={setPage}
        label="操作日志列表"
        title="操作日志加载失败"
        rowKey="id"
        scrollX={1000}
        columns={[
          { title: '时间', dataIndex: 'time', width: 170 },
          { title: '操作人', dataIndex: 'mobile', width: 130 },
          { title: '操作', dataIndex: 'action_name', width: 130 },
          { title: '对象', dataIndex: 'target', width: 200 },
          { title: '说明', dataIndex: 'detail' },
          { title: 'IP', dataIndex: 'ip', width: 140 },
        ]}
      />
    </div>
  );
}
