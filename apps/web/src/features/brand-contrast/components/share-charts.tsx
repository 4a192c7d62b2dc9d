import type { BrandContrastDetail } from '@boguan/contracts/brand-contrast.api';
import { Card, Col, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { EChart } from '../../../components/charts/echart';
import { stackedShareOption } from '../lib/brand-contrast-charts';
import { shareText, signedText } from './format-share';

const SENTIMENT_COLORS = { positive: '#52c41a', neutral: '#bfbfbf', negative: '#f5222d' };
const TIER_COLORS = { head: '#ff8200', waist: '#1677ff', tail: '#13c2c2', amateur: '#d9d9d9' };

/** Share of voice, the sentiment split with net sentiment, and the KOL mix of each brand. */
export function ShareCharts({ detail }: { detail: BrandContrastDetail }) {
  const names = useMemo(() => detail.brands.map((b) => b.brand_cn_name), [detail]);
  const sentiment = useMemo(
    () =>
      stackedShareOption(
        detail.figures.map((f, i) => {
          const n = f.mentions;
          const part = (key: 'positive' | 'neutral' | 'negative', label: string, count: number) => ({
            key,
            label,
            count,
            share: { share: n ? count / n : 0, low: 0, high: 0, n },
          });
          return {
            name: names[i] ?? f.brand_id,
            parts: [
              part('positive', '正面', f.sentiment.positive),
              part('neutral', '中性', f.sentiment.neutral),
              part('negative', '负面', f.sentiment.negative),
            ],
          };
        }),
        SENTIMENT_COLORS,
        false,
      ),
    [detail, names],
  );
  const tiers = useMemo(
    () =>
      stackedShareOption(
        detail.figures.map((f, i) => ({ name: names[i] ?? f.brand_id, parts: f.kol_mix })),
        TIER_COLORS,
      ),
    [detail, names],
  );
  const height = 90 + detail.brands.length * 36;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card size="small" title="情感分布" data-testid="brand-contrast-sentiment">
          <EChart option={sentiment} ariaLabel="品牌情感分布对比" height={height} />
          {detail.figures.map((f, i) => (
            <div key={f.brand_id} style={{ fontSize: 12 }}>
              {names[i]}：净情感度 <strong>{signedText(f.sentiment.net_sentiment)}</strong>（正面 {f.sentiment.positive}
              、负面 {f.sentiment.negative}，样本 n={f.sentiment.sample}）
            </div>
          ))}
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title="提及博主层级（KOL 构成）" data-testid="brand-contrast-tiers">
          <EChart option={tiers} ariaLabel="提及博主层级对比" height={height} />
          {detail.figures.map((f, i) => (
            <div key={f.brand_id} style={{ fontSize: 12 }}>
              {names[i]}：头部 {shareText(f.kol_mix[0]!.share)}
            </div>
          ))}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            按提及博主粉丝数分层：头部 ≥100万，腰部 10万–100万，尾部 1万–10万，素人
            &lt;1万；样本为已收录资料的提及博主。
          </Typography.Text>
        </Card>
      </Col>
    </Row>
  );
}
