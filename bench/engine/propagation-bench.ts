import { analyzePropagation } from '@boguan/weibo/analytics/propagation';
import { buildRepostTree } from '@boguan/weibo/analytics/repost-tree';
import { report } from '../lib/report.js';
import { generateCascade } from './cascade.js';
import { envInt, fmt, median, progress, timed } from './measure.js';

const RUNS = 5;

/**
 * Figure 3: every propagation metric of one 100k-repost cascade (tree, levels, key spreaders,
 * coverage, KOLs, time curve), with the bare tree build beside it. Median of RUNS after a warm-up.
 */
export async function propagationFigure(): Promise<void> {
  const size = envInt('BENCH_TREE_NODES', 100_000);
  const cascade = generateCascade(size, 3, new Date('2025-03-02T02:00:00Z'));
  const followersOf = (uid: string) => cascade.followers.get(uid);
  const options = {
    rootMid: cascade.rootMid,
    rootUid: cascade.rootUid,
    rootCreatedAt: cascade.rootCreatedAt,
    followersOf,
  };
  // Warm-up: the first call pays for compiling the hot loops.
  const shape = analyzePropagation(cascade.reposts, options);
  buildRepostTree(cascade.reposts, cascade.rootMid);
  if (shape.nodes !== size) throw new Error(`expected ${size} connected reposts, got ${shape.nodes}`);

  const analyzeMs: number[] = [];
  const buildMs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    buildMs.push((await timed(() => buildRepostTree(cascade.reposts, cascade.rootMid))).ms);
    analyzeMs.push((await timed(() => analyzePropagation(cascade.reposts, options))).ms);
  }
  const hub = shape.keySpreaders[0];
  progress(
    `tree: depth ${shape.depth}, widest level ${shape.maxBreadth}, biggest hub ${hub?.descendants ?? 0} ` +
      `descendants, ${shape.kols.length} KOLs; analyze runs ${analyzeMs.map((ms) => fmt(ms)).join(', ')} ms`,
  );
  report({
    bench: 'engine',
    name: `propagation metrics of a ${size}-repost tree`,
    value: median(analyzeMs),
    unit: 'ms',
    goal: 1000,
    better: 'lower',
    note:
      `tree build alone ${fmt(median(buildMs))} ms; depth ${shape.depth}, max breadth ${shape.maxBreadth}, ` +
      `top hub ${hub?.directReposts ?? 0} direct / ${hub?.descendants ?? 0} total; median of ${RUNS}`,
  });
}
