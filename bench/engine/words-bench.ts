import { createWorld } from '@boguan/simulator/world';
import { wordFrequencies } from '@boguan/weibo/text/keywords';
import { getJieba } from '@boguan/weibo/text/segmenter';
import { report } from '../lib/report.js';
import { envInt, fmt, progress, timed } from './measure.js';

const ROUNDS = 3;

/** Post texts of the demo-sized world (the default 3000 bloggers), oldest first. */
function simulatorTexts(count: number): string[] {
  const start = new Date('2025-02-01T00:00:00+08:00');
  const world = createWorld({ seed: 2, start });
  const texts: string[] = [];
  for (const post of world.postsBetween(start, new Date(start.getTime() + 120 * 86_400_000))) {
    texts.push(post.text);
    if (texts.length >= count) break;
  }
  return texts;
}

/** Figure 2: the word-cloud pipeline against bare jieba cutting of the same texts. */
export async function wordsFigure(): Promise<void> {
  const count = envInt('BENCH_WORD_POSTS', 100_000);
  const texts = (await timed(() => simulatorTexts(count))).value;
  const bytes = texts.reduce((sum, t) => sum + Buffer.byteLength(t), 0);
  progress(`word frequencies over ${texts.length} texts (${fmt(bytes / 1e6)} MB)`);
  const jieba = getJieba();
  // Warm-up outside the timing: the dictionaries load on first use.
  wordFrequencies(texts.slice(0, 1000));

  const bareCut = () => {
    let tokens = 0;
    for (const text of texts) tokens += jieba.cut(text, false).length;
    return tokens;
  };
  const bareMs: number[] = [];
  const pipelineMs: number[] = [];
  let top = '';
  for (let round = 0; round < ROUNDS; round += 1) {
    const bare = await timed(bareCut);
    const pipeline = await timed(() => wordFrequencies(texts));
    bareMs.push(bare.ms);
    pipelineMs.push(pipeline.ms);
    top = pipeline.value
      .slice(0, 5)
      .map((w) => `${w.word}×${w.count}`)
      .join(' ');
    progress(
      `words round ${round + 1}: bare cut ${fmt(bare.ms)} ms (${bare.value} tokens), pipeline ${fmt(pipeline.ms)} ms`,
    );
  }
  const bare = Math.min(...bareMs);
  const pipeline = Math.min(...pipelineMs);
  report({
    bench: 'engine',
    name: `word frequencies of ${texts.length} posts / bare jieba cut`,
    value: bare / pipeline,
    unit: 'ratio',
    goal: 0.6,
    better: 'higher',
    note:
      `pipeline ${fmt(pipeline)} ms, bare cut ${fmt(bare)} ms (${fmt(bytes / 1e6 / (bare / 1000))} MB/s); ` +
      `best of ${ROUNDS}; top: ${top}`,
  });
}
