import type { BrandWatch } from '@boguan/contracts/brand-alert.api';
import type { Brand, WeiboPost } from '@boguan/weibo/model';
import { analyzeSentiment } from '@boguan/weibo/text/sentiment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBrandAlerts } from '../../src/modules/brand-alert/brand-alert.check.js';
import { brandSearchText, enrichPost } from '../../src/modules/weibo-data/enrich.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { weiboPost } from '../support/weibo-post.js';

/*
 * Two invented brands over the China days 2025-12-28 .. 2026-01-04 (the clock stands on 2026-01-05,
 * so 2026-01-04 is yesterday): one whose volume jumps yesterday, one whose negative share jumps
 * yesterday at a steady volume. The expected means, σ and thresholds are worked out here from the
 * per-day counts the fixture is built with.
 */
const BRANDS: Brand[] = [
  { id: 'al-loud', cnName: '岚汐茶饮', enName: 'Lanxi Tea', aliases: [], categories: ['美食'], logo: '' },
  { id: 'al-sour', cnName: '禾予家居', enName: 'Heyu Home', aliases: [], categories: ['家居'], logo: '' },
  { id: 'al-calm', cnName: '栎谷文具', enName: 'Ligu', aliases: [], categories: ['文化'], logo: '' },
];
const DAYS = ['2025-12-28', '2025-12-29', '2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03'];
const YESTERDAY = '2026-01-04';
const LOUD = [4, 5, 4, 6, 5, 4, 5];
const NEUTRAL = '今天路过看到了';
const NEGATIVE = '质量太差了，客服也不理人，再也不买了[怒]';

function makePosts(): WeiboPost[] {
  const posts: WeiboPost[] = [];
  let n = 0;
  const add = (name: string, day: string, text: string) => {
    n += 1;
    // 10:00 China time plus a minute per post: well inside the China day.
    posts.push(
      weiboPost(String(990_000 + n), `${name}${text}`, {
        uid: String(5000 + (n % 40)),
        createdAt: new Date(Date.parse(`${day}T02:00:00Z`) + n * 60_000),
      }),
    );
  };
  DAYS.forEach((day, i) => {
    for (let k = 0; k < LOUD[i]!; k += 1) add('岚汐茶饮', day, NEUTRAL);
    for (let k = 0; k < 12; k += 1) add('禾予家居', day, k === 0 ? NEGATIVE : NEUTRAL);
    add('栎谷文具', day, NEUTRAL);
  });
  for (let k = 0; k < 20; k += 1) add('岚汐茶饮', YESTERDAY, NEUTRAL);
  for (let k = 0; k < 12; k += 1) add('禾予家居', YESTERDAY, k < 8 ? NEGATIVE : NEUTRAL);
  add('栎谷文具', YESTERDAY, NEUTRAL);
  return posts;
}

/** Population mean and σ, and mean + 2σ. */
function trailing(values: number[]) {
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length);
  return { mean, sd, threshold: mean + 2 * sd };
}

async function brandMessages(t: TestApp, userId: number) {
  return t.ctx.db
    .selectFrom('messages')
    .select(['type', 'title', 'content'])
    .where('user_id', '=', userId)
    .where('type', '=', 'brand_alert')
    .orderBy('id')
    .execute();
}

