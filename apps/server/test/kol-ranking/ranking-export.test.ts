import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../src/modules/exports/xlsx.js';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { createUser } from '../support/users.js';
import { allStats, expectedOrder, type StatRow } from './support.js';

const HEAD = ['排名', '博主', 'UID', '认证', '分类', '粉丝数', '地区'];

describe('blogger ranking exports', () => {
  let t: DemoApp;
  let stats: StatRow[];

  beforeAll(async () => {
    t = await createDemoApp({ seed: 'kol-ranking-export', bloggers: 130, days: 8 });
    stats = await allStats(t);
  }, 240_000);
  afterAll(async () => t?.close());

  async function exportFile(path: string, body: Record<string, string>, token: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      payload: new URLSearchParams(body).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: token },
    });
    expect(response.statusCode).toBe(200);
    return response;
  }

  it('exports the synthesize board: header, ranks and rows as the board orders them, capped at 100', async () => {
    const { token } = await createUser(t, { level: 30 });
    const response = await exportFile('/api/kol_ranking/synthesize_export', { period: 'month' }, token);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const disposition = String(response.headers['content-disposition']);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toMatch(
      /^综合影响力榜_月榜_全部_\d{4}-\d\d-\d\d\.xlsx$/,
    );
    const book = await readXlsx(response.rawPayload);
    expect(Object.keys(book)).toEqual(['综合影响力榜']);
    const [header, ...rows] = book.综合影响力榜!;
    expect(header).toEqual([...HEAD, '影响力指数(月榜)', '平均互动数', '近30天发博数', '数据更新时间']);
    expect(rows).toHaveLength(100);
    expect(rows.map((r) => r[0])).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    const expected = expectedOrder(stats, 'influence_month').slice(0, 100);
    const byKol = new Map(stats.map((s) => [s.kol_id, s]));
    expect(rows.map((r) => r[2])).toEqual(expected.map((id) => byKol.get(id)!.uid));
    expect(rows.map((r) => r[7])).toEqual(expected.map((id) => byKol.get(id)!.influence_month));
    expect(rows.map((r) => r[5])).toEqual(expected.map((id) => byKol.get(id)!.followers));
  });

  it('exports the area and fans_inc boards with their own sheets and figures', async () => {
    const { token } = await createUser(t, { level: 40 });
    const province = stats.map((s) => s.province).find(Boolean)!;
    const area = await readXlsx(
      (await exportFile('/api/kol_ranking/area_export', { province, period: 'week' }, token)).rawPayload,
    );
    const areaRows = area.地区榜!;
    const areaExpected = expectedOrder(stats, 'influence_week', (s) => s.province === province);
    expect(areaRows.slice(1).map((r) => r[0])).toEqual(areaExpected.map((_, i) => i + 1));
    expect(areaRows.slice(1).every((r) => String(r[6]).startsWith(province))).toBe(true);

    const fans = await readXlsx(
      (await exportFile('/api/kol_ranking/fans_inc_export', { period: 'week' }, token)).rawPayload,
    );
    const [header, ...rows] = fans.涨粉榜!;
    expect(header).toEqual([...HEAD, '近7天涨粉', '涨粉率(%)', '数据更新时间']);
    const expected = expectedOrder(stats, 'growth_7d', (s) => s.growth_7d > 0);
    expect(rows).toHaveLength(expected.length);
    const byKol = new Map(stats.map((s) => [s.kol_id, s]));
    expect(rows.map((r) => r[7])).toEqual(expected.map((id) => byKol.get(id)!.growth_7d));
  });

  it('refuses exports to a free member (1001) without counting anything', async () => {
    const { token, userId } = await createUser(t, { level: 20 });
    for (const path of ['synthesize_export', 'fans_inc_export']) {
      const answer = (await exportFile(`/api/kol_ranking/${path}`, { period: 'week' }, token)).json();
      expect(answer.code).toBe(1001);
    }
    const area = (await exportFile('/api/kol_ranking/area_export', { province: '北京', period: 'week' }, token)).json();
    expect(area.code).toBe(1001);
    const counters = await t.ctx.db.selectFrom('usage_counters').selectAll().where('user_id', '=', userId).execute();
    expect(counters).toEqual([]);
  });

  it('validates export input like the boards (code 0)', async () => {
    const { token } = await createUser(t, { level: 30 });
    const answer = (await exportFile('/api/kol_ranking/area_export', { province: '', period: 'week' }, token)).json();
    expect(answer).toMatchObject({ code: 0, msg: '请选择地区' });
    const period = (await exportFile('/api/kol_ranking/synthesize_export', { period: 'year' }, token)).json();
    expect(period.code).toBe(0);
  });

  it('20 parallel exports by an advanced member (10 a month) give exactly 10 files', async () => {
    const { token, userId } = await createUser(t, { level: 30 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => exportFile('/api/kol_ranking/synthesize_export', { period: 'week' }, token)),
    );
    const files = responses.filter((r) => String(r.headers['content-type']).includes('spreadsheetml'));
    const refused = responses.filter((r) => String(r.headers['content-type']).includes('json')).map((r) => r.json());
    expect(files).toHaveLength(10);
    expect(refused).toHaveLength(10);
    for (const answer of refused) expect(answer).toMatchObject({ code: 1002, msg: '本月使用次数已用完，请升级会员' });
    const records = await t.ctx.db
      .selectFrom('export_records')
      .select(['status', 'row_count'])
      .where('user_id', '=', userId)
      .execute();
    expect(records).toHaveLength(10);
    expect(records.every((r) => r.status === 'done' && r.row_count === 100)).toBe(true);
  });
});
