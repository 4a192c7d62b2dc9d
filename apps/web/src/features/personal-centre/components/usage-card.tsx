import { Card, Progress, Table } from 'antd';
import { QueryState } from '../../../components/query-state';
import { useAccountSettings } from '../api/account-settings-api';

type Use = { used: number; limit: number } | null;

function UseCell({ use }: { use: Use }) {
  if (!use) return <span>—</span>;
  return (
    <div style={{ minWidth: 140 }}>
      <span>
        {use.used} / {use.limit}
      </span>
      <Progress
        percent={Math.min(100, Math.round((use.used / Math.max(use.limit, 1)) * 100))}
        showInfo={false}
        aria-label={`已用 ${use.used} 次，上限 ${use.limit} 次`}
        size="small"
      />
    </div>
  );
}

/** 用量: each limited feature of the level, used / limit today and this month (membership counters). */
export function UsageCard() {
  const settings = useAccountSettings();
  return (
    <Card title="本期用量" extra={settings.data ? <span>{settings.data.level_name}</span> : null}>
      <QueryState query={settings}>
        {(data) => (
          <Table
            rowKey="feature"
            size="small"
            pagination={false}
            dataSource={data.usage}
            locale={{ emptyText: '当前会员等级没有按次数计的功能' }}
            columns={[
              { title: '功能', dataIndex: 'name' },
              { title: '今日已用 / 上限', key: 'day', render: (_, row) => <UseCell use={row.per_day} /> },
              { title: '本月已用 / 上限', key: 'month', render: (_, row) => <UseCell use={row.per_month} /> },
            ]}
          />
        )}
      </QueryState>
    </Card>
  );
}
