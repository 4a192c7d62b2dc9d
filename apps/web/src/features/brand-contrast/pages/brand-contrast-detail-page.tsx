import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { exportBrandContrast, useBrandContrastDetail } from '../api/brand-contrast-api';
import { AudienceCompare } from '../components/audience-compare';
import { BrandCards } from '../components/brand-cards';
import styles from '../components/brand-contrast.module.css';
import { MetricTable } from '../components/metric-table';
import { ShareCharts } from '../components/share-charts';
import { TrendChart } from '../components/trend-chart';
import { brandContrastPath } from '../lib/brand-ids-param';

function parseId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /brandContrast/detail?id=N: one stored comparison, as read when it was made. */
export function BrandContrastDetailPage() {
  const [query] = useSearchParams();
  const id = parseId(query.get('id'));
  const detail = useBrandContrastDetail(id);
  const [exporting, setExporting] = useState(false);

  if (id === null) {
    return (
      <Card>
        <Empty description="请先选择要对比的品牌">
          <Link to="/brandContrast">去选择品牌</Link>
        </Empty>
      </Card>
    );
  }
  return (
    <QueryState query={detail} title="对比结果加载失败">
      {(data) => (
        <div className={styles.page}>
          <Card size="small">
            <div className={styles.header}>
              <div>
                <Typography.Title level={5} style={{ margin: 0 }} data-testid="brand-contrast-title">
                  品牌对比：{data.title}
                </Typography.Title>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  统计周期 {data.from} 至 {data.to}（近{data.days}天）· 数据读取于 {data.read_at.slice(0, 16)}
                  ，对比结果按此刻数据保存，不再变化 · 对比品牌提及总量 {data.total_mentions}
                </Typography.Text>
              </div>
              <Space wrap>
                <Button
                  icon={<DownloadOutlined />}
                  loading={exporting}
                  onClick={() => {
                    setExporting(true);
                    void exportBrandContrast(data.id).finally(() => setExporting(false));
                  }}
                >
                  导出
                </Button>
                <Link to={brandContrastPath(data.brands.map((b) => b.brand_id))}>重新对比</Link>
                <Link to="/brandContrastHis">对比记录</Link>
              </Space>
            </div>
          </Card>
          {data.demo && (
            <Alert
              type="warning"
              showIcon
              data-testid="demo-notice"
              title="演示数据"
              description="对比品牌中含博观模拟器生成的演示品牌，其提及博文与博主并非真实微博数据；各项数字按真实计算流程得出。"
            />
          )}
          <BrandCards detail={data} />
          <Card size="small" title="核心指标对比">
            <MetricTable detail={data} />
            <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '8px 0 0' }}>
              声量占比 = 品牌提及量 ÷ 所对比品牌提及量之和（n 为提及总量）；净情感度 = （正面 − 负面）÷（正面 +
              负面），中性不计。
            </Typography.Paragraph>
          </Card>
          <TrendChart detail={data} />
          <ShareCharts detail={data} />
          <AudienceCompare detail={data} />
        </div>
      )}
    </QueryState>
  );
}
