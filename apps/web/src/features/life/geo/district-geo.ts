/*
 * District outlines of the local-life cities the demo world has (geo/NOTICE.md: source, licence,
 * how they were simplified). Each city's outline is a compact string, loaded only when its map is
 * drawn: `name:ring;ring|name:…`, a ring being its first point and then steps, in thousandths of a
 * degree (about 100 m), `~` between a polygon's outer ring and its holes.
 */

export interface DistrictFeature {
  type: 'Feature';
  properties: { name: string };
  geometry: { type: 'MultiPolygon'; coordinates: number[][][][] };
}

export interface DistrictGeo {
  type: 'FeatureCollection';
  features: DistrictFeature[];
}

const LOADERS: Record<string, () => Promise<{ DISTRICTS: string }>> = {
  上海: () => import('./shanghai'),
  北京: () => import('./beijing'),
  成都: () => import('./chengdu'),
  广州: () => import('./guangzhou'),
  杭州: () => import('./hangzhou'),
  重庆: () => import('./chongqing'),
};

/** Whether a city's districts can be drawn as a map. */
export function hasDistrictGeo(city: string): boolean {
  return Object.hasOwn(LOADERS, city);
}

function decodeRing(text: string): number[][] {
  const steps = text.split(',').map(Number);
  const ring: number[][] = [];
  let x = 0;
  let y = 0;
  for (let i = 0; i + 1 < steps.length; i += 2) {
    x += steps[i] as number;
    y += steps[i + 1] as number;
    ring.push([x / 1000, y / 1000]);
  }
  return ring;
}

/** The GeoJSON of an encoded outline string. */
export function decodeDistricts(encoded: string): DistrictGeo {
  return {
    type: 'FeatureCollection',
    features: encoded.split('|').map((part) => {
      const colon = part.indexOf(':');
      const polygons = part
        .slice(colon + 1)
        .split(';')
        .map((polygon) => polygon.split('~').map(decodeRing));
      return {
        type: 'Feature',
        properties: { name: part.slice(0, colon) },
        geometry: { type: 'MultiPolygon', coordinates: polygons },
      };
    }),
  };
}

/** A city's district outlines, or null when none ship for it. */
export async function loadDistrictGeo(city: string): Promise<DistrictGeo | null> {
  const load = LOADERS[city];
  return load ? decodeDistricts((await load()).DISTRICTS) : null;
}

type Box = [number, number, number, number];

function boxOf(features: DistrictGeo['features']): Box | null {
  let box: Box | null = null;
  for (const feature of features) {
    for (const polygon of feature.geometry.coordinates) {
      for (const [x = 0, y = 0] of polygon[0] ?? []) {
        box = box ? [Math.min(box[0], x), Math.min(box[1], y), Math.max(box[2], x), Math.max(box[3], y)] : [x, y, x, y];
      }
    }
  }
  return box;
}

/**
 * Where the map looks: the whole city, zoomed onto the districts that have merchants (a city's
 * outer counties would otherwise leave its centre a speck).
 */
export function mapFocus(geo: DistrictGeo, districts: readonly string[]): { center?: number[]; zoom: number } {
  const all = boxOf(geo.features);
  const focus = boxOf(geo.features.filter((f) => districts.includes(f.properties.name)));
  if (!all || !focus) return { zoom: 1 };
  const ratio = Math.min(
    (all[2] - all[0]) / Math.max(focus[2] - focus[0], 1e-3),
    (all[3] - all[1]) / Math.max(focus[3] - focus[1], 1e-3),
  );
  return { center: [(focus[0] + focus[2]) / 2, (focus[1] + focus[3]) / 2], zoom: Math.max(1, ratio * 0.9) };
}
