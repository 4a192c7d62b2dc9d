import { MONITOR_STATUS_LABELS, MONITOR_STATUSES, type MonitorStatus } from '@boguan/contracts/kol-monitor';
import { Card, Segmented } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import tool from '../../blogger-common/tool-page.module.css';
import { MonitorTable } from '../components/monitor-table';

/** 0 lists every status. */
const FILTERS: { value: MonitorStatus | 0; label: string }[] = [
  { value: 0, label: '全部' },
  ...MONITOR_STATUSES.map((status) => ({ value: status, label: MONITOR_STATUS_LABELS[status] })),
];

/** /monitorHistory: every monitored account, filtered by status, with its log and actions. */
export function MonitorHistoryPage() {
  const [status, setStatus] = useState<MonitorStatus | 0>(0);
  return (
    <Card title="账号监控记录" extra={<Link to="/monitor">添加监控</Link>}>
      <div className={tool.toolbar}>
        <Segmented<MonitorStatus | 0> options={FILTERS} value={status} onChange={setStatus} />
      </div>
      {/* A new filter starts again on page 1. */}
      <MonitorTable key={status} status={status === 0 ? undefined : status} />
    </Card>
  );
}
