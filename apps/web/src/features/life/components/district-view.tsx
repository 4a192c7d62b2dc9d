import type { DistrictMapPage } from '@boguan/contracts/life.api';
import { Card } from 'antd';
import { MapChart } from 'echarts/charts';
import { GeoComponent } from 'echarts/components';
import { registerMap, use } from 'echarts/core';
import { useEffect, useMemo, useState } from 'react';
import { CHART_COLORS, EChart } from '../../../components/charts/echart';
import { QueryState } from '../../../components/query-state';
import { formatCount } from '../../../lib/format';
import { useDistrictMap } from '../api/life-api';
import { type DistrictGeo, hasDistrictGeo, loadDistrictGeo, mapFocus } from '../geo/district-geo';
import type { LifeState } from '../lib/life-state';
import styles from './life.module.css';

// The map series and the geo component, for this page only (components/charts/echart.tsx registers the rest).
use([MapChart, GeoComponent]);

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const mapName = (city: string) => `life-${city}`;

/** Registers a city's outlines once; resolves to them, or null when the city cannot be drawn as a map. */
const registered = new Map<string, Promise<DistrictGeo | null>>();
function useCityMap(city: string): DistrictGeo | null {
  const [geo, setGeo] = useState<DistrictGeo | null>(null);
  useEffect(() => {
    let live = true;
    setGeo(null);
    if (!hasDistrictGeo(city)) return;
    let loading = registered.get(city);
    if (!loading) {
      loading = loadDistrictGeo(city).then((loaded) => {
        if (loaded) registerMap(mapName(city), loaded as never);
        return loaded;
      });
      registered.set(city, loading);
    }
    loading.then((loaded) => live && setGeo(loaded)).catch(() => live && setGeo(null));
    return () => {
      live = false;
    };
  }, [city]);
  return geo;
}

/** The districts coloured by their mentions. */
function DistrictMapChart({ data, geo }: { data: DistrictMapPage; geo: DistrictGeo }) {
  const max = Math.max(1, ...data.districts.map((d) => d.mentions));
  const focus = useMemo(
    () =>
      mapFocus(
        geo,
        data.districts.map((d) => d.district),
      ),
    [geo, data.districts],
  );
  const option = useMemo(
    () => ({
      tooltip: {
        trigger: 'item',
        formatter: (p: { name: string; data?: { value: number; share: number } }) =>
          p.data
            ? `${p.name}<br/>提及量 ${formatCount(p.data.value)}（${percent(p.data.share)}）`
            : `${p.name}<br/>暂无商户`,
      },
      visualMap: {
        min: 0,
        max,
        left: 8,
        bottom: 8,
        text: ['多', '少'],
        calculable: false,
        inRange: { color: ['#fff4e6', '#ffb866', CHART_COLORS[0] as string] },
      },
      series: [
        {
          type: 'map',
          map: mapName(data.city),
          roam: false,
          ...focus,
          label: { show: false },
          emphasis: { label: { show: true } },
          itemStyle: { borderColor: '#fff', borderWidth: 0.6, areaColor: '#f5f5f5' },
          data: data.districts.map((d) => ({ name: d.district, value: d.mentions, share: d.share })),
        },
      ],
    }),
    [data, max, focus],
  );
  return <EChart option={option} height={320} ariaLabel={`${data.city}各区商户提及量地图`} />;
}

/** The districts as bars: mentions, with their share of the city. */
function DistrictBars({ data }: { data: DistrictMapPage }) {
  const option = useMemo(
    () => ({
      color: [CHART_COLORS[1] as string],
      grid: { left: 8, right: 72, top: 8, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      xAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: (v: number) => formatCount(v) } },
      yAxis: { type: 'category', inverse: true, data: data.districts.map((d) => d.district) },
      series: [
        {
          type: 'bar',
          name: '提及量',
          barMaxWidth: 18,
          data: data.districts.map((d) => ({ value: d.mentions, share: d.share })),
          label: {
            show: true,
            position: 'right',
            formatter: ({ data: d }: { data: { value: number; share: number } }) =>
              `${formatCount(d.value)}（${percent(d.share)}）`,
          },
        },
      ],
    }),
    [data],
  );
  return (
    <EChart
      option={option}
      height={Math.max(160, data.districts.length * 30 + 24)}
      ariaLabel={`${data.city}各区商户提及量与占比`}
    />
  );
}

/** 区域分布: the city's districts by the mentions of their merchants, on a map where outlines ship. */
export function DistrictView({ state, city }: { state: LifeState; city: string }) {
  const query = useDistrictMap(state, city);
  const geo = useCityMap(city);
  return (
    <Card size="small" title="区域分布">
      <QueryState
        query={query}
        title="区域分布加载失败"
        isEmpty={(data) => data.districts.length === 0}
        empty="该城市暂无商户"
      >
        {(data) => (
          <>
            <div className={geo ? styles.charts : undefined} data-testid="life-districts">
              {geo && <DistrictMapChart data={data} geo={geo} />}
              <DistrictBars data={data} />
            </div>
            <p className={styles.note}>
              共 {formatCount(data.total_mentions)} 次商户提及，区域占比 = 该区商户提及量 ÷ 全城商户提及量。
              {!hasDistrictGeo(city) && '该城市暂无区县边界数据，以柱状图展示各区分布。'}
            </p>
          </>
        )}
      </QueryState>
    </Card>
  );
}
