import { Card, Empty, Space, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useContrastDetail } from '../api/kol-contrast-api';
import { AudienceCompare } from '../components/audience-compare';
import { BloggerCards } from '../components/blogger-cards';
import styles from '../components/kol-contrast.module.css';
import { MetricTable } from '../components/metric-table';
import { TrendCharts } from '../components/trend-charts';

function parseId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /bosContrast/detail?id=N: one stored comparison, figures read from the current data. */
export function KolContrastDetailPage() {
  const [query] = useSearchParams();
  const id = parseId(query.get('id'));
  const detail = useContrastDetail(id);

  if (id === null) {
    return (
      <Card>
        <Empty description="请先选择要对比的博主">
          <Link to="/bosContrast">去选择博主</Link>
        </Empty>
      </Card>
    );
  }
  return (
    <QueryState query={detail} title="对比结果加载失败">
      {(data) => {
        const computedAt = data.bloggers[0]?.computed_at.slice(0, 16);
        return (
          <div className={styles.page}>
            <Card size="small">
              <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
                <div>
                  <Typography.Title level={5} style={{ margin: 0 }}>
                    博主对比
                  </Typography.Title>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    对比时间 {data.created_at.slice(0, 16)}
                    {computedAt && `，指标更新于 ${computedAt}`}
                  </Typography.Text>
                </div>
                <Space>
                  <Link to="/bosContrast">重新选择</Link>
                  <Link to="/bosContrastHis">对比记录</Link>
                </Space>
              </Space>
            </Card>
            <BloggerCards bloggers={data.bloggers} />
            <Card size="small" title="核心指标对比">
              <MetricTable bloggers={data.bloggers} metrics={data.metrics} />
              <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '8px 0 0' }}>
                近30天数据；平均互动 = 每条博文转发+评论+点赞的平均数，互动率 = 平均互动 ÷ 粉丝数，影响力指数
                0-100（周）。
              </Typography.Paragraph>
            </Card>
            <TrendCharts detail={data} />
            <AudienceCompare detail={data} />
          </div>
        );
      }}
    </QueryState>
  );
}
