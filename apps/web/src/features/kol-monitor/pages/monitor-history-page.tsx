import { MONITOR_STATUS_LABELS } from '@boguan/contracts/kol-monitor';
import { Card, Segmented } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import styles from '../components/kol-monitor.module.css';
import { MonitorTable } from '../components/monitor-table';

const FILTERS = [
  { value: 0, label: '全部' },
  ...([1, 2, 3] as const).map((status) => ({ value: status, label: MONITOR_STATUS_LABELS[status] })),
];

/** /monitorHistory: every monitored account, filtered by status, with its log and actions. */
export function MonitorHistoryPage() {
  const [status, setStatus] = useState(0);
  return (
    <Card title="账号监控记录" extra={<Link to="/monitor">添加监控</Link>}>
      <div className={styles.toolbar}>
        <Segmented options={FILTERS} value={status} onChange={(value) => setStatus(Number(value))} />
      </div>
      {/* A new filter starts again on page 1. */}
      <MonitorTable key={status} status={status === 0 ? undefined : status} />
    </Card>
  );
}
