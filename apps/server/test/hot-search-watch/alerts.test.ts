import path from 'node:path';
import type { HotWatchAlert } from '@boguan/contracts/hot-search-watch.api';
import type { Paged } from '@boguan/contracts/kol';
import type { HotSearchEntry } from '@boguan/weibo/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobQueue } from '../../src/jobs/job-queue.js';
import type { JobRunner } from '../../src/jobs/job-runner.js';
import { CollectionJob, registerCollection } from '../../src/modules/collection/collection.jobs.js';
import type { SourceHandle } from '../../src/modules/collection/source-factory.js';
import { checkHotSearchWatches } from '../../src/modules/hot-search-watch/hot-search-watch.check.js';
import { importHotSearchArchive } from '../../src/modules/weibo-data/importers.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { storeCapture } from './support.js';

const ARCHIVE = path.resolve(import.meta.dirname, '../../../../packages/weibo/test/fixtures/hot-search-archive');
const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 2, minute));

describe('hot-search watch alerts', () => {
  let t: TestApp;
  let token: string;
  let userId: number;
  const check = () => checkHotSearchWatches(t.ctx.db, t.clock);
  const alertsOf = async (watchId: number) =>
    (await post<Paged<HotWatchAlert>>(t.app, '/api/hot_search/watchAlerts', { watch_id: watchId }, token)).data;
  const messages = async () =>
    t.ctx.db
      .selectFrom('messages')
      .select(['type', 'title', 'content'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  const addWatch = async (keywords: string) =>
    (await post<{ watch_id: number }>(t.app, '/api/hot_search/addWatch', { keywords }, token)).data.watch_id;

  beforeAll(async () => {
    t = await createTestApp();
    ({ token, userId } = await createUser(t, { level: 40 }));
  });
  afterAll(async () => t.close());

  it('alerts once per appearance: on, still on, gone for a capture, back again', async () => {
    await storeCapture(t, at(0), [
      ['新款手机发布', 3],
      ['别的事', 1],
    ]);
    t.clock.set(new Date(at(0).getTime() + 30_000));
    // Created after the capture that already shows the entry: it alerts at the next check.
    const watch = await addWatch('手机');
    expect(await check()).toEqual({ watches: 1, alerts: 1 });
    let alerts = await alertsOf(watch);
    expect(alerts.total).toBe(1);
    expect(alerts.data[0]).toMatchObject({
      word: '新款手机发布',
      keyword: '手机',
      rank: 3,
      time: '2026-01-05 10:00:00',
    });
    const inbox = await messages();
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ type: 'hot_search', title: '热搜预警：「新款手机发布」上榜' });
    expect(inbox[0]?.content).toContain('2026-01-05 10:00:00 排名第3位');

    // Still on the list at the next capture (rank changed): the same appearance.
    await storeCapture(t, at(1), [
      ['新款手机发布', 2],
      ['别的事', 1],
    ]);
    expect((await check()).alerts).toBe(0);
    alerts = await alertsOf(watch);
    expect(alerts.total).toBe(1);
    expect(alerts.data[0]?.last_seen).toBe('2026-01-05 10:01:00');

    // Absent from one capture, then back: a new appearance, a new alert and message.
    await storeCapture(t, at(2), [['别的事', 1]]);
    expect((await check()).alerts).toBe(0);
    await storeCapture(t, at(3), [
      ['别的事', 1],
      ['新款手机发布', 7],
    ]);
    // Two instances check the same capture at once: one alert, one message.
    const both = await Promise.all([check(), check(), check()]);
    expect(both.reduce((sum, r) => sum + r.alerts, 0)).toBe(1);
    alerts = await alertsOf(watch);
    expect(alerts.data.map((a) => [a.time, a.rank])).toEqual([
      ['2026-01-05 10:03:00', 7],
      ['2026-01-05 10:00:00', 3],
    ]);
    expect(await messages()).toHaveLength(2);
  });

  it('ignores paid entries, and a paused watch raises nothing until resumed', async () => {
    const watch = await addWatch('广告词');
    await storeCapture(t, at(4), [
      ['别的事', 1],
      ['广告词推广', null],
    ]);
    await check();
    expect((await alertsOf(watch)).total).toBe(0);

    await post(t.app, '/api/hot_search/toggleWatch', { watch_id: watch, status: 0 }, token);
    await storeCapture(t, at(5), [
      ['别的事', 1],
      ['广告词上热搜', 5],
    ]);
    await check();
    expect((await alertsOf(watch)).total).toBe(0);
    await post(t.app, '/api/hot_search/toggleWatch', { watch_id: watch, status: 1 }, token);
    await storeCapture(t, at(6), [
      ['别的事', 1],
      ['广告词上热搜', 4],
    ]);
    await check();
    const alerts = await alertsOf(watch);
    expect(alerts.data.map((a) => [a.word, a.rank, a.time])).toEqual([['广告词上热搜', 4, '2026-01-05 10:06:00']]);
  });

  it('pages the alerts ten at a time, newest first', async () => {
    const watch = await addWatch('翻页');
    for (let i = 0; i < 12; i += 1) {
      // Each capture lists a different word: twelve appearances.
      await storeCapture(t, at(10 + i), [[`翻页词${i}`, 1]]);
      await check();
    }
    const first = await alertsOf(watch);
    expect(first).toMatchObject({ total: 12, per_page: 10 });
    expect(first.data[0]?.word).toBe('翻页词11');
    const second = await post<Paged<HotWatchAlert>>(
      t.app,
      '/api/hot_search/watchAlerts',
      { watch_id: watch, page: 2 },
      token,
    );
    expect(second.data.data.map((a) => a.word)).toEqual(['翻页词1', '翻页词0']);
  });

  it('runs after each live capture of the collector job, never for an archive import', async () => {
    const watch = await addWatch('因爱重生');
    await importHotSearchArchive(t.ctx.db, ARCHIVE);
    expect((await alertsOf(watch)).total).toBe(0);

    // The collection job registered as in production, with a source that lists the word now.
    const handlers = new Map<string, (payload: Record<string, unknown>, steps: never) => Promise<unknown>>();
    const runner = { register: (kind: string, h: never) => handlers.set(kind, h), schedule: () => undefined };
    const now = at(40);
    const entry: HotSearchEntry = {
      capturedAt: now,
      rank: 2,
      word: '小店因爱重生',
      heat: 500_000,
      category: '社会',
      label: '',
      isAd: false,
    };
    const source = { kind: 'weibo', now: () => now, fetchHotSearch: async () => [entry] };
    await registerCollection(runner as unknown as JobRunner, {} as JobQueue, t.ctx.db, {
      source,
      world: null,
    } as unknown as SourceHandle);
    const result = await handlers.get(CollectionJob.hotSearch)?.({}, {} as never);
    expect(result).toMatchObject({ entries: 1, alerts: 1 });
    const alerts = await alertsOf(watch);
    expect(alerts.data.map((a) => [a.word, a.rank])).toEqual([['小店因爱重生', 2]]);
  });
});
