import { InfoCircleOutlined } from '@ant-design/icons';
import { NET_SENTIMENT_FORMULA, SOV_FORMULA } from '@boguan/contracts/brand-search';
import type { BrandOverview } from '@boguan/contracts/brand-search.api';
import { Card, Empty, Statistic, Tooltip, Typography } from 'antd';
import { EChart } from '../../../components/charts/echart';
import { formatCount } from '../../../lib/format';
import { sentimentOption, sovOption, volumeOption } from '../lib/brand-charts';
import styles from './brand-search.module.css';
import { ShareText } from './share-text';

/** 声量概览: volume and interactions per day, net sentiment with its formula, share of voice per category. */
export function OverviewTab({ data }: { data: BrandOverview }) {
  const { totals } = data;
  const net = totals.sentiment.net_sentiment;
  return (
    <div className={styles.page} data-testid="brand-overview">
      <div className={styles.stats}>
        <Card size="small">
          <Statistic title="声量（提及博文数）" value={totals.mentions} formatter={(v) => formatCount(Number(v))} />
        </Card>
        <Card size="small">
          <Statistic title="互动量（转评赞）" value={totals.interactions} formatter={(v) => formatCount(Number(v))} />
        </Card>
        <Card size="small">
          <Statistic title="商业提及" value={totals.sponsored} formatter={(v) => formatCount(Number(v))} />
        </Card>
        <Card size="small">
          <Statistic
            title={
              <span>
                净情感度{' '}
                <Tooltip title={NET_SENTIMENT_FORMULA}>
                  <InfoCircleOutlined aria-label="净情感度公式" />
                </Tooltip>
              </span>
            }
            value={net === null ? '-' : (net * 100).toFixed(1)}
            suffix={net === null ? undefined : '%'}
            valueStyle={{ color: net === null ? undefined : net >= 0 ? '#389e0d' : '#cf1322' }}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="net-sentiment-basis">
            {NET_SENTIMENT_FORMULA}；正面 {totals.sentiment.positive}、负面 {totals.sentiment.negative}、中性{' '}
            {totals.sentiment.neutral}（n={totals.sentiment.polar}）
          </Typography.Text>
        </Card>
      </div>
      <div className={styles.grid}>
        <Card title="每日声量与互动量">
          <EChart option={volumeOption(data.series)} ariaLabel="每日声量与互动量" />
        </Card>
        <Card title="每日情感分布">
          <EChart option={sentimentOption(data.series)} ariaLabel="每日情感分布" />
        </Card>
      </div>
      <Card
        title={
          <span>
            品类声量份额{' '}
            <Tooltip title={SOV_FORMULA}>
              <InfoCircleOutlined aria-label="声量份额说明" />
            </Tooltip>
          </span>
        }
      >
        {data.sov.length === 0 ? (
          <Empty description="该品牌暂无品类" />
        ) : (
          <div className={styles.grid}>
            {data.sov.map((sov) => (
              <div key={sov.category} data-testid="sov-card">
                <Typography.Paragraph>
                  在「{sov.category}」品类中的份额：
                  <ShareText share={sov.share} />
                  <br />
                  <Typography.Text type="secondary">品类总声量 {formatCount(sov.category_mentions)}</Typography.Text>
                </Typography.Paragraph>
                <EChart option={sovOption(sov)} ariaLabel={`${sov.category}品类声量份额`} height={260} />
              </div>
            ))}
          </div>
        )}
      </Card>
    </div>
  );
}
