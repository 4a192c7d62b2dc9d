import { GENDER_LABELS } from '@boguan/contracts/kol';
import { BOT_SIGNAL_LABELS } from '@boguan/contracts/kol-detail';
import type { DetailContent, DetailOverview, FanReady } from '@boguan/contracts/kol-detail.api';
import { METRICS } from '@boguan/contracts/metrics';

/*
 * ECharts options of the detail tabs, built from the API answers (pure, so they are unit-tested).
 * Every label the user sees is Chinese.
 */

export const WEEKDAY_LABELS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];
const HOURS = Array.from({ length: 24 }, (_, h) => `${h}时`);
const shortDate = (date: string) => date.slice(5);
const FANS = METRICS.fans.label;
const POSTS = METRICS.posts.label;
const INTERACTIONS = METRICS.interactions.label;

export function followersLineOption(series: DetailOverview['followers_series']) {
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 70, right: 20, top: 30, bottom: 30 },
    xAxis: { type: 'category', data: series.map((p) => shortDate(p.date)), boundaryGap: false },
    yAxis: { type: 'value', scale: true, name: FANS },
    series: [
      {
        name: FANS,
        type: 'line',
        data: series.map((p) => p.followers),
        smooth: true,
        areaStyle: { opacity: 0.08 },
      },
    ],
  };
}

export function postsBarsOption(days: DetailOverview['daily_posts']) {
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: [POSTS, INTERACTIONS], top: 0 },
    grid: { left: 50, right: 70, top: 40, bottom: 30 },
    xAxis: { type: 'category', data: days.map((d) => shortDate(d.date)) },
    yAxis: [
      { type: 'value', name: POSTS, minInterval: 1 },
      { type: 'value', name: INTERACTIONS },
    ],
    series: [
      { name: POSTS, type: 'bar', data: days.map((d) => d.posts), barMaxWidth: 18 },
      { name: INTERACTIONS, type: 'bar', yAxisIndex: 1, data: days.map((d) => d.interactions), barMaxWidth: 18 },
    ],
  };
}

export function rhythmHeatmapOption(content: DetailContent) {
  const max = Math.max(1, ...content.rhythm.map((c) => c[2]));
  return {
    tooltip: { position: 'top' },
    grid: { left: 50, right: 20, top: 10, bottom: 80 },
    xAxis: { type: 'category', data: HOURS, splitArea: { show: true } },
    // Monday on top, the way a calendar week reads.
    yAxis: { type: 'category', data: WEEKDAY_LABELS, splitArea: { show: true }, inverse: true },
    visualMap: {
      min: 0,
      max,
      calculable: false,
      itemHeight: 120,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      text: ['多', '少'],
      inRange: { color: ['#fff4e6', '#ff8200'] },
    },
    series: [
      {
        name: POSTS,
        type: 'heatmap',
        // [hour, weekday, posts] for the category axes.
        data: content.rhythm.map(([weekday, hour, posts]) => [hour, weekday, posts]),
        label: { show: false },
      },
    ],
  };
}

export function pieOption(name: string, items: { name: string; value: number }[]) {
  return {
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { bottom: 0 },
    series: [
      {
        name,
        type: 'pie',
        // Small enough that labels on the left and right keep room inside the card.
        radius: ['30%', '50%'],
        center: ['50%', '45%'],
        // Short labels ("女 58%"): never cut them to "女 ..." at the card edge.
        label: { formatter: '{b} {d}%', overflow: 'none' },
        labelLine: { length: 8, length2: 8 },
        data: items,
      },
    ],
  };
}

export function originalPieOption(content: DetailContent) {
  return pieOption('原创与转发', [
    { name: '原创', value: content.original_posts },
    { name: '转发', value: content.repost_posts },
  ]);
}

export function genderPieOption(fans: FanReady) {
  return pieOption(
    '粉丝性别',
    fans.gender.filter((g) => g.count > 0).map((g) => ({ name: GENDER_LABELS[g.gender], value: g.count })),
  );
}

/** Provinces as a sorted horizontal bar chart (there is no China map GeoJSON in the build). */
export function provinceBarOption(fans: FanReady, top = 15) {
  const rows = fans.provinces.slice(0, top).reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 70, right: 50, top: 10, bottom: 20 },
    xAxis: { type: 'value', axisLabel: { formatter: (v: number) => `${Math.round(v * 100)}%` } },
    yAxis: { type: 'category', data: rows.map((r) => r.province) },
    series: [
      {
        name: '粉丝占比',
        type: 'bar',
        data: rows.map((r) => r.share),
        barMaxWidth: 16,
        label: { show: true, position: 'right', formatter: (p: { value: number }) => `${(p.value * 100).toFixed(1)}%` },
      },
    ],
  };
}

export function signalBarsOption(fans: FanReady) {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 110, right: 40, top: 10, bottom: 20 },
    xAxis: { type: 'value', minInterval: 1, name: '人数' },
    yAxis: { type: 'category', data: fans.quality.signals.map((s) => BOT_SIGNAL_LABELS[s.signal]) },
    series: [
      {
        name: '粉丝数',
        type: 'bar',
        data: fans.quality.signals.map((s) => s.count),
        barMaxWidth: 16,
        label: { show: true, position: 'right' },
      },
    ],
  };
}
