import { CHINA_OFFSET_MS, DAY_MS, HOUR_MS } from '@boguan/contracts/china-time';
import { lastFinishedPeriod, periodEnd, shiftPeriod, TOPIC_PERIODS_KEPT } from '@boguan/contracts/topic-ranking';
import { SimulatorSource } from '@boguan/simulator/simulator-source';
import { createWorld } from '@boguan/simulator/world';
import type { WeiboTopic } from '@boguan/weibo/model';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCollectors, TOPIC_WATCH_MS } from '../../src/modules/collection/collectors.js';
import { backfillSimulator } from '../../src/modules/collection/simulator-backfill.js';
import { refreshTopicBoards } from '../../src/modules/topic-ranking/topic-ranking.refresh.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** A source answering every topic asked for with counts of its own, counting the asks. */
class FixedTopics extends SimulatorSource {
  asked: string[] = [];
  override async fetchTopic(name: string): Promise<WeiboTopic | null> {
    this.asked.push(name);
    return { name, readCount: 1000 + name.length, discussCount: 10, hostUid: null, category: '社会' };
  }
}

const quiet = async () => undefined;

describe('topic snapshots for the boards', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  it('the hourly collector snapshots every topic listed in the last 7 days, ads left out', async () => {
    const now = t.clock.now();
    const world = createWorld({ seed: 'topic-watch', bloggers: 50, start: new Date(now.getTime() - 10 * DAY_MS) });
    const source = new FixedTopics(world, { now: () => t.clock.now() });
    const capture = (ago: number, words: string[], ad = '') =>
      t.ctx.db
        .insertInto('hot_search_snapshots')
        .values(
          [...words, ...(ad ? [ad] : [])].map((word, i) => ({
            captured_at: new Date(now.getTime() - ago),
            word,
            rank: i + 1,
            heat: 100,
            category: '',
            label: '',
            is_ad: word === ad,
            origin: 'simulator' as const,
          })),
        )
        .execute();
    await capture(TOPIC_WATCH_MS + HOUR_MS, ['八天前的话题']);
    await capture(2 * DAY_MS, ['两天前的话题', '还在榜上的话题']);
    await capture(HOUR_MS, ['还在榜上的话题', '新上榜的话题'], '广告词');
    const collectors = createCollectors(source, new WeiboDataRepository(t.ctx.db), t.ctx.db);
    const result = await collectors.topics();
    expect(source.asked.sort()).toEqual(['两天前的话题', '新上榜的话题', '还在榜上的话题'].sort());
    expect(result).toMatchObject({ topics: 3, snapshots: 3 });
    const stored = await t.ctx.db.selectFrom('topic_snapshots').select(['name', 'at']).execute();
    const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
    expect(stored.every((s) => new Date(s.at).getTime() === hour.getTime())).toBe(true);
  });

  it('the demo backfill stores the watched topics’ counts at every instant a board reads, so day boards are true', async () => {
    const now = t.clock.now();
    const world = createWorld({ seed: 'topic-backfill', bloggers: 50, start: new Date(now.getTime() - 5 * DAY_MS) });
    const report = await backfillSimulator(world, new WeiboDataRepository(t.ctx.db), now, quiet);
    const snaps = await t.ctx.db.selectFrom('topic_snapshots').selectAll().execute();
    expect(report.topicSnapshots).toBe(snaps.length);
    expect(snaps.length).toBeGreaterThan(100);
    // Each topic's snapshots, newest first: the look-ups below stay linear in one topic's rows.
    const byName = new Map<string, typeof snaps>();
    for (const s of snaps) {
      const list = byName.get(s.name);
      if (list) list.push(s);
      else byName.set(s.name, [s]);
    }
    for (const list of byName.values()) list.sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime());
    /** The counts the boards read at an instant: the topic's last snapshot at or before it. */
    const countsAt = (name: string, at: number) => {
      const last = (byName.get(name) ?? []).find((s) => new Date(s.at).getTime() <= at);
      return last ? [Number(last.read_count), Number(last.discuss_count)] : null;
    };
    const first = Math.ceil(world.start.getTime() / HOUR_MS) * HOUR_MS;
    // Hour boards read every hour they keep (and the one before, for the rank change); day and week
    // boards read China midnights. Older hours in between are not snapshotted.
    const hourly = (hour: number) => now.getTime() - hour <= (TOPIC_PERIODS_KEPT.hour + 2) * HOUR_MS;
    const midnight = (hour: number) => (hour + CHINA_OFFSET_MS) % DAY_MS === 0;
    expect(snaps.every((s) => hourly(new Date(s.at).getTime()) || midnight(new Date(s.at).getTime()))).toBe(true);
    expect(snaps.some((s) => !hourly(new Date(s.at).getTime()))).toBe(true);
    const listed = new Set<string>();
    let checked = 0;
    for (let hour = first; hour <= now.getTime(); hour += HOUR_MS) {
      for (const e of world.hotSearchAt(new Date(hour))) if (!e.isAd) listed.add(e.word);
      if (!midnight(hour) && !(hourly(hour) && (hour - first) % (5 * HOUR_MS) === 0)) continue;
      for (const word of listed) {
        const topic = world.topicAt(word, new Date(hour));
        if (!topic) continue;
        expect(countsAt(topic.name, hour), `${word} at ${new Date(hour).toISOString()}`).toEqual([
          topic.readCount,
          topic.discussCount,
        ]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(200);

    // Yesterday's day board: every topic listed before the day began, by the world's own counts.
    await refreshTopicBoards(t.ctx.db, now);
    const start = lastFinishedPeriod('day', now);
    const end = periodEnd('day', start);
    const rows = await t.ctx.db
      .selectFrom('topic_rank_rows')
      .selectAll()
      .where('board', '=', 'top')
      .where('type', '=', 'day')
      .where('start', '=', start)
      .execute();
    expect(rows.length).toBeGreaterThan(10);
    const before = new Set<string>();
    for (let hour = first; hour <= start.getTime(); hour += HOUR_MS) {
      for (const e of world.hotSearchAt(new Date(hour))) if (!e.isAd) before.add(e.word);
    }
    for (const row of rows.filter((r) => before.has(r.name))) {
      const a = world.topicAt(row.name, start);
      const b = world.topicAt(row.name, end);
      expect(Number(row.read_inc)).toBe((b?.readCount ?? 0) - (a?.readCount ?? 0));
      expect(Number(row.discuss_inc)).toBe((b?.discussCount ?? 0) - (a?.discussCount ?? 0));
    }
    // The week before had no data: nothing is offered for it.
    const week = await t.ctx.db
      .selectFrom('topic_rank_periods')
      .selectAll()
      .where('type', '=', 'week')
      .where('start', '<', shiftPeriod('week', lastFinishedPeriod('week', now), -1))
      .execute();
    expect(week).toEqual([]);
  }, 120_000);
});
