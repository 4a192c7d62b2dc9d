import { Card } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { EChart } from '../../../components/charts/echart';
import { EmptyBlock } from '../../../components/query-state';

interface ChartCardProps {
  title: string;
  /** The chart, or null when there is nothing to draw (the empty block shows instead). */
  option: EChartsCoreOption | null;
  ariaLabel: string;
  height?: number;
}

/** A card of the detail tabs holding one chart. */
export function ChartCard({ title, option, ariaLabel, height }: ChartCardProps) {
  return (
    <Card title={title}>
      {option ? <EChart option={option} ariaLabel={ariaLabel} height={height} /> : <EmptyBlock />}
    </Card>
  );
}