describe('brand alerts: watch a brand, get one message per brand, day and kind', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const repo = new WeiboDataRepository(t.ctx.db);
    await repo.upsertBrands(BRANDS, 'import', t.clock.now(), brandSearchText);
    await repo.upsertPosts(makePosts(), 'import', t.clock.now(), enrichPost);
  }, 60_000);
  afterAll(async () => t?.close());

  it('the texts read as the fixture intends', () => {
    expect(analyzeSentiment(`禾予家居${NEGATIVE}`).label).toBe('negative');
    expect(analyzeSentiment(`禾予家居${NEUTRAL}`).label).not.toBe('negative');
    expect(analyzeSentiment(`岚汐茶饮${NEUTRAL}`).label).not.toBe('negative');
  });

  it('watch, state, unknown brands, bad ids', async () => {
    const member = await createUser(t, { level: 20 });
    const watched = await post(t.app, '/api/brand_alert/watch', { brand_id: 'al-loud' }, member.token);
    expect(watched).toMatchObject({ code: 1, msg: '已开启品牌预警', data: { brand_id: 'al-loud', watching: true } });
    const again = await post(t.app, '/api/brand_alert/watch', { brand_id: 'al-loud' }, member.token);
    expect(again.code).toBe(1);
    const state = await post(t.app, '/api/brand_alert/state', { brand_id: 'al-loud' }, member.token);
    expect(state.data).toEqual({ brand_id: 'al-loud', watching: true });
    const unknown = await post(t.app, '/api/brand_alert/watch', { brand_id: 'no-brand' }, member.token);
    expect([unknown.code, unknown.msg]).toEqual([0, '品牌不存在，请重新选择品牌']);
    const bad = await post(t.app, '/api/brand_alert/watch', { brand_id: '岚 汐' }, member.token);
    expect([bad.code, bad.msg]).toEqual([0, '品牌id不正确']);
    const missing = await post(t.app, '/api/brand_alert/watch', {}, member.token);
    expect([missing.code, missing.msg]).toEqual([0, '请选择品牌']);
    const off = await post(t.app, '/api/brand_alert/unwatch', { brand_id: 'al-loud' }, member.token);
    expect(off).toMatchObject({ code: 1, msg: '已取消品牌预警', data: { watching: false } });
    const visitor = await post(t.app, '/api/brand_alert/watch', { brand_id: 'al-loud' });
    expect(visitor.code).toBe(-1);
  });

  it('20 parallel watches of 21 brands stop at the limit', async () => {
    const member = await createUser(t, { level: 20 });
    const many: Brand[] = Array.from({ length: 21 }, (_, i) => ({
      id: `al-many-${i}`,
      cnName: `多品牌${String.fromCharCode(0x4e00 + i)}号`,
      enName: '',
      aliases: [],
      categories: [],
      logo: '',
    }));
    await new WeiboDataRepository(t.ctx.db).upsertBrands(many, 'import', t.clock.now(), brandSearchText);
    const answers = await Promise.all(
      many.map((b) => post(t.app, '/api/brand_alert/watch', { brand_id: b.id }, member.token)),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(20);
    expect(answers.filter((a) => a.code === 0).map((a) => a.msg)).toEqual(['最多可预警20个品牌，请先取消部分品牌']);
    const rows = await t.ctx.db
      .selectFrom('brand_watches')
      .select('brand_id')
      .where('user_id', '=', member.userId)
      .execute();
    expect(rows).toHaveLength(20);
    await t.ctx.db.deleteFrom('brand_watches').where('user_id', '=', member.userId).execute();
  });

  it('a volume jump and a negative-share jump each notify every watcher once', async () => {
    const a = await createUser(t, { level: 30 });
    const b = await createUser(t, { level: 20 });
    const bystander = await createUser(t, { level: 40 });
    for (const id of ['al-loud', 'al-sour', 'al-calm'])
      expect((await post(t.app, '/api/brand_alert/watch', { brand_id: id }, a.token)).code).toBe(1);
    expect((await post(t.app, '/api/brand_alert/watch', { brand_id: 'al-sour' }, b.token)).code).toBe(1);

    const first = await checkBrandAlerts(t.ctx.db, t.clock);
    expect(first).toMatchObject({ findings: 2, alerts: 3 });
    const loud = trailing(LOUD);
    const sour = trailing(DAYS.map(() => 1 / 12));
    const aMessages = await brandMessages(t, a.userId);
    expect(aMessages.map((m) => m.title).sort()).toEqual([
      '品牌预警：「岚汐茶饮」声量异常升高',
      '品牌预警：「禾予家居」负面占比异常升高',
    ]);
    const volume = aMessages.find((m) => m.title.includes('岚汐茶饮'))!;
    const r1 = (x: number) => Math.round(x * 10) / 10;
    expect(volume.content).toContain(`${YESTERDAY}「岚汐茶饮」的提及量为 20 条`);
    expect(volume.content).toContain(`均值 ${r1(loud.mean)} 条，标准差 ${r1(loud.sd)}，阈值 ${r1(loud.threshold)} 条`);
    const negative = aMessages.find((m) => m.title.includes('禾予家居'))!;
    expect(negative.content).toContain(`负面占比为 ${r1((8 / 12) * 100)}%（8 / 12 条提及）`);
    expect(negative.content).toContain(`均值 ${r1(sour.mean * 100)}%`);
    expect((await brandMessages(t, b.userId)).map((m) => m.title)).toEqual(['品牌预警：「禾予家居」负面占比异常升高']);
    expect(await brandMessages(t, bystander.userId)).toEqual([]);

    // Idempotent: the same day checked again (here or by another instance) adds nothing.
    const second = await checkBrandAlerts(t.ctx.db, t.clock);
    expect(second).toMatchObject({ findings: 2, alerts: 0 });
    await Promise.all([checkBrandAlerts(t.ctx.db, t.clock), checkBrandAlerts(t.ctx.db, t.clock)]);
    expect(await brandMessages(t, a.userId)).toHaveLength(2);

    // The message centre lists them under their type, with the type's name.
    const inbox = await post<{ data: { type: string; type_name: string }[] }>(
      t.app,
      '/api/index/message',
      { page: 1, type: 'brand_alert' },
      a.token,
    );
    expect(inbox.data.data.map((m) => [m.type, m.type_name])).toEqual([
      ['brand_alert', '品牌预警'],
      ['brand_alert', '品牌预警'],
    ]);

    // The watch list shows each brand's alerts with the figures they were raised on.
    const list = await post<BrandWatch[]>(t.app, '/api/brand_alert/list', {}, a.token);
    const byBrand = new Map(list.data.map((w) => [w.brand.id, w]));
    expect([...byBrand.keys()].sort()).toEqual(['al-calm', 'al-loud', 'al-sour']);
    expect(byBrand.get('al-calm')!.alerts).toEqual([]);
    expect(byBrand.get('al-loud')!.alerts).toMatchObject([
      { day: YESTERDAY, kind: 'volume', kind_text: '声量异常升高', value: 20, mentions: 20 },
    ]);
    const loudAlert = byBrand.get('al-loud')!.alerts[0]!;
    expect(loudAlert.mean).toBeCloseTo(loud.mean, 9);
    expect(loudAlert.sd).toBeCloseTo(loud.sd, 9);
    expect(loudAlert.threshold).toBeCloseTo(loud.threshold, 9);
    expect(byBrand.get('al-sour')!.alerts).toMatchObject([
      { day: YESTERDAY, kind: 'negative', mentions: 12, negative: 8 },
    ]);
    expect(byBrand.get('al-sour')!.alerts[0]!.value).toBeCloseTo(8 / 12, 9);
    // Another member's list holds only their own brand and alert.
    const other = await post<BrandWatch[]>(t.app, '/api/brand_alert/list', {}, b.token);
    expect(other.data.map((w) => [w.brand.id, w.alerts.length])).toEqual([['al-sour', 1]]);

    // Unwatched: no alert on a later check.
    await post(t.app, '/api/brand_alert/unwatch', { brand_id: 'al-sour' }, b.token);
    await t.ctx.db.deleteFrom('brand_alerts').where('user_id', '=', b.userId).execute();
    await checkBrandAlerts(t.ctx.db, t.clock);
    expect(await brandMessages(t, b.userId)).toHaveLength(1);
  });
});
