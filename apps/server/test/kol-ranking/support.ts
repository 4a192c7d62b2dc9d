import type { DemoApp } from '../support/demo-world.js';

/** A blogger_stats row as the tests read it, straight from the table. */
export interface StatRow {
  kol_id: number;
  uid: string;
  followers: number;
  province: string;
  categories: string[];
  influence_day: number;
  influence_week: number;
  influence_month: number;
  growth_1d: number;
  growth_7d: number;
  growth_30d: number;
}

export async function allStats(t: DemoApp): Promise<StatRow[]> {
  const rows = await t.ctx.db
    .selectFrom('blogger_stats')
    .select([
      'kol_id',
      'uid',
      'followers',
      'province',
      'categories',
      'influence_day',
      'influence_week',
      'influence_month',
      'growth_1d',
      'growth_7d',
      'growth_30d',
    ])
    .execute();
  return rows.map((r) => ({
    ...r,
    followers: Number(r.followers),
    growth_1d: Number(r.growth_1d),
    growth_7d: Number(r.growth_7d),
    growth_30d: Number(r.growth_30d),
  }));
}

/** The expected order, computed here independently of the server: key descending, then kol_id. */
export function expectedOrder(rows: StatRow[], key: keyof StatRow, keep: (r: StatRow) => boolean = () => true) {
  return rows
    .filter(keep)
    .sort((a, b) => (b[key] as number) - (a[key] as number) || a.kol_id - b.kol_id)
    .map((r) => r.kol_id);
}
