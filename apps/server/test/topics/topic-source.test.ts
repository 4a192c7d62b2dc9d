import type { Source } from '@boguan/weibo/source';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectTopicPosts, findTopic } from '../../src/modules/topics/topic-source.js';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { busiestTopic } from './support.js';

const HOUR = 3_600_000;

describe('topic source: the stored topic and its posts', () => {
  let t: DemoApp;
  let name: string;

  beforeAll(async () => {
    t = await createDemoApp({ seed: 'topic-source', bloggers: 30, days: 2 });
    name = busiestTopic(t);
  }, 180_000);
  afterAll(async () => t?.close());

  it('reads an unknown-to-the-database topic through the source once and stores it', async () => {
    await t.ctx.db.deleteFrom('weibo_topics').where('name', '=', name).execute();
    const live = t.world.topicAt(name, t.clock.now())!;
    const found = await findTopic(t.ctx, `＃${name}# `);
    expect(found).toMatchObject({
      name,
      read_count: live.readCount,
      discuss_count: live.discussCount,
      host_uid: live.hostUid,
      category: live.category,
      origin: 'simulator',
    });
    // Stored now: a second look answers the row without asking the source.
    const handle = t.ctx.source!;
    t.ctx.source = {
      ...handle,
      source: { fetchTopic: () => Promise.reject(new Error('not asked')) } as unknown as Source,
    };
    try {
      expect((await findTopic(t.ctx, `#${name}#`))?.name).toBe(name);
    } finally {
      t.ctx.source = handle;
    }
  });

  it('answers null for a topic neither stored nor known to the source', async () => {
    expect(await findTopic(t.ctx, '#从来没有这个话题#')).toBeNull();
    expect(await findTopic(t.ctx, '##')).toBeNull();
  });

  it('collects the posts carrying #name# in the window, stored with their authors', async () => {
    const now = t.clock.now();
    const since = new Date(now.getTime() - 24 * HOUR);
    const mids = await collectTopicPosts(t.ctx, t.source, name, { since, limit: 200 });
    expect(mids.length).toBeGreaterThan(0);
    const rows = await t.ctx.db
      .selectFrom('weibo_posts')
      .innerJoin('weibo_users', 'weibo_users.uid', 'weibo_posts.uid')
      .select(['weibo_posts.mid', 'weibo_posts.text', 'weibo_posts.created_at'])
      .where('weibo_posts.mid', 'in', mids)
      .execute();
    expect(rows.length).toBe(mids.length);
    for (const row of rows) {
      expect(row.text).toContain(`#${name}#`);
      expect(new Date(row.created_at).getTime()).toBeGreaterThanOrEqual(since.getTime());
    }

    // A window's end leaves newer posts out.
    const until = new Date(now.getTime() - 12 * HOUR);
    const older = await collectTopicPosts(t.ctx, t.source, name, { since, until, limit: 200 });
    const created = new Map(rows.map((r) => [r.mid, new Date(r.created_at).getTime()]));
    for (const mid of older) expect(created.get(mid)).toBeLessThan(until.getTime());
    expect(older.length).toBeLessThanOrEqual(mids.length);
  });
});
