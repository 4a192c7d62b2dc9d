import { CrownFilled } from '@ant-design/icons';
import type { KolCard } from '@boguan/contracts/kol.api';
import type { ContrastMetricRow } from '@boguan/contracts/kol-contrast.api';
import { Table, type TableColumnsType, Tag } from 'antd';
import { formatMetric } from '../../blogger-common/metric-format';
import { MetricTitle } from '../../blogger-common/metric-title';
import styles from './kol-contrast.module.css';

/** Metrics as rows, bloggers as columns; the highest value of each row carries a crown and 最高. */
export function MetricTable({ bloggers, metrics }: { bloggers: KolCard[]; metrics: ContrastMetricRow[] }) {
  const columns: TableColumnsType<ContrastMetricRow> = [
    {
      title: '指标',
      key: 'label',
      width: 150,
      fixed: 'left',
      render: (_, row) => <MetricTitle metric={row.key} />,
    },
    ...bloggers.map((b, i) => ({
      title: b.uname,
      key: String(b.kol_id),
      align: 'center' as const,
      render: (_: unknown, row: ContrastMetricRow) => {
        const value = row.values[i] ?? 0;
        const lead = row.leaders.includes(b.kol_id);
        return (
          <span className={lead ? styles.leader : undefined} data-testid={lead ? 'metric-leader' : undefined}>
            {formatMetric(row.format, value)}
            {lead && (
              <Tag color="orange" icon={<CrownFilled />} style={{ marginInlineStart: 6 }}>
                最高
              </Tag>
            )}
          </span>
        );
      },
    })),
  ];
  return (
    <Table<ContrastMetricRow>
      rowKey="key"
      size="middle"
      columns={columns}
      dataSource={metrics}
      pagination={false}
      bordered
      scroll={{ x: 150 + bloggers.length * 180 }}
      data-testid="contrast-metrics"
    />
  );
}
