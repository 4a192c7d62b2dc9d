import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { EChart, type EChartInstance, loadWordCloud, TEXT_COLORS } from './echart';
import { type CloudInput, cloudSizes, PAGE_CLOUD_PX } from './word-cloud-sizes';

/** A word of the cloud: `value` sizes it, `label` is what its tooltip says of it (e.g. 出现 12 次). */
export interface CloudWord extends CloudInput {
  label?: string;
}

interface DataItem {
  name: string;
  value: number;
  label: string;
  textStyle: { fontSize: number; color: string };
}

/**
 * One font stack for measuring and drawing: echarts-wordcloud places words by measuring them on a
 * canvas in the series font, and ECharts draws them in the same one; left unset, the layout
 * measures in its own stack (Trebuchet MS, Heiti TC) and words drawn in another overlap or touch.
 */
const CLOUD_FONT = "'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', sans-serif";

/** Pixels kept free around each word, from the smallest font size. */
export function cloudGap(px: readonly [number, number]): number {
  return Math.max(8, Math.round(px[0] * 0.7));
}

/**
 * The word cloud series (echarts-wordcloud): horizontal words, the biggest in the middle, sizes on
 * a square-root scale (each item's font size, which the layout takes over its linear `sizeRange`),
 * colours that read on white.
 */
export function wordCloudOption(words: readonly CloudWord[], px: readonly [number, number]) {
  const data: DataItem[] = cloudSizes(words, px).map((w, i) => ({
    name: w.word,
    value: w.value,
    label: (words[i] as CloudWord).label ?? String(w.value),
    textStyle: { fontSize: w.size, color: TEXT_COLORS[i % TEXT_COLORS.length] as string },
  }));
  return {
    tooltip: {
      formatter: (params: { name: string; data: DataItem }) => `${params.name}：${params.data.label}`,
    },
    series: [
      {
        type: 'wordCloud',
        shape: 'circle',
        left: 'center',
        top: 'center',
        width: '94%',
        height: '94%',
        sizeRange: [px[0], px[1]],
        rotationRange: [0, 0],
        // The gap kept around each word: with less, neighbouring Chinese words run together and
        // read as one (护肤面霜); it grows with the smallest font so small cards stay dense.
        gridSize: cloudGap(px),
        shrinkToFit: true,
        drawOutOfBound: false,
        textStyle: { fontWeight: 'bold', fontFamily: CLOUD_FONT },
        emphasis: { focus: 'self', textStyle: { textShadowBlur: 4, textShadowColor: 'rgba(0,0,0,0.25)' } },
        data,
      },
    ],
  };
}

/**
 * A word cloud drawn with echarts-wordcloud. `onWordClick` gets the word a member clicks (to remove
 * it, say); `instanceRef` gives the chart, e.g. to save it as a PNG.
 */
export function WordCloudChart({
  words,
  ariaLabel,
  height = 420,
  px = PAGE_CLOUD_PX,
  onWordClick,
  instanceRef,
}: {
  words: readonly CloudWord[];
  ariaLabel: string;
  height?: number;
  px?: readonly [number, number];
  onWordClick?: (word: string) => void;
  instanceRef?: RefObject<EChartInstance | null>;
}) {
  const ownRef = useRef<EChartInstance | null>(null);
  const chartRef = instanceRef ?? ownRef;
  const option = useMemo(() => wordCloudOption(words, px), [words, px]);
  const onClick = useRef(onWordClick);
  onClick.current = onWordClick;
  // The chart is created once the word cloud series is registered (see loadWordCloud).
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    void loadWordCloud().then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (!ready) return;
    const chart = chartRef.current;
    if (!chart) return;
    const handler = (params: { name?: string }) => {
      if (params.name) onClick.current?.(params.name);
    };
    chart.on('click', handler);
    return () => {
      if (!chart.isDisposed()) chart.off('click', handler);
    };
  }, [chartRef, ready]);

  if (!ready) return <div role="img" aria-label={ariaLabel} aria-busy="true" style={{ width: '100%', height }} />;
  return <EChart option={option} height={height} ariaLabel={ariaLabel} instanceRef={chartRef} />;
}
