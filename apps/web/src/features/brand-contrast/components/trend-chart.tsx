import type { BrandContrastDetail } from '@boguan/contracts/brand-contrast.api';
import { Card, Segmented, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { EChart } from '../../../components/charts/echart';
import { brandNames, trendOption } from '../lib/brand-contrast-charts';

const WHICH = [
  { value: 'mentions', label: '提及量' },
  { value: 'interactions', label: '互动量' },
] as const;

/** Every brand's daily mentions (or interactions) on one date axis, peaks marked. */
export function TrendChart({ detail }: { detail: BrandContrastDetail }) {
  const [which, setWhich] = useState<'mentions' | 'interactions'>('mentions');
  const option = useMemo(() => trendOption(detail.trends, brandNames(detail), which), [detail, which]);
  return (
    <Card
      size="small"
      title="每日趋势"
      extra={<Segmented size="small" options={[...WHICH]} value={which} onChange={(v) => setWhich(v)} />}
    >
      <EChart option={option} ariaLabel="品牌每日趋势对比" height={320} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        按中国时间每日统计；提及量 = 当日提及该品牌的博文数，互动量 =
        这些博文的转发+评论+点赞。标记为各品牌峰值，悬停可见当日提及领先品牌。
      </Typography.Text>
    </Card>
  );
}
