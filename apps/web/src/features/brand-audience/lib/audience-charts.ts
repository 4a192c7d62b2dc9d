import type { AudienceShare, BrandAudienceReport } from '@boguan/contracts/brand-audience.api';
import { CHINA_MAP, MAP_REGIONS } from '../../../components/charts/china-map';

/*
 * ECharts options of the audience report. Every tooltip says the count, the sample and the 95%
 * interval beside the share, as the tables do.
 */

/** 12.3% (one decimal). */
export const pct = (value: number) => `${(Math.round(value * 1000) / 10).toFixed(1)}%`;

/** "12.3%（95%置信区间 10.1%–14.8%，n = 512）". */
export function shareText(share: AudienceShare): string {
  return `${pct(share.share)}（95%置信区间 ${pct(share.low)}–${pct(share.high)}，n = ${share.n}）`;
}

interface Row {
  label: string;
  share: AudienceShare;
}

interface TipParams {
  name: string;
  data?: { share?: AudienceShare };
}

const tip = (p: TipParams) =>
  p.data?.share ? `${p.name}<br/>${p.data.share.count} 人，${shareText(p.data.share)}` : `${p.name}：暂无用户`;

/** Horizontal bars of shares (percent), the interval as a thin line on each bar. */
export function shareBarsOption(rows: readonly Row[]) {
  const shown = [...rows].reverse();
  return {
    tooltip: { trigger: 'item', formatter: tip },
    grid: { left: 8, right: 48, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
    yAxis: { type: 'category', data: shown.map((r) => r.label) },
    series: [
      {
        type: 'bar',
        barMaxWidth: 22,
        data: shown.map((r) => ({ value: Math.round(r.share.share * 1000) / 10, share: r.share })),
        label: { show: true, position: 'right', formatter: (p: { value: number }) => `${p.value}%` },
      },
    ],
  };
}

/** Gender as a pie. */
export function genderOption(gender: BrandAudienceReport['gender']) {
  return {
    tooltip: { trigger: 'item', formatter: tip },
    legend: { bottom: 0 },
    color: ['#eb2f96', '#1677ff'],
    series: [
      {
        type: 'pie',
        radius: ['40%', '68%'],
        center: ['50%', '45%'],
        label: { formatter: (p: { name: string; percent: number }) => `${p.name} ${p.percent}%` },
        data: gender.rows.map((r) => ({ name: r.label, value: r.share.count, share: r.share })),
      },
    ],
  };
}

/** The provinces on the China map, shaded by share. */
export function regionMapOption(regions: BrandAudienceReport['regions']) {
  const onMap = regions.rows.filter((r) => MAP_REGIONS.has(r.name));
  const top = Math.max(0.01, ...onMap.map((r) => r.share.share));
  return {
    tooltip: { trigger: 'item', formatter: tip },
    visualMap: {
      min: 0,
      max: Math.round(top * 1000) / 10,
      left: 8,
      bottom: 8,
      text: ['高', '低'],
      calculable: false,
      itemHeight: 100,
      formatter: (v: number) => `${Math.round(v * 10) / 10}%`,
      inRange: { color: ['#fff3e6', '#ffb36b', '#ff8200', '#ad4e00'] },
    },
    series: [
      {
        type: 'map',
        map: CHINA_MAP,
        roam: false,
        layoutCenter: ['50%', '58%'],
        layoutSize: '115%',
        emphasis: { label: { show: true }, itemStyle: { areaColor: '#1677ff' } },
        itemStyle: { areaColor: '#fafafa', borderColor: '#bfbfbf' },
        data: onMap.map((r) => ({ name: r.name, value: Math.round(r.share.share * 1000) / 10, share: r.share })),
      },
    ],
  };
}
