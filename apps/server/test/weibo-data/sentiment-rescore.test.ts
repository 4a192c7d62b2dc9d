import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyzeSentiment, sentimentVersion } from '@boguan/weibo/text/sentiment';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRuntime } from '../../src/bootstrap.js';
import { ConfigError, loadConfig } from '../../src/config/config.js';
import { JobRunner } from '../../src/jobs/job-runner.js';
import { readSetting, writeSetting } from '../../src/modules/collection/settings.repository.js';
import { enrichPost } from '../../src/modules/weibo-data/enrich.js';
import {
  registerSentimentRescore,
  SENTIMENT_RESCORE_JOB,
  SENTIMENT_VERSION_KEY,
} from '../../src/modules/weibo-data/sentiment-rescore.jobs.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { weiboPost } from '../support/weibo-post.js';

const at = new Date('2026-01-04T02:00:00Z');
describe('stored sentiment scores follow the model in use', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(async () => t.close());

  it('rescores posts and comments stored by another model, once per model version', async () => {
    const repo = new WeiboDataRepository(t.ctx.db);
    await repo.upsertPosts([weiboPost('9101', '服务太差了，再也不来了')], 'import', at, enrichPost);
    await repo.upsertComments(
      [{ id: 'c9101', mid: '9101', uid: '3002', text: '太好吃了，强烈推荐', createdAt: at, likes: 0, replyTo: null }],
      () => 0.5,
    );
    // Scores as an older model left them.
    await t.ctx.db.updateTable('weibo_posts').set({ sentiment_score: 0.9 }).where('mid', '=', '9101').execute();
    await t.ctx.db.updateTable('weibo_comments').set({ sentiment_score: -0.9 }).where('id', '=', 'c9101').execute();
    await writeSetting(t.ctx.db, SENTIMENT_VERSION_KEY, 'older', t.clock.now());

    const runner = new JobRunner({ queue: t.ctx.jobs, clock: t.clock, log: pino({ level: 'silent' }) });
    await registerSentimentRescore(runner, t.ctx.jobs, t.ctx.db, t.clock);
    await registerSentimentRescore(runner, t.ctx.jobs, t.ctx.db, t.clock);
    const queued = await t.ctx.db.selectFrom('jobs').select('id').where('kind', '=', SENTIMENT_RESCORE_JOB).execute();
    expect(queued).toHaveLength(1);
    await runner.drain();
    const ran = await t.ctx.db
      .selectFrom('jobs')
      .select(['status', 'error'])
      .where('kind', '=', SENTIMENT_RESCORE_JOB)
      .execute();
    expect(ran).toEqual([{ status: 'done', error: null }]);

    const stored = await t.ctx.db
      .selectFrom('weibo_posts')
      .select('sentiment_score')
      .where('mid', '=', '9101')
      .executeTakeFirstOrThrow();
    const comment = await t.ctx.db
      .selectFrom('weibo_comments')
      .select('sentiment_score')
      .where('id', '=', 'c9101')
      .executeTakeFirstOrThrow();
    // real columns hold single precision.
    expect(stored.sentiment_score).toBeCloseTo(analyzeSentiment('服务太差了，再也不来了').score, 4);
    expect(stored.sentiment_score).toBeLessThan(0);
    expect(comment.sentiment_score).toBeCloseTo(analyzeSentiment('太好吃了，强烈推荐').score, 4);
    expect(comment.sentiment_score).toBeGreaterThan(0);
    expect(await readSetting(t.ctx.db, SENTIMENT_VERSION_KEY)).toBe(sentimentVersion());

    // Up to date now: registering again queues nothing.
    await registerSentimentRescore(runner, t.ctx.jobs, t.ctx.db, t.clock);
    expect(
      await t.ctx.db.selectFrom('jobs').select('id').where('kind', '=', SENTIMENT_RESCORE_JOB).execute(),
    ).toHaveLength(1);
  });
});

describe('SENTIMENT_MODEL and SENTIMENT_LEXICON', () => {
  it('name files that must exist, and a file that is no model stops the start with the reason', async () => {
    expect(loadConfig({}).sentiment).toEqual({ modelFile: undefined, lexiconFile: undefined });
    expect(() => loadConfig({ SENTIMENT_MODEL: '/nowhere/model.bin' })).toThrow(/SENTIMENT_MODEL: no file at/);
    expect(() => loadConfig({ SENTIMENT_LEXICON: '/nowhere/lexicon.txt' })).toThrow(ConfigError);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sentiment-config-'));
    const notAModel = path.join(dir, 'model.bin');
    writeFileSync(notAModel, 'hello');
    const config = loadConfig({ SENTIMENT_MODEL: notAModel, DATA_DIR: path.join(dir, 'data') });
    expect(config.sentiment.modelFile).toBe(notAModel);
    await expect(startRuntime(config, { log: pino({ level: 'silent' }) })).rejects.toThrow(
      /sentiment model or lexicon unusable: not a Boguan sentiment model/,
    );
    rmSync(dir, { recursive: true, force: true });
  });
});
