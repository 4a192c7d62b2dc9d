import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BRANDS } from '@boguan/simulator/brands';
import { scoreWith } from '@boguan/weibo/text/sentiment';
import { decodeModel } from '@boguan/weibo/text/sentiment-model';
import { splitHeldAside } from '@boguan/weibo/text/sentiment-train';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { JobQueue } from '../../src/jobs/job-queue.js';
import { postgresAdminUrl, postgresTemplate, postgresUrlFor } from '../support/postgres.js';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const ARCHIVE = path.join(ROOT, 'packages/weibo/test/fixtures/hot-search-archive');

/** Runs `npm run boguan -- ...` as a user would and returns its stdout lines parsed as JSON. */
async function boguan(args: string[], env: Record<string, string>, input?: string): Promise<Record<string, unknown>[]> {
  const child = run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/cli/main.ts'), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    maxBuffer: 32 * 1024 * 1024,
  });
  if (input !== undefined) {
    child.child.stdin?.end(input);
  }
  const { stdout } = await child;
  return stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('boguan CLI', () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'boguan-cli-'));
  const env: Record<string, string> = { LOG_LEVEL: 'silent' };
  let dropDatabase = async () => {};

  beforeAll(async () => {
    if (process.env.TEST_DB === 'postgres') {
      const name = `boguan_cli_${process.pid}`;
      const admin = new pg.Client({ connectionString: postgresAdminUrl() });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplate()}`);
      env.DATABASE_URL = postgresUrlFor(name);
      dropDatabase = async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      };
    } else {
      env.DATA_DIR = path.join(scratch, 'data');
    }
  });
  afterAll(async () => {
    await dropDatabase();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('imports the hot-search archive, then finds nothing new the second time', async () => {
    const [first] = await boguan(['import', 'hot-search-archive', ARCHIVE], env);
    expect(first).toMatchObject({
      kind: 'hot-search-archive',
      read: 2245,
      stored: { entries: 2245, files: 43 },
      skipped: 0,
    });
    const [second] = await boguan(['import', 'hot-search-archive', ARCHIVE], env);
    expect(second).toMatchObject({ stored: { entries: 0 } });
  }, 120_000);

  it('imports repost lines, reporting the bad line by number and keeping the rest', async () => {
    const file = path.join(scratch, 'reposts.jsonl');
    writeFileSync(
      file,
      [
        '{"mid":"r1","uid":"u1","parent":"","text":"转发","date":"2026-01-01 10:00"}',
        'not json',
        '{"mid":"r2","uid":"u2","parent":"r1","text":"//@u1:转发","date":"2026-01-01 10:05"}',
      ].join('\n'),
    );
    const [report] = await boguan(['import', 'reposts-jsonl', file, '--root', 'm1'], env);
    expect(report).toMatchObject({
      read: 3,
      stored: { users: 0, posts: 0, comments: 0, reposts: 2 },
      skipped: 1,
      problems: [{ line: 2 }],
    });
  }, 120_000);

  it('imports a comment answer as comments of the post it names, printing the counts per kind', async () => {
    const hotflow = path.join(ROOT, 'packages/weibo/test/fixtures/weibo-hand-written/hotflow_4649031014551911.json');
    const [first] = await boguan(['import', 'weibo-json', hotflow, '--root', '4649031014551911'], env);
    expect(first).toMatchObject({
      kind: 'weibo-json',
      stored: { users: 4, posts: 0, comments: 4, reposts: 0 },
      present: { users: 0, posts: 0, comments: 0, reposts: 0 },
      skipped: 0,
    });
    const [again] = await boguan(['import', 'weibo-json', hotflow, '--root', '4649031014551911'], env);
    expect(again).toMatchObject({
      stored: { users: 0, posts: 0, comments: 0, reposts: 0 },
      present: { users: 4, comments: 4 },
    });
  }, 120_000);

  it('simulates days of the demo world into the database', async () => {
    const [report] = await boguan(['simulate', '--days', '1', '--bloggers', '50', '--seed', 'cli'], env);
    expect(report).toMatchObject({ world: { seed: 'cli', bloggers: 50 }, users: 50, brands: BRANDS.length });
    expect(Number(report?.posts)).toBeGreaterThan(0);
    expect(Number(report?.hotSearchEntries)).toBeGreaterThan(24 * 50);
  }, 120_000);

  it('analyzes propagation: levels, depth and orphans', async () => {
    const file = path.join(scratch, 'cascade.jsonl');
    writeFileSync(
      file,
      [
        '{"mid":"a","uid":"u1","parent":"","text":"","date":"2026-01-01 10:00"}',
        '{"mid":"b","uid":"u2","parent":"","text":"","date":"2026-01-01 10:10"}',
        '{"mid":"c","uid":"u3","parent":"a","text":"","date":"2026-01-01 10:20"}',
        '{"mid":"d","uid":"u4","parent":"c","text":"","date":"2026-01-01 11:30"}',
        '{"mid":"e","uid":"u5","parent":"zz","text":"","date":"2026-01-01 11:40"}',
      ].join('\n'),
    );
    const [result] = await boguan(['analyze', 'propagation', file, '--root', 'R'], {});
    expect(result).toMatchObject({ root: 'R', nodes: 4, depth: 3, levels: [2, 1, 1], maxBreadth: 2, orphans: ['e'] });
  }, 60_000);

  it('analyzes the hot-search archive, one line per title with ISO times in China time', async () => {
    const lines = await boguan(['analyze', 'hot-search', ARCHIVE], {});
    const school = lines.find((l) => l.title === '小学门口倒闭的店因爱重生了');
    expect(school).toMatchObject({ snapshots: 16, peakRank: 1, timeOnListSeconds: 53538 });
    expect(String(school?.firstSeen)).toMatch(/^2025-06-01T\d\d:\d\d:\d\d\+08:00$/);
    expect(lines.filter((l) => l.ad === true).length).toBeGreaterThan(0);
  }, 60_000);

  it('labels sentiment line by line, in order', async () => {
    const input = [
      '{"text":"这个口红太好用了[哈哈]"}',
      '{"text":"质量很差，非常失望[怒]"}',
      '{"text":"今天是周一"}',
    ].join('\n');
    const lines = await boguan(['analyze', 'sentiment'], {}, input);
    expect(lines.map((l) => l.label)).toEqual(['positive', 'negative', 'neutral']);
  }, 60_000);

  describe('train sentiment', () => {
    const corpusLines = (name: string, count: number) =>
      readFileSync(path.join(ROOT, 'packages/weibo/corpus/sentiment', name), 'utf8')
        .split('\n')
        .slice(0, count);
    /**
     * A corpus folder of the first `count` lines of each shipped file. With `mislabel`, the texts it
     * trains on are labelled the wrong way while the held-aside ones keep their labels: a model
     * trained on it is worse than any honest one on exactly the texts the comparison uses.
     */
    const smallCorpus = (dir: string, count: number, mislabel = false) => {
      mkdirSync(dir, { recursive: true });
      const texts = [
        ...corpusLines('pos.txt', count).map((text) => ({ text, positive: true })),
        ...corpusLines('neg.txt', count).map((text) => ({ text, positive: false })),
      ];
      const heldAside = new Set(splitHeldAside(texts).heldAside.map((t) => t.text));
      const labelled = texts.map((t) => ({
        ...t,
        positive: mislabel && !heldAside.has(t.text) ? !t.positive : t.positive,
      }));
      writeFileSync(
        path.join(dir, 'pos.txt'),
        labelled
          .filter((t) => t.positive)
          .map((t) => t.text)
          .join('\n'),
      );
      writeFileSync(
        path.join(dir, 'neg.txt'),
        labelled
          .filter((t) => !t.positive)
          .map((t) => t.text)
          .join('\n'),
      );
      return dir;
    };

    it('trains on a small sample, prints held-aside figures, writes a model the engine reads, and its doc block', async () => {
      const corpus = smallCorpus(path.join(scratch, 'corpus-small'), 300);
      const out = path.join(scratch, 'small.bin');
      const doc = path.join(scratch, 'metrics.md');
      writeFileSync(doc, '# Metrics\n');
      const lines = await boguan(['train', 'sentiment', '--corpus', corpus, '--out', out, '--metrics-doc', doc], {});
      expect(lines[0]).toEqual({ sources: { corpus: 600, fromDb: 0, corrections: 0 } });
      const heldAside = lines[1]?.heldAside as { texts: number; accuracy: number };
      expect(heldAside.texts).toBeGreaterThan(30);
      // Far better than a coin on texts it never saw, even from 540 training texts.
      expect(heldAside.accuracy).toBeGreaterThan(0.65);
      expect(lines.at(-2)).toMatchObject({ written: out });
      const model = decodeModel(readFileSync(out));
      expect(model.header.metrics).toEqual(heldAside);
      expect(scoreWith(model, corpusLines('pos.txt', 1)[0]!)).toBeGreaterThan(0);
      expect(readFileSync(doc, 'utf8')).toContain(`measured on the ${heldAside.texts} held-aside texts`);
    }, 60_000);

    it('refuses to replace a model with a worse one, unless forced', async () => {
      const out = path.join(scratch, 'keep.bin');
      await boguan(
        ['train', 'sentiment', '--corpus', smallCorpus(path.join(scratch, 'corpus-good'), 300), '--out', out],
        {},
      );
      const before = readFileSync(out);
      const swapped = smallCorpus(path.join(scratch, 'corpus-mislabelled'), 300, true);
      const refused = await boguan(['train', 'sentiment', '--corpus', swapped, '--out', out], {}).catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining(`not replacing ${out}`) });
      expect(Buffer.compare(readFileSync(out), before)).toBe(0);
      await boguan(['train', 'sentiment', '--corpus', swapped, '--out', out, '--force'], {});
      expect(Buffer.compare(readFileSync(out), before)).not.toBe(0);
    }, 90_000);

    it("adds collected posts labelled by their emoticons, and users' corrections", async () => {
      const csv = path.join(scratch, 'emoticon-posts.csv');
      const texts = [
        '今天的演唱会太棒了[哈哈][赞]',
        '新买的耳机音质很好[good]',
        '等了两个小时还没到[怒]',
        '又下雨了，心情很差[泪]',
        '只有表情的开心[哈哈]又有[泪]', // mixed: no label
        '[赞]', // no words: no label
      ];
      writeFileSync(
        csv,
        [
          'id,bid,正文,日期,点赞数,评论数,转发数',
          ...texts.map((t, i) => `9${i}00000000000001,Tr${i},${t},2026-03-0${i + 1} 10:00,1,1,1`),
        ].join('\n'),
      );
      await boguan(['import', 'crawler-csv', csv, '--uid', '7000000001'], env);
      const tsv = path.join(scratch, 'corrections.tsv');
      writeFileSync(tsv, 'label\ttext\npos\t这波操作我服了\nneg\t笑死，又翻车了\n');
      const lines = await boguan(
        [
          'train',
          'sentiment',
          '--corpus',
          smallCorpus(path.join(scratch, 'corpus-db'), 100),
          '--out',
          path.join(scratch, 'db.bin'),
          '--from-db',
          '--corrections',
          tsv,
        ],
        env,
      );
      const sources = lines[0]?.sources as { fromDb: number; corrections: number };
      expect(sources.corrections).toBe(2);
      // The four one-sided posts at least (other tests of this file may have stored more).
      expect(sources.fromDb).toBeGreaterThanOrEqual(4);
    }, 120_000);
  });

  it('extracts keywords with weights', async () => {
    const file = path.join(scratch, 'text.txt');
    writeFileSync(file, '小米发布新款手机，小米手机性能强劲，价格实惠。');
    const lines = await boguan(['analyze', 'keywords', file, '--top', '3'], {});
    expect(lines).toHaveLength(3);
    expect(lines[0]?.word).toBe('小米');
    expect(Number(lines[0]?.weight)).toBeGreaterThan(Number(lines[2]?.weight));
  }, 60_000);
  it('mints gift codes, one line each, and refuses a level it does not sell', async () => {
    const lines = await boguan(['gifts', '--level', '40', '--days', '30', '--count', '3', '--batch', '渠道A'], env);
    expect(lines).toHaveLength(3);
    expect(new Set(lines.map((l) => l.code)).size).toBe(3);
    for (const line of lines)
      expect(line).toMatchObject({ code: expect.stringMatching(/^[A-Z2-9]{16}$/), level: 40, days: 30 });
    const refused = await boguan(['gifts', '--level', '50', '--days', '30'], env).catch(
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(refused).toMatchObject({ code: 64, stderr: expect.stringContaining('--level must be 30') });
  }, 60_000);
  it('lists jobs and shows one with its history, a takeover after a dead worker counted as a restart', async () => {
    // A job as the server's workers leave it: claimed, its worker gone, taken over, finished.
    if (env.DATA_DIR) mkdirSync(path.join(env.DATA_DIR, 'pg'), { recursive: true });
    const database = await openDatabase(
      env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: path.join(env.DATA_DIR as string, 'pg') },
    );
    await migrateToLatest(database.db as never);
    const queue = new JobQueue(database.db);
    const at = new Date('2026-03-02T02:00:00Z');
    const id = (await queue.enqueue('cli.demo', {}, { runAt: at })) as number;
    await queue.claim('worker-a', ['cli.demo'], at, 1_000);
    const later = new Date(at.getTime() + 5_000);
    const job = await queue.claim('worker-b', ['cli.demo'], later, 1_000);
    await queue.complete(job!, {}, later);
    await database.close();

    const [newest] = await boguan(['jobs', '--kind', 'cli.demo'], env);
    expect(newest).toMatchObject({ id, kind: 'cli.demo', status: 'done' });
    const [summary, ...events] = await boguan(['jobs', String(id)], env);
    expect(summary).toMatchObject({ id, restarts: 1 });
    expect(events.map((e) => e.event)).toEqual(['started', 'resumed', 'finished']);
    const refused = await boguan(['jobs', 'x1'], env).catch((error: { code?: number }) => error);
    expect(refused).toMatchObject({ code: 64 });
  }, 60_000);
});
