import type { AudienceShare } from '@boguan/contracts/brand-audience.api';
import { Table, Typography } from 'antd';
import { useFocusableScroll } from '../../../components/use-focusable-scroll';
import { formatCount } from '../../../lib/format';
import { pct } from '../lib/audience-charts';
import styles from './brand-audience.module.css';

export interface ShareRow {
  key: string;
  label: string;
  share: AudienceShare;
}

/**
 * The shares of one breakdown with what they rest on: users, share, the Wilson 95% interval, and
 * the sample size under the table.
 */
export function ShareTable({ rows, label, note }: { rows: readonly ShareRow[]; label: string; note?: string }) {
  const n = rows[0]?.share.n ?? 0;
  const scroll = useFocusableScroll(`${label}分布表`);
  return (
    <>
      <div ref={scroll}>
        <Table<ShareRow>
          size="small"
          rowKey="key"
          pagination={false}
          scroll={{ x: 420 }}
          dataSource={[...rows]}
          columns={[
            { title: label, dataIndex: 'label', width: 110 },
            { title: '用户数', key: 'count', width: 80, render: (_: unknown, r) => formatCount(r.share.count) },
            { title: '占比', key: 'share', width: 80, render: (_: unknown, r) => pct(r.share.share) },
            {
              title: '95%置信区间',
              key: 'interval',
              width: 130,
              render: (_: unknown, r) => `${pct(r.share.low)} – ${pct(r.share.high)}`,
            },
          ]}
        />
      </div>
      <Typography.Text type="secondary" className={styles.sample}>
        样本量 n = {formatCount(n)} 人{note ? `；${note}` : ''}
      </Typography.Text>
    </>
  );
}
