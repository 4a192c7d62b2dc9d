import { BarChart, HeatmapChart, LineChart, PieChart, TreeChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  MarkPointComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import { type EChartsCoreOption, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { type CSSProperties, type RefObject, useEffect, useRef } from 'react';

// Only the pieces the tools use, so the chart chunk stays small (a tool that needs another chart
// type registers it here); the SVG renderer keeps text crisp in screenshots and exports.
use([
  BarChart,
  HeatmapChart,
  LineChart,
  PieChart,
  TreeChart,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  MarkPointComponent,
  TooltipComponent,
  VisualMapComponent,
  SVGRenderer,
]);

/**
 * echarts-wordcloud (series type 'wordCloud', with the npm override that gives it ECharts 6)
 * registers itself when imported and throws where no canvas can measure text (jsdom), so it is
 * loaded once, on first use. ECharts takes the registered layouts when an instance is created:
 * a chart that draws a word cloud is created after this resolves (components/charts/word-cloud-chart.tsx).
 */
let wordCloudLoaded: Promise<unknown> | null = null;
export function loadWordCloud(): Promise<unknown> {
  wordCloudLoaded ??= import('echarts-wordcloud');
  return wordCloudLoaded;
}

export type EChartInstance = ReturnType<typeof init>;

/**
 * The same hues dark enough for text on white (4.5:1 or more): words drawn in colour, like the
 * keyword cloud, use these.
 */
export const TEXT_COLORS = ['#ad4e00', '#0958d9', '#237804', '#531dab', '#9e1068', '#006d75', '#7c4a00'];

/** The brand palette, orange first (the product colour). */
export const CHART_COLORS = ['#ff8200', '#1677ff', '#52c41a', '#722ed1', '#eb2f96', '#13c2c2', '#faad14'];

interface EChartProps {
  option: EChartsCoreOption;
  height?: number;
  style?: CSSProperties;
  /** Read by tests and screen readers: what the chart shows. */
  ariaLabel: string;
  /** The instance while mounted (e.g. to save the chart as an image). */
  instanceRef?: RefObject<EChartInstance | null>;
}

/** One ECharts instance bound to a div; re-renders on option change and follows the container width. */
export function EChart({ option, height = 280, style, ariaLabel, instanceRef }: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chartRef = useRef<ReturnType<typeof init> | null>(null);

  useEffect(() => {
    if (!ref.current) return;
    const chart = init(ref.current, undefined, { renderer: 'svg' });
    chartRef.current = chart;
    if (instanceRef) instanceRef.current = chart;
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(ref.current);
    return () => {
      observer.disconnect();
      chart.dispose();
      chartRef.current = null;
      if (instanceRef) instanceRef.current = null;
    };
  }, [instanceRef]);

  useEffect(() => {
    chartRef.current?.setOption({ color: CHART_COLORS, ...option }, { notMerge: true });
  }, [option]);

  return <div ref={ref} role="img" aria-label={ariaLabel} style={{ width: '100%', height, ...style }} />;
}
