import { BRAND_AUDIENCE_DEMO_NOTE, BRAND_AUDIENCE_METRICS } from '@boguan/contracts/brand-audience';
import { brandAudienceIdSchema } from '@boguan/contracts/brand-audience.api';
import { Alert, Card, Descriptions, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useBrandAudienceResult } from '../api/brand-audience-api';
import {
  FollowersCard,
  GenderCard,
  InterestsCard,
  OverlapCard,
  RegionCard,
  SummaryCards,
  VerificationCard,
} from '../components/audience-panels';
import styles from '../components/brand-audience.module.css';
import { MetricTitle } from '../components/metric-title';
import { WatchToggle } from '../components/watch-toggle';

/** /brandAudienceResult?id=: the frozen report of one analysis. */
export function BrandAudienceResultPage() {
  const [params] = useSearchParams();
  const parsed = brandAudienceIdSchema.safeParse({ id: params.get('id') });
  const id = parsed.success ? parsed.data.id : 0;
  const result = useBrandAudienceResult(id, parsed.success);

  if (!parsed.success) {
    return (
      <Card title="品牌受众分析报告">
        <Empty description="缺少任务编号，请从分析记录进入">
          <Link to="/brandAudienceLog">查看分析记录</Link>
        </Empty>
      </Card>
    );
  }
  return (
    <QueryState query={result} title="品牌受众分析报告加载失败" loading={<Skeleton active paragraph={{ rows: 10 }} />}>
      {({ report }) => (
        <div className={styles.layout}>
          <Card
            title={`${report.brand.cn_name} 受众分析`}
            extra={
              <Space wrap>
                <WatchToggle brandId={report.brand.id} brandName={report.brand.cn_name} />
                <Link to="/brandAudienceLog">分析记录</Link>
              </Space>
            }
          >
            <Space wrap style={{ marginBottom: 8 }}>
              <Tag color="blue">数据截至 {report.read_at}</Tag>
              {report.demo && <Tag>演示数据</Tag>}
            </Space>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, md: 3 }}
              items={[
                { key: 'range', label: '时间范围', children: `${report.start_date} 至 ${report.end_date}` },
                {
                  key: 'brand',
                  label: '品牌',
                  children: `${report.brand.cn_name}${report.brand.en_name ? `（${report.brand.en_name}）` : ''}`,
                },
                { key: 'competitor', label: '对比竞品', children: report.competitor?.cn_name ?? '未选择' },
              ]}
            />
            <div className={styles.layout} style={{ marginTop: 8 }}>
              {report.demo && <Alert type="info" showIcon title={BRAND_AUDIENCE_DEMO_NOTE} />}
              {report.summary.capped && (
                <Alert
                  type="warning"
                  showIcon
                  title={`受众过多，本报告统计最近活跃的 ${report.summary.users} 位用户`}
                />
              )}
              <Typography.Text type="secondary">
                报告在 {report.read_at} 读取数据后生成，之后不再变化。
                <MetricTitle metric="audience" />：{BRAND_AUDIENCE_METRICS.audience.hint}；
                <MetricTitle metric="interval" />。 本次采集了 {report.summary.collected_posts} 条博文的转发列表，共{' '}
                {report.summary.reposts} 条转发。
              </Typography.Text>
            </div>
          </Card>
          <SummaryCards report={report} />
          <OverlapCard report={report} />
          <div className={styles.panels}>
            <GenderCard report={report} />
            <RegionCard report={report} />
            <VerificationCard report={report} />
            <FollowersCard report={report} />
          </div>
          <InterestsCard report={report} />
        </div>
      )}
    </QueryState>
  );
}
