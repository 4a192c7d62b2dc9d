import { BRAND_CONTRAST_METRIC_KEYS, BrandContrastMessage as M } from '@boguan/contracts/brand-contrast';
import type { BrandContrastDetail, BrandContrastHistoryPage } from '@boguan/contracts/brand-contrast.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../src/modules/exports/xlsx.js';
import { enrichPost } from '../../src/modules/weibo-data/enrich.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { weiboPost } from '../support/weibo-post.js';
import {
  AUTHORS,
  addDay,
  chinaDayOf,
  expectedFigures,
  makePosts,
  seedWorld,
  tierOf,
  UNPROFILED_UID,
  wilson,
} from './support.js';

const PICKED = ['bd-xiaomi', 'bd-luyu', 'bd-zenova'];

describe('brand comparison /api/brand_contrast/*', () => {
  let t: TestApp;
  const posts = makePosts();
  const submit = (token: string, form: Record<string, string | number | string[]>) =>
    post<{ id: number; created: boolean }>(t.app, '/api/brand_contrast/submit', form, token);
  const detail = (token: string, id: number | string) =>
    post<BrandContrastDetail>(t.app, '/api/brand_contrast/detail', { id }, token);
  const uses = async (userId: number) => {
    const rows = await t.ctx.db
      .selectFrom('usage_counters')
      .select(['period', 'count'])
      .where('user_id', '=', userId)
      .where('feature', '=', 'brand_compare')
      .execute();
    return Math.max(0, ...rows.map((r) => Number(r.count)));
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedWorld(t, posts);
  }, 120_000);
  afterAll(async () => t.close());

  it('refuses 1 or 6 brands, unknown and malformed ids, a wrong period, before counting a use', async () => {
    const { token, userId } = await createUser(t);
    expect(await submit(token, { brand_ids: 'bd-xiaomi' })).toMatchObject({ code: 0, msg: M.count });
    expect(await submit(token, { brand_ids: 'bd-xiaomi,bd-xiaomi' })).toMatchObject({ code: 0, msg: M.count });
    expect(await submit(token, { brand_ids: '' })).toMatchObject({ code: 0, msg: M.count });
    expect(await submit(token, { brand_ids: 'a,b,c,d,e,f' })).toMatchObject({ code: 0, msg: M.full });
    expect(await submit(token, { brand_ids: 'bd-xiaomi,bd-nope' })).toMatchObject({ code: 0, msg: M.unknownBrand });
    expect(await submit(token, { brand_ids: 'bd-xiaomi,<x>' })).toMatchObject({ code: 0, msg: M.brandFormat });
    expect(await submit(token, { brand_ids: PICKED.join(','), days: 8 })).toMatchObject({ code: 0, msg: M.period });
    expect(await uses(userId)).toBe(0);
    expect((await submit('', { brand_ids: PICKED.join(',') })).code).toBe(-1);
    // The picker's names: known brands in the order given, unknown ones left out, no use counted.
    const names = await post<{ brand_id: string; brand_cn_name: string }[]>(
      t.app,
      '/api/brand_contrast/brands',
      { brand_ids: 'bd-zenova,bd-nope,bd-xiaomi' },
      token,
    );
    expect(names.data.map((b) => [b.brand_id, b.brand_cn_name])).toEqual([
      ['bd-zenova', '泽诺'],
      ['bd-xiaomi', '小米'],
    ]);
    expect(await uses(userId)).toBe(0);
  });

  it('computes volume, share of voice, net sentiment, interactions, KOL mix and audience from the posts', async () => {
    const { token } = await createUser(t, { level: 30 });
    const answer = await submit(token, { brand_ids: PICKED.join(','), days: 7 });
    expect(answer).toMatchObject({ code: 1, data: { created: true } });
    const { data, code } = await detail(token, answer.data.id);
    expect(code).toBe(1);

    const to = chinaDayOf(t.clock.now());
    const from = addDay(to, -6);
    expect(data).toMatchObject({ days: 7, from, to, demo: false, title: '小米 vs 露屿 vs 泽诺' });
    expect(data.brands.map((b) => b.brand_id)).toEqual(PICKED);

    const expected = expectedFigures(posts, PICKED, from, to);
    const total = PICKED.reduce((s, id) => s + expected.get(id)!.mentions, 0);
    expect(data.total_mentions).toBe(total);
    expect(total).toBeGreaterThan(10);
    const profile = new Map(AUTHORS.map((a) => [a.uid, a]));
    for (const [i, id] of PICKED.entries()) {
      const e = expected.get(id)!;
      const f = data.figures[i]!;
      expect(f.brand_id).toBe(id);
      expect(f.mentions).toBe(e.mentions);
      expect(f.interactions).toBe(e.interactions);
      expect(f.users).toBe(e.authors.size);
      expect(f.sponsored).toBe(e.sponsored);
      expect(f.sov).toEqual(wilson(e.mentions, total));
      const sided = e.positive + e.negative;
      expect(f.sentiment).toEqual({
        positive: e.positive,
        neutral: e.neutral,
        negative: e.negative,
        net_sentiment: sided ? Math.round(((e.positive - e.negative) / sided) * 10_000) / 10_000 : null,
        sample: sided,
      });
      // The audience sample is the mentioning authors with a stored profile.
      const profiled = [...e.authors].filter((uid) => profile.has(uid)).map((uid) => profile.get(uid)!);
      expect(e.authors.has(UNPROFILED_UID) || e.authors.size === profiled.length).toBe(true);
      const n = profiled.length;
      expect(f.audience.sample_size).toBe(n);
      for (const g of f.audience.gender) {
        expect(g.share).toEqual(wilson(profiled.filter((a) => a.gender === g.key).length, n));
      }
      const byProvince = new Map<string, number>();
      for (const a of profiled) byProvince.set(a.province || '未知', (byProvince.get(a.province || '未知') ?? 0) + 1);
      const regionSum = f.audience.regions.reduce((s, r) => s + r.count, 0);
      expect(regionSum).toBe(n);
      for (const r of f.audience.regions.filter((r) => r.key !== '其他')) {
        expect(r.count).toBe(byProvince.get(r.key));
        expect(r.share).toEqual(wilson(r.count, n));
      }
      for (const tier of f.kol_mix) {
        expect(tier.count).toBe(profiled.filter((a) => tierOf(a.followers) === tier.key).length);
        expect(tier.share).toEqual(wilson(tier.count, n));
      }
      expect(f.kol_mix.map((k) => k.key)).toEqual(['head', 'waist', 'tail', 'amateur']);
    }
    // The data are not trivial: every brand mentioned, tones on both sides, several tiers.
    expect(data.figures.every((f) => f.mentions > 0 && f.sentiment.sample > 0)).toBe(true);
    expect(data.figures[0]!.kol_mix.filter((k) => k.count > 0).length).toBeGreaterThanOrEqual(3);

    // Daily trends: one axis of the period's dates; each day's count and leader from the posts.
    expect(data.trends.dates).toEqual(Array.from({ length: 7 }, (_, i) => addDay(from, i)));
    for (const [i, id] of PICKED.entries()) {
      expect(data.trends.mentions[i]).toEqual({
        brand_id: id,
        values: data.trends.dates.map((d) => expected.get(id)!.byDay.get(d) ?? 0),
      });
    }
    data.trends.dates.forEach((d, i) => {
      const counts = PICKED.map((id) => expected.get(id)!.byDay.get(d) ?? 0);
      const best = Math.max(...counts);
      expect(data.trends.daily_leaders[i]).toEqual(best > 0 ? PICKED.filter((_, j) => counts[j] === best) : []);
    });

    // Metric rows in order, each leader the highest shown value (sponsored share marks none).
    expect(data.metrics.map((m) => m.key)).toEqual(BRAND_CONTRAST_METRIC_KEYS);
    const mentions = data.metrics.find((m) => m.key === 'mentions')!;
    expect(mentions.values).toEqual(PICKED.map((id) => expected.get(id)!.mentions));
    const most = Math.max(...(mentions.values as number[]));
    expect(mentions.leaders).toEqual(PICKED.filter((id) => expected.get(id)!.mentions === most));
    const net = data.metrics.find((m) => m.key === 'net_sentiment')!;
    const nets = net.values.filter((v): v is number => v !== null);
    expect(net.leaders).toEqual(PICKED.filter((_, i) => net.values[i] === Math.max(...nets)));
    expect(data.metrics.find((m) => m.key === 'sponsored_share')!.leaders).toEqual([]);
  });

  it('freezes a comparison at the moment it was read; a repeat the same day reopens it without a use', async () => {
    const { token, userId } = await createUser(t, { level: 30 });
    const first = await submit(token, { brand_ids: 'bd-luyu,bd-maoqiu', days: 30 });
    expect(first.data.created).toBe(true);
    const before = await detail(token, first.data.id);
    expect(before.data.read_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // New mentions arrive: the stored comparison does not move.
    const extra = Array.from({ length: 5 }, (_, i) =>
      weiboPost(String(95_000 + i), '露屿真的太好用了，强烈推荐[赞]', {
        uid: '7001',
        createdAt: new Date(t.clock.now().getTime() - 3_600_000),
      }),
    );
    await new WeiboDataRepository(t.ctx.db).upsertPosts(extra, 'import', t.clock.now(), enrichPost);
    t.clock.advance(60_000);
    expect((await detail(token, first.data.id)).data).toEqual(before.data);
    const again = await submit(token, { brand_ids: 'bd-luyu,bd-maoqiu', days: 30 });
    expect(again.data).toEqual({ id: first.data.id, created: false });
    expect(await uses(userId)).toBe(1);
    // Another period or another order is another comparison, read now (the new posts counted).
    const other = await submit(token, { brand_ids: 'bd-maoqiu,bd-luyu', days: 30 });
    expect(other.data.created).toBe(true);
    const fresh = await detail(token, other.data.id);
    expect(fresh.data.figures[1]!.mentions).toBe(before.data.figures[0]!.mentions + 5);
    expect(await uses(userId)).toBe(2);
    // Found deleted again: their mentions go, so the later tests see the original posts only.
    const gone = extra.map((p) => ({ ...p, deleted: true }));
    await new WeiboDataRepository(t.ctx.db).upsertPosts(gone, 'import', t.clock.now(), enrichPost);
  });

  it('counts 20 parallel identical submits once and makes one record', async () => {
    const { token, userId } = await createUser(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => submit(token, { brand_ids: 'bd-xiaomi,bd-zenova', days: 7 })),
    );
    expect(answers.every((a) => a.code === 1)).toBe(true);
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect(answers.filter((a) => a.data.created)).toHaveLength(1);
    expect(await uses(userId)).toBe(1);
    const rows = await t.ctx.db.selectFrom('brand_contrasts').select('id').where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(1);
    // A free member has 3 comparisons a month: two more distinct ones pass, the next is refused (1002).
    expect((await submit(token, { brand_ids: 'bd-xiaomi,bd-luyu', days: 7 })).code).toBe(1);
    expect((await submit(token, { brand_ids: 'bd-xiaomi,bd-maoqiu', days: 7 })).code).toBe(1);
    expect((await submit(token, { brand_ids: 'bd-luyu,bd-maoqiu', days: 7 })).code).toBe(1002);
    expect(await uses(userId)).toBe(3);
  });

  it('lists the history newest first; another user sees none of it and deletes nothing', async () => {
    const owner = await createUser(t, { level: 40 });
    const stranger = await createUser(t, { level: 40 });
    const a = await submit(owner.token, { brand_ids: 'bd-xiaomi,bd-luyu', days: 7 });
    t.clock.advance(1_000);
    const b = await submit(owner.token, { brand_ids: 'bd-xiaomi,bd-luyu,bd-zenova,bd-maoqiu', days: 90 });
    const history = await post<BrandContrastHistoryPage>(t.app, '/api/brand_contrast/history', {}, owner.token);
    expect(history.data.total).toBe(2);
    expect(history.data.data.map((h) => h.id)).toEqual([b.data.id, a.data.id]);
    expect(history.data.data[0]).toMatchObject({ days: 90, title: '小米 vs 露屿 vs 泽诺 vs 毛球星球' });
    expect(history.data.data[0]!.brands.map((x) => x.brand_id)).toEqual([
      'bd-xiaomi',
      'bd-luyu',
      'bd-zenova',
      'bd-maoqiu',
    ]);

    expect(await detail(stranger.token, a.data.id)).toMatchObject({ code: 0, msg: M.id });
    expect(await detail(stranger.token, 999_999)).toMatchObject({ code: 0, msg: M.id });
    expect(await detail(stranger.token, 'x')).toMatchObject({ code: 0, msg: M.idFormat });
    const stolen = await post(t.app, '/api/brand_contrast/delete', { id: a.data.id }, stranger.token);
    expect(stolen).toMatchObject({ code: 0, msg: M.id });
    const theirs = await post(t.app, '/api/comp/exportResult', { id: a.data.id }, stranger.token);
    expect(theirs).toMatchObject({ code: 0, msg: M.id });
    expect((await post(t.app, '/api/brand_contrast/history', {}, stranger.token)).data).toMatchObject({ total: 0 });

    expect(await post(t.app, '/api/brand_contrast/delete', { id: a.data.id }, owner.token)).toMatchObject({
      code: 1,
      msg: M.deleted,
    });
    expect(await detail(owner.token, a.data.id)).toMatchObject({ code: 0, msg: M.id });
  });

  it('exports the stored comparison as .xlsx (data export) and reads back its figures', async () => {
    const free = await createUser(t);
    const paid = await createUser(t, { level: 30 });
    const mine = await submit(free.token, { brand_ids: PICKED.join(','), days: 7 });
    expect((await post(t.app, '/api/comp/exportResult', { id: mine.data.id }, free.token)).code).toBe(1001);

    const id = (await submit(paid.token, { brand_ids: PICKED.join(','), days: 7 })).data.id;
    const shown = (await detail(paid.token, id)).data;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/comp/exportResult',
      payload: { id },
      headers: { authorization: paid.token },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain('品牌对比_');
    const sheets = await readXlsx(response.rawPayload);
    expect(sheets.指标对比![0]).toEqual(['指标', '小米', '露屿', '泽诺', '领先']);
    const to = chinaDayOf(t.clock.now());
    const expected = expectedFigures(posts, PICKED, addDay(to, -6), to);
    const total = PICKED.reduce((s, b) => s + expected.get(b)!.mentions, 0);
    const mentionsRow = sheets.指标对比!.find((r) => r[0] === '提及量')!;
    expect(mentionsRow.slice(1, 4)).toEqual(PICKED.map((b) => expected.get(b)!.mentions));
    const sovRow = sheets.指标对比!.find((r) => r[0] === '声量占比')!;
    expect(sovRow.slice(1, 4)).toEqual(PICKED.map((b) => wilson(expected.get(b)!.mentions, total).share));
    expect(sheets.每日趋势!.slice(1).map((r) => r[0])).toEqual(shown.trends.dates);
    expect(sheets.每日趋势!.slice(1).map((r) => r[1])).toEqual(shown.trends.mentions[0]!.values);
    const info = Object.fromEntries(sheets.对比信息!.slice(1).map((r) => [r[0], r[1]]));
    expect(info.数据读取时间).toBe(shown.read_at);
    expect(info.数据来源).toBe('微博');
    const genderRows = sheets.受众画像!.filter((r) => r[0] === '小米' && r[1] === '性别');
    expect(genderRows.map((r) => r[3])).toEqual(shown.figures[0]!.audience.gender.map((g) => g.count));
    expect(genderRows.every((r) => r[7] === shown.figures[0]!.audience.sample_size)).toBe(true);
  });
});
