import type { BrandReportCard, BrandReportResult, BrandReportTask } from '@boguan/contracts/brand-report.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../../src/jobs/job-runner.js';
import { registerExportJobs } from '../../src/modules/exports/exports.jobs.js';
import { readXlsx } from '../../src/modules/exports/xlsx.js';
import { enrichPost } from '../../src/modules/weibo-data/enrich.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { weiboPost } from '../support/weibo-post.js';
import {
  AUTHORS,
  BRANDS,
  brandReportRunner,
  DAYS,
  dayOf,
  type ExpectedPost,
  FIRST_DAY,
  LAST_DAY,
  postsOf,
  SPIKE_DAY_INDEX,
  wilson,
  worldPosts,
  writeWorld,
} from './brand-report-support.js';

const byInteractions = (a: ExpectedPost, b: ExpectedPost) =>
  b.interactions - a.interactions || (a.mid < b.mid ? 1 : -1);

async function download(t: TestApp, path: string, id: number, token: string) {
  const file = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { authorization: token, 'content-type': 'application/json' },
    payload: JSON.stringify({ id }),
  });
  expect(file.headers['content-disposition']).toMatch(/attachment; filename=/);
  return readXlsx(file.rawPayload);
}

describe('brand report: figures recomputed from the stored posts, frozen, exported', () => {
  let t: TestApp;
  let runner: JobRunner;
  const world = worldPosts();
  const range = { start_date: FIRST_DAY, end_date: LAST_DAY };

  beforeAll(async () => {
    t = await createTestApp();
    runner = brandReportRunner(t);
    registerExportJobs(runner, t.ctx);
    await writeWorld(t, world);
  }, 120_000);
  afterAll(async () => t?.close());

  async function reportOf(token: string, body: Record<string, string | string[]>): Promise<BrandReportResult> {
    const submitted = await post<{ id: number }>(t.app, '/api/brand_report/submit', body, token);
    expect([submitted.code, submitted.msg]).toEqual([1, '品牌报告任务已提交']);
    await runner.drain();
    const status = await post<BrandReportTask>(t.app, '/api/brand_report/status', { id: submitted.data.id }, token);
    expect([status.data.status, status.data.progress, status.data.error]).toEqual([2, 1, null]);
    const result = await post<BrandReportResult>(t.app, '/api/brand_report/result', { id: submitted.data.id }, token);
    expect(result.code).toBe(1);
    return result.data;
  }

  it('check: the card, and the category peers ranked by their mentions', async () => {
    const member = await createUser(t, { level: 40 });
    const card = await post<BrandReportCard>(t.app, '/api/brand_report/check', { brand_id: 'bd-xiaomi' }, member.token);
    expect(card.code).toBe(1);
    const peers = BRANDS.filter((b) => b.id !== 'bd-xiaomi' && b.categories.includes('数码'))
      .map((b) => ({ id: b.id, n: postsOf(world, b.id).length }))
      .sort((a, b) => b.n - a.n || (a.id < b.id ? -1 : 1))
      .slice(0, 4)
      .map((p) => p.id);
    expect(card.data.peers.map((p) => p.brand_id)).toEqual(peers);
    expect(peers.slice(0, 2)).toEqual(['bd-zenova', 'bd-chenguang']);
    expect(card.data.stored_mentions).toBe(postsOf(world, 'bd-xiaomi').length);
    expect(card.data.earliest_date).toBe(FIRST_DAY);
    const found = await post<{ brand_id: string }[]>(
      t.app,
      '/api/brand_report/searchBrand',
      { keyword: 'znv' },
      member.token,
    );
    expect(found.data.map((b) => b.brand_id)).toEqual(['bd-zenova']);
  });

  it('volume, share of voice, the spike and its key posts, sentiment, KOLs and sponsored posts', async () => {
    const member = await createUser(t, { level: 40 });
    const { report, task } = await reportOf(member.token, {
      brand_id: 'bd-xiaomi',
      competitor_ids: ['bd-zenova', 'bd-chenguang'],
      ...range,
    });
    const xiaomi = postsOf(world, 'bd-xiaomi');
    const zenova = postsOf(world, 'bd-zenova');
    const chenguang = postsOf(world, 'bd-chenguang');
    const days = Array.from({ length: DAYS }, (_, i) => dayOf(i));
    const perDay = (posts: ExpectedPost[]) => days.map((d) => posts.filter((p) => p.day === d).length);

    expect(task.competitor_names).toEqual(['泽诺', '辰光']);
    expect(report.days).toEqual(days);
    expect(report.volume.map((v) => v.brand.brand_id)).toEqual(['bd-xiaomi', 'bd-zenova', 'bd-chenguang']);
    expect(report.volume.map((v) => v.mentions)).toEqual([perDay(xiaomi), perDay(zenova), perDay(chenguang)]);
    expect(report.volume[0]!.total_interactions).toBe(xiaomi.reduce((s, p) => s + p.interactions, 0));

    // Share of voice within the set, with its Wilson interval and sample.
    const set = xiaomi.length + zenova.length + chenguang.length;
    const sov = report.summary.sov!;
    expect(sov.n).toBe(set);
    expect(sov.share).toBeCloseTo(xiaomi.length / set, 4);
    expect(sov.low).toBeCloseTo(wilson(xiaomi.length, set).low, 4);
    expect(sov.high).toBeCloseTo(wilson(xiaomi.length, set).high, 4);
    const spikeDay = dayOf(SPIKE_DAY_INDEX);
    const point = report.curve.find((p) => p.day === spikeDay)!;
    const setThatDay = [xiaomi, zenova, chenguang].reduce(
      (s, posts) => s + posts.filter((p) => p.day === spikeDay).length,
      0,
    );
    expect(point.set_mentions).toBe(setThatDay);
    expect(point.sov).toBeCloseTo(perDay(xiaomi)[SPIKE_DAY_INDEX]! / setThatDay, 4);

    // The one spike: 15 posts above the six days before it (1..3 a day), the rule's k shown.
    expect(report.spike_rule).toEqual({ k: 2, window: 6, min_count: 3 });
    expect(report.spikes.map((s) => s.day)).toEqual([spikeDay]);
    const before = perDay(xiaomi).slice(SPIKE_DAY_INDEX - 6, SPIKE_DAY_INDEX);
    const mean = before.reduce((s, v) => s + v, 0) / 6;
    const sd = Math.sqrt(before.reduce((s, v) => s + (v - mean) ** 2, 0) / 6);
    expect(report.spikes[0]!.count).toBe(perDay(xiaomi)[SPIKE_DAY_INDEX]);
    expect(report.spikes[0]!.mean).toBeCloseTo(mean, 4);
    expect(report.spikes[0]!.sd).toBeCloseTo(sd, 4);
    expect(report.spikes[0]!.threshold).toBeCloseTo(mean + 2 * sd, 4);
    const keyPosts = xiaomi
      .filter((p) => p.day === spikeDay)
      .sort(byInteractions)
      .slice(0, 3);
    expect(report.spikes[0]!.posts.map((p) => p.mid)).toEqual(keyPosts.map((p) => p.mid));

    // Sentiment: the totals, net sentiment, the negative share with its sample, the drivers.
    const count = (label: number) => xiaomi.filter((p) => p.sentiment === label).length;
    const [pos, neg] = [count(1), count(-1)];
    expect(pos).toBeGreaterThan(0);
    expect(neg).toBeGreaterThan(0);
    expect([report.summary.positive, report.summary.neutral, report.summary.negative]).toEqual([pos, count(0), neg]);
    expect(report.summary.net_sentiment).toBeCloseTo((pos - neg) / (pos + neg), 4);
    expect(report.summary.negative_share.n).toBe(xiaomi.length);
    expect(report.summary.negative_share.share).toBeCloseTo(neg / xiaomi.length, 4);
    expect(report.sentiment.map((d) => d.negative)).toEqual(
      days.map((d) => xiaomi.filter((p) => p.day === d && p.sentiment === -1).length),
    );
    const negatives = xiaomi
      .filter((p) => p.sentiment === -1)
      .sort(byInteractions)
      .slice(0, 10);
    expect(report.negative_posts.map((p) => p.mid)).toEqual(negatives.map((p) => p.mid));
    expect(report.negative_posts.every((p) => p.sentiment === 'negative')).toBe(true);

    // KOLs: every author's interactions on the brand's posts, most first.
    const byAuthor = new Map<string, number>();
    for (const p of xiaomi) byAuthor.set(p.uid, (byAuthor.get(p.uid) ?? 0) + p.interactions);
    const followers = new Map(AUTHORS.map((a) => [a.uid, a.followers]));
    const ranked = [...byAuthor].sort((a, b) => b[1] - a[1] || followers.get(b[0])! - followers.get(a[0])!);
    expect(report.kols.map((k) => [k.uid, k.interactions])).toEqual(ranked);
    expect(report.kols[0]!.name).toBe(AUTHORS.find((a) => a.uid === ranked[0]![0])!.screenName);

    // Sponsored: the ad flag or the markers.
    const sponsored = xiaomi.filter((p) => p.sponsored);
    expect(sponsored.length).toBeGreaterThan(0);
    expect(report.summary.sponsored).toBe(sponsored.length);
    expect(report.sponsored.posts).toBe(sponsored.length);
    expect(report.sponsored.top.map((p) => p.mid)).toEqual(
      sponsored
        .sort(byInteractions)
        .slice(0, 10)
        .map((p) => p.mid),
    );

    // Words: the brand's own names are left out; the 小米粥 posts never counted.
    expect(report.words.length).toBeGreaterThan(0);
    expect(report.words.map((w) => w.word)).not.toContain('小米');
    expect(report.summary.mentions).toBe(xiaomi.length);
    expect(report.summary.users).toBe(new Set(xiaomi.map((p) => p.uid)).size);
  });

  it('without competitors: no share of voice; without the list: the category peers', async () => {
    const member = await createUser(t, { level: 40 });
    const none = await reportOf(member.token, { brand_id: 'bd-xiaomi', competitor_ids: '', ...range });
    expect(none.report.competitors).toEqual([]);
    expect(none.report.summary.sov).toBeNull();
    expect(none.report.curve.every((p) => p.sov === null)).toBe(true);
    const peers = await reportOf(member.token, { brand_id: 'bd-xiaomi', ...range });
    expect(peers.report.competitors.map((c) => c.brand_id)).toEqual([
      'bd-zenova',
      'bd-chenguang',
      'bd-jixi',
      'bd-muxi',
    ]);
  });

  it('a finished report is frozen; its exports list the posts and bloggers as read', async () => {
    const member = await createUser(t, { level: 40 });
    const body = { brand_id: 'bd-xiaomi', competitor_ids: ['bd-zenova'], ...range };
    const first = await reportOf(member.token, body);
    const xiaomi = postsOf(world, 'bd-xiaomi');

    // The posts are collected again with more likes, and a new one names the brand.
    const repo = new WeiboDataRepository(t.ctx.db);
    const named = world
      .filter((w) => w.brands.includes('bd-xiaomi'))
      .map((w) => ({ ...w.post, likes: w.post.likes + 500 }));
    await repo.upsertPosts(
      [
        ...named,
        weiboPost('5199999', '小米，新品发布会很精彩', {
          uid: AUTHORS[0]!.uid,
          createdAt: new Date(`${dayOf(3)}T02:00:00Z`),
        }),
      ],
      'import',
      t.clock.now(),
      enrichPost,
    );
    const again = await post<BrandReportResult>(t.app, '/api/brand_report/result', { id: first.task.id }, member.token);
    expect(again.data).toEqual(first);

    const art = await download(t, '/api/brand_report/exportArt', first.task.id, member.token);
    expect(Object.keys(art)).toEqual(['提及博文', '说明']);
    const rows = art.提及博文!.slice(1);
    expect(rows).toHaveLength(xiaomi.length);
    const header = art.提及博文![0]!;
    const col = (name: string) => header.indexOf(name);
    expect(new Set(rows.map((r) => String(r[col('mid')])))).toEqual(new Set(xiaomi.map((p) => p.mid)));
    expect(rows.reduce((s, r) => s + Number(r[col('互动量')]), 0)).toBe(xiaomi.reduce((s, p) => s + p.interactions, 0));
    expect(art.说明!.find((r) => r[0] === '数据截至')?.[1]).toContain(first.report.read_at);

    const bloggers = await download(t, '/api/brand_report/exportBlogger', first.task.id, member.token);
    const bRows = bloggers.提及博主!.slice(1);
    expect(bRows).toHaveLength(new Set(xiaomi.map((p) => p.uid)).size);
    expect(bRows.map((r) => String(r[2]))).toEqual(first.report.kols.map((k) => k.uid));
    expect(bRows.reduce((s, r) => s + Number(r[9]), 0)).toBe(xiaomi.reduce((s, p) => s + p.interactions, 0));

    // A new report reads the data as it is now.
    const later = await reportOf(member.token, body);
    expect(later.report.summary.mentions).toBe(xiaomi.length + 1);
    expect(later.report.summary.interactions).toBe(xiaomi.reduce((s, p) => s + p.interactions + 500, 0));
  });
});
