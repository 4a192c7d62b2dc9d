import type { BrandAudienceResult } from '@boguan/contracts/brand-audience.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { wilson } from './audience-expected.js';
import { busyBrands, keptRange, registerBrandAudience } from './demo-support.js';

/** China midnight starting a China date, and the one after another (worked out here, UTC+8). */
const dayStart = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 8 * 3_600_000);
const dayAfter = (date: string) => new Date(dayStart(date).getTime() + 86_400_000);

describe('brand audience on the demo world: reposters collected through the source, figures from the tables', () => {
  let t: DemoApp;

  beforeAll(async () => {
    t = await createDemoApp({ seed: 'brand-audience-demo', bloggers: 40, days: 4 });
    registerBrandAudience(t);
  }, 180_000);
  afterAll(async () => t?.close());

  it('collects the repost lists of the brand posts and reports the audience the tables hold', async () => {
    const member = await createUser(t, { level: 40 });
    const [brand, rival] = await busyBrands(t, 2);
    const range = await keptRange(t);
    const submitted = await post<{ id: number }>(
      t.app,
      '/api/brand_audience/submit',
      { brand_id: brand!, competitor_id: rival!, ...range },
      member.token,
    );
    expect(submitted.code, submitted.msg).toBe(1);
    await t.runner.drain();
    const result = await post<BrandAudienceResult>(
      t.app,
      '/api/brand_audience/result',
      { id: submitted.data.id },
      member.token,
    );
    expect(result.code, result.msg).toBe(1);
    const { report } = result.data;
    expect(report.demo).toBe(true);
    expect(report.summary.collected_posts).toBeGreaterThan(0);

    // The audience again, from the raw rows: mentioners in the range, reposters of their posts before its end.
    const from = dayStart(range.start_date);
    const to = dayAfter(range.end_date);
    const audienceOf = async (brandId: string) => {
      const mentions = await t.ctx.db
        .selectFrom('brand_mentions')
        .select(['mid', 'uid'])
        .where('brand_id', '=', brandId)
        .where('posted_at', '>=', from)
        .where('posted_at', '<', to)
        .execute();
      const mids = new Set(mentions.map((m) => m.mid));
      const reposts = (
        await t.ctx.db.selectFrom('weibo_reposts').select(['uid', 'root_mid', 'parent_mid', 'created_at']).execute()
      ).filter(
        (r) =>
          (mids.has(r.root_mid) || (r.parent_mid !== null && mids.has(r.parent_mid))) && new Date(r.created_at) < to,
      );
      return { mentioners: new Set(mentions.map((m) => m.uid)), reposters: new Set(reposts.map((r) => r.uid)) };
    };
    const mine = await audienceOf(brand!);
    const users = new Set([...mine.mentioners, ...mine.reposters]);
    expect(report.summary).toMatchObject({
      users: users.size,
      mentioners: mine.mentioners.size,
      reposters: mine.reposters.size,
    });
    expect(mine.reposters.size).toBeGreaterThan(0);

    const profiles = await t.ctx.db
      .selectFrom('weibo_users')
      .select(['uid', 'gender'])
      .where('uid', 'in', [...users])
      .execute();
    const f = profiles.filter((p) => p.gender === 'f').length;
    const m = profiles.filter((p) => p.gender === 'm').length;
    expect(report.summary.profiled).toBe(profiles.length);
    expect(report.gender.rows.map((r) => r.share)).toEqual([wilson(f, f + m), wilson(m, f + m)]);

    const theirs = await audienceOf(rival!);
    const other = new Set([...theirs.mentioners, ...theirs.reposters]);
    const shared = [...users].filter((uid) => other.has(uid)).length;
    expect(report.overlap).toMatchObject({ brand_users: users.size, competitor_users: other.size, shared });
    expect(report.overlap!.jaccard).toEqual(wilson(shared, new Set([...users, ...other]).size));
  });
});
