import { BRAND_BOARD_NAMES, type BrandBoard } from '@boguan/contracts/brand-ranking';
import type { BrandRankRow } from '@boguan/contracts/brand-ranking.api';
import { useMemo } from 'react';
import { CHART_COLORS, EChart } from '../../../components/charts/echart';
import { formatCount } from '../../../lib/format';
import { LEAD_FIGURE } from './brand-board-columns';

const TOP = 10;
const UNITS: Record<BrandBoard, string> = { volume: '提及量', growth: '增长率(%)', hot: '互动量' };

/** The first ten of the page by the board's own figure, as horizontal bars (rank 1 on top). */
export function BrandBoardChart({ board, rows }: { board: BrandBoard; rows: readonly BrandRankRow[] }) {
  const lead = LEAD_FIGURE[board];
  const top = useMemo(() => rows.slice(0, TOP), [rows]);
  const option = useMemo(
    () => ({
      color: [CHART_COLORS[0] as string],
      grid: { left: 8, right: 56, top: 8, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      xAxis: { type: 'value', name: UNITS[board], axisLabel: { formatter: (v: number) => formatCount(v) } },
      yAxis: { type: 'category', inverse: true, data: top.map((r) => `${r.rank}. ${r.brand_cn_name}`) },
      series: [
        {
          type: 'bar',
          name: UNITS[board],
          barMaxWidth: 18,
          data: top.map((r) => r[lead] ?? 0),
          label: {
            show: true,
            position: 'right',
            formatter: ({ value }: { value: number }) =>
              lead === 'growth' ? `${value.toFixed(1)}%` : formatCount(value),
          },
        },
      ],
    }),
    [board, lead, top],
  );
  if (top.length === 0) return null;
  return (
    <EChart
      option={option}
      height={Math.max(120, top.length * 28 + 24)}
      ariaLabel={`${BRAND_BOARD_NAMES[board]}前${top.length}名的${UNITS[board]}`}
    />
  );
}
