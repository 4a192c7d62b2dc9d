import { INTERVAL_NOTE } from '@boguan/contracts/brand-search';
import type { AudienceRow, BrandAudience } from '@boguan/contracts/brand-search.api';
import { Alert, Card, Table } from 'antd';
import { EChart } from '../../../components/charts/echart';
import { audienceOption } from '../lib/brand-charts';
import styles from './brand-search.module.css';
import { ShareText } from './share-text';

function Breakdown({ title, rows }: { title: string; rows: readonly AudienceRow[] }) {
  return (
    <div data-testid="audience-card">
      <Card title={title}>
        <EChart
          option={audienceOption(rows)}
          ariaLabel={`${title}分布`}
          height={Math.max(140, rows.length * 28 + 40)}
        />
        <Table
          rowKey="key"
          size="small"
          pagination={false}
          dataSource={[...rows]}
          columns={[
            { title: title, dataIndex: 'label' },
            { title: '人数', dataIndex: 'count', width: 80 },
            { title: '占比（样本量，95%区间）', key: 'share', render: (_, r) => <ShareText share={r.share} /> },
          ]}
        />
      </Card>
    </div>
  );
}

/** 受众画像: the users who mentioned the brand, by gender, region, verification and interests. */
export function AudienceTab({ data }: { data: BrandAudience }) {
  return (
    <div className={styles.page} data-testid="brand-audience">
      <Alert
        type="info"
        showIcon
        title={`样本：统计周期内提及该品牌的 ${data.users} 位用户（博文作者）。${INTERVAL_NOTE}；兴趣为用户所属领域，一人可属多个领域。`}
      />
      <div className={styles.grid}>
        <Breakdown title="性别" rows={data.gender} />
        <Breakdown title="认证" rows={data.verification} />
        <Breakdown title="地区" rows={data.region} />
        <Breakdown title="兴趣" rows={data.interests} />
      </div>
    </div>
  );
}
