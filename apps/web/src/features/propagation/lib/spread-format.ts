import type { PropagationMode } from '@boguan/contracts/propagation';
import type { KeySpreader, Spread } from '@boguan/contracts/propagation.api';

export const MODE_NAMES: Record<PropagationMode, string> = { collect: '实时采集', stored: '已有数据' };

/** The export confirmation text: how many repost rows, and the export uses left. */
export function exportConfirmText(count: number, total: number, remaining: number | null): string {
  const capped = count < total ? `（共 ${total} 条，按会员上限导出带动转发最多的 ${count} 条）` : '';
  const left = remaining === null ? '' : `，本月剩余导出次数 ${remaining} 次`;
  return `本次将导出传播分析报告及 ${count} 条转发明细${capped}，导出将消耗 1 次博文导出次数${left}。确定导出吗？`;
}

/** 明日方舟 → 张三 → 李四: a key spreader's path from the first repost under the root. */
export function pathText(spreader: Pick<KeySpreader, 'path'>): string {
  return spreader.path.map((step) => step.name || step.uid).join(' → ');
}

/** The account's name as the page shows it: its screen name, else its uid. */
export function accountName(account: { name: string; uid: string }): string {
  return account.name || account.uid;
}

/** 'YYYY-MM-DD HH:mm:ss' China time as an instant, for a time axis. */
export function chinaInstant(time: string): number {
  return Date.parse(`${time.replace(' ', 'T')}+08:00`);
}

/**
 * The time curve: reposts per hour (bars) and the cumulative count (line) on a time axis, the
 * moments key spreaders joined as marks on the line and the tipping point as a vertical line.
 */
export function curveOption(spread: Spread) {
  const points = spread.curve.map((p) => [chinaInstant(p.time), p.count]);
  const cumulative = spread.curve.map((p) => [chinaInstant(p.time), p.cumulative]);
  // A join falls in the hour that starts at or before it: its cumulative value is that hour's.
  const cumulativeAt = (time: number) => {
    let value = 0;
    for (const [at, total] of cumulative) if ((at as number) <= time) value = total as number;
    return value;
  };
  const joins = spread.key_spreaders.map((k, i) => ({
    name: `${i + 1}. ${accountName(k)}`,
    coord: [chinaInstant(k.time), cumulativeAt(chinaInstant(k.time))],
    value: i + 1,
  }));
  const tipping = spread.tipping_point;
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: ['每小时转发', '累计转发'] },
    grid: { left: 56, right: 64, top: 48, bottom: 64 },
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
    xAxis: { type: 'time' },
    yAxis: [
      { type: 'value', name: '每小时', minInterval: 1 },
      { type: 'value', name: '累计', minInterval: 1 },
    ],
    series: [
      {
        name: '每小时转发',
        type: 'bar',
        data: points,
        barMaxWidth: 16,
        markLine: tipping
          ? {
              symbol: 'none',
              label: { formatter: '引爆点', color: '#ad4e00' },
              lineStyle: { color: '#ad4e00', type: 'dashed' },
              data: [{ xAxis: chinaInstant(tipping.time) }],
            }
          : undefined,
      },
      {
        name: '累计转发',
        type: 'line',
        yAxisIndex: 1,
        showSymbol: false,
        data: cumulative,
        markPoint: {
          symbol: 'pin',
          symbolSize: 30,
          label: { formatter: (p: { value: number }) => String(p.value), color: '#fff', fontSize: 10 },
          data: joins,
        },
      },
    ],
  };
}

/** Reposts per level as bars, each with its share in the tooltip. */
export function levelOption(spread: Spread) {
  return {
    tooltip: {
      trigger: 'axis',
      formatter: (params: { dataIndex: number }[]) => {
        const level = spread.levels[params[0]?.dataIndex ?? 0];
        return level ? `第 ${level.level} 层：${level.count} 条（${(level.share * 100).toFixed(2)}%）` : '';
      },
    },
    grid: { left: 56, right: 24, top: 24, bottom: 32 },
    xAxis: { type: 'category', data: spread.levels.map((l) => `第${l.level}层`) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ name: '转发数', type: 'bar', data: spread.levels.map((l) => l.count), barMaxWidth: 36 }],
  };
}
