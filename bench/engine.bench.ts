// `npm run bench engine`: the data engine. Each figure has its baseline measured in the same run
// (bare INSERT, bare jieba cut, bare tree build) or is a latency with its goal; sizes come from
// BENCH_REPOSTS, BENCH_WORD_POSTS, BENCH_TREE_NODES, BENCH_POSTS and BENCH_BLOGGERS.
import { freshPglite, freshPostgres } from './engine/databases.js';
import { importFigure, repostLinesInput } from './engine/import-bench.js';
import { fmt, progress } from './engine/measure.js';
import { propagationFigure } from './engine/propagation-bench.js';
import { scaleFigures } from './engine/scale-bench.js';
import { sentimentFigures } from './engine/sentiment-bench.js';
import { wordsFigure } from './engine/words-bench.js';

async function importFigures(): Promise<void> {
  const input = repostLinesInput();
  progress(`repost lines: ${input.rows.length} lines, ${fmt(input.lines.length / 1e6)} M characters`);
  const pg = await freshPostgres('boguan_bench_reposts');
  if (pg) {
    try {
      await importFigure(pg, input);
    } finally {
      await pg.dispose();
    }
  }
  const pglite = await freshPglite();
  try {
    await importFigure(pglite, input);
  } finally {
    await pglite.dispose();
  }
}

export async function engineBench(): Promise<void> {
  const t0 = performance.now();
  const step = async (name: string, run: () => Promise<void>) => {
    progress(`── ${name} (${fmt((performance.now() - t0) / 1000, 0)} s in)`);
    await run();
  };
  await step('word frequencies', wordsFigure);
  await step('sentiment', sentimentFigures);
  await step('propagation metrics', propagationFigure);
  await step('repost import', importFigures);
  await step('ranking and search at scale', scaleFigures);
  progress(`engine bench done in ${fmt((performance.now() - t0) / 1000, 0)} s`);
}
