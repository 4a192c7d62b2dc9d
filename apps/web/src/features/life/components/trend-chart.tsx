import type { LifeTrendPage } from '@boguan/contracts/life.api';
import { Card } from 'antd';
import { useMemo } from 'react';
import { EChart } from '../../../components/charts/echart';
import { QueryState } from '../../../components/query-state';
import { formatCount } from '../../../lib/format';
import { useLifeTrend } from '../api/life-api';
import type { LifeState } from '../lib/life-state';
import styles from './life.module.css';

/** Mentions a day of the whole city and of its five most named merchants. */
function TrendLines({ data }: { data: LifeTrendPage }) {
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { type: 'scroll', top: 0 },
      grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: data.days.map((d) => d.slice(5)), boundaryGap: false },
      yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: (v: number) => formatCount(v) } },
      series: [
        { type: 'line', name: '全城', data: data.total, symbol: 'none', lineStyle: { width: 3 } },
        ...data.merchants.map((m) => ({ type: 'line', name: m.name, data: m.series, symbol: 'none' })),
      ],
    }),
    [data],
  );
  return <EChart option={option} height={300} ariaLabel={`${data.city}近30天每日商户提及量`} />;
}

/** 提及趋势: the 30 days up to the period's end; a campaign shows as a merchant's spike. */
export function TrendChart({ state, city }: { state: LifeState; city: string }) {
  const query = useLifeTrend(state, city);
  return (
    <Card size="small" title="提及趋势">
      <QueryState query={query} title="提及趋势加载失败" isEmpty={(data) => data.total.every((n) => n === 0)}>
        {(data) => (
          <>
            <TrendLines data={data} />
            <p className={styles.note}>
              {data.days[0]} 至 {data.days.at(-1)} 每日提到该城市商户的次数；折线为全城与期间提及最多的
              {data.merchants.length} 家商户。
            </p>
          </>
        )}
      </QueryState>
    </Card>
  );
}
