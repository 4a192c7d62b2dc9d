import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PropagationResult, Spread } from '@boguan/contracts/propagation.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRepostsJsonl } from '../../src/modules/weibo-data/importers.js';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { postsWithReposts, registerPropagation } from './propagation-support.js';

/*
 * The report's propagation figures equal `boguan analyze propagation` on the same repost file: for
 * real reposts (fixtures/) and for simulated cascades, imported with the reposts-jsonl importer or
 * collected by the job from the source and written out again.
 */

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const FIXTURES = path.join(import.meta.dirname, 'fixtures');

interface CliOutput {
  root: string;
  nodes: number;
  depth: number;
  levels: number[];
  maxBreadth: number;
  keySpreaders: { mid: string; uid: string; level: number; directReposts: number; descendants: number }[];
  coverage: number;
  kols: unknown[];
  curve: { start: string; count: number; cumulative: number }[];
  tippingPoint: { start: string; count: number; cumulative: number; bucket: number } | null;
  orphans: string[];
  detached: number;
  duplicates: string[];
}

/** `npm run boguan -- analyze propagation <file> --root <mid>` as a user runs it. */
async function analyzeFile(file: string, root: string): Promise<CliOutput> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'apps/server/src/cli/main.ts'), 'analyze', 'propagation', file, '--root', root],
    { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'silent' }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as CliOutput;
}

const instant = (chinaTime: string) => Date.parse(`${chinaTime.replace(' ', 'T')}+08:00`);
/** The CLI writes times to the second in China time; the report to the second too. */
const second = (iso: string) => Math.floor(Date.parse(iso) / 1000) * 1000;

/** Every figure the file determines, from the report and from the CLI, side by side. */
function figures(spread: Spread) {
  return {
    nodes: spread.summary.nodes,
    depth: spread.summary.depth,
    levels: spread.levels.map((l) => l.count),
    maxBreadth: spread.summary.max_breadth,
    keySpreaders: spread.key_spreaders.map((k) => [k.mid, k.uid, k.level, k.direct_reposts, k.descendants]),
    curve: spread.curve.map((p) => [instant(p.time), p.count, p.cumulative]),
    tippingPoint: spread.tipping_point && [
      instant(spread.tipping_point.time),
      spread.tipping_point.count,
      spread.tipping_point.cumulative,
      spread.tipping_point.bucket,
    ],
    orphans: spread.summary.orphans,
    detached: spread.summary.detached,
    duplicates: spread.summary.duplicates,
  };
}
function cliFigures(cli: CliOutput) {
  return {
    nodes: cli.nodes,
    depth: cli.depth,
    levels: cli.levels,
    maxBreadth: cli.maxBreadth,
    keySpreaders: cli.keySpreaders.map((k) => [k.mid, k.uid, k.level, k.directReposts, k.descendants]),
    // The report leaves out hours without reposts (their cumulative is the hour before's).
    curve: cli.curve.filter((b) => b.count > 0).map((b) => [second(b.start), b.count, b.cumulative]),
    tippingPoint: cli.tippingPoint && [
      second(cli.tippingPoint.start),
      cli.tippingPoint.count,
      cli.tippingPoint.cumulative,
      cli.tippingPoint.bucket,
    ],
    orphans: cli.orphans.length,
    detached: cli.detached,
    duplicates: cli.duplicates.length,
  };
}

describe('propagation report = boguan analyze propagation on the same file', () => {
  let t: DemoApp;
  let token: string;
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'boguan-propagation-'));

  /** Submits an analysis, runs its job and answers the report. */
  const analyse = async (url: string, mode: 'collect' | 'stored'): Promise<Spread> => {
    const submitted = await post<{ id: number }>(t.app, '/api/crawling/submit', { url, mode }, token);
    expect(submitted.code, submitted.msg).toBe(1);
    await t.runner.drain();
    const answer = await post<PropagationResult>(t.app, '/api/crawling/result', { id: submitted.data.id }, token);
    expect(answer.code, answer.msg).toBe(1);
    return answer.data.spread;
  };

  beforeAll(async () => {
    t = await createDemoApp({ seed: 'propagation-equal', bloggers: 30, days: 4 });
    registerPropagation(t);
    token = (await createUser(t, { level: 40 })).token;
  }, 180_000);
  afterAll(async () => {
    rmSync(scratch, { recursive: true, force: true });
    await t?.close();
  });

  for (const root of ['4645748019299849', '4655757364823177']) {
    it(`real reposts of ${root}: imported, analysed from storage, every figure equal`, async () => {
      const file = path.join(FIXTURES, `real-reposts-${root}.jsonl`);
      await importRepostsJsonl(t.ctx.db, readFileSync(file, 'utf8'), { now: t.clock.now(), rootMid: root });
      const [spread, cli] = await Promise.all([analyse(root, 'stored'), analyzeFile(file, root)]);
      expect(figures(spread)).toEqual(cliFigures(cli));
      // No profiles come with a file: coverage and KOLs are empty on both sides, and the root is unknown.
      expect([spread.summary.coverage, spread.kols]).toEqual([cli.coverage, cli.kols]);
      expect(spread.root).toMatchObject({ mid: root, stored: false });
      expect(spread.demo).toBe(false);
    }, 120_000);
  }

  it('a simulated cascade written to a file, imported and analysed, equals the CLI on that file', async () => {
    const [mid] = await postsWithReposts(t, 40, 1);
    const reposts = t.world.repostsOf(mid!, t.clock.now());
    // The world's own ids, a new root so this copy does not mix with the stored demo post.
    const root = `9${mid!.slice(1)}`;
    const lines = reposts.map((r) =>
      JSON.stringify({
        mid: `9${r.mid.slice(1)}`,
        uid: r.uid,
        parent: r.parentMid === null || r.parentMid === mid ? '' : `9${r.parentMid.slice(1)}`,
        root,
        text: r.text,
        date: r.createdAt.getTime(),
      }),
    );
    const file = path.join(scratch, 'simulated.jsonl');
    writeFileSync(file, `${lines.join('\n')}\n`);
    await importRepostsJsonl(t.ctx.db, readFileSync(file, 'utf8'), { now: t.clock.now(), rootMid: root });
    const [spread, cli] = await Promise.all([analyse(root, 'stored'), analyzeFile(file, root)]);
    expect(spread.summary.nodes).toBe(reposts.length);
    expect(figures(spread)).toEqual(cliFigures(cli));
  }, 120_000);

  it('a cascade the job collected from the source equals the CLI on the stored reposts written out', async () => {
    const [mid] = await postsWithReposts(t, 40, 1);
    const spread = await analyse(mid!, 'collect');
    const stored = await t.ctx.db
      .selectFrom('weibo_reposts')
      .select(['mid', 'parent_mid', 'uid', 'created_at'])
      .where('root_mid', '=', mid!)
      .execute();
    const file = path.join(scratch, 'collected.jsonl');
    writeFileSync(
      file,
      stored
        .map((r) =>
          JSON.stringify({ mid: r.mid, uid: r.uid, parent: r.parent_mid ?? '', date: r.created_at.getTime() }),
        )
        .join('\n'),
    );
    const cli = await analyzeFile(file, mid!);
    expect(spread.summary.nodes).toBeGreaterThanOrEqual(40);
    expect(figures(spread)).toEqual(cliFigures(cli));
  }, 120_000);
});
