import { chinaDate } from '@boguan/contracts/china-time';
import { hashtagOf } from '@boguan/contracts/topic-name';
import { runTopicAnalysisTask, TOPIC_ANALYSIS_JOB } from '../../src/modules/topic-analysis/topic-analysis.job.js';
import type { DemoApp } from '../support/demo-world.js';

/** Registers the topic-analysis job on a demo app's runner (the demo world registers the blogger tools only). */
export function registerTopicAnalysis(t: DemoApp): void {
  t.runner.register(TOPIC_ANALYSIS_JOB, (payload, { progress }) =>
    runTopicAnalysisTask(t.ctx, Number(payload.task_id), progress),
  );
}

/**
 * Topics of the demo world with the most posts in its history, most first: what a member would
 * analyse. Read from the world itself (the same posts the source answers), so the test never
 * depends on what other tests stored.
 */
export function busyTopics(t: DemoApp, count: number): string[] {
  const now = t.clock.now();
  const posts = t.world.searchPosts('#', t.world.start, now, { limit: 100_000, at: now });
  const counts = new Map<string, number>();
  for (const post of posts)
    for (const match of post.text.matchAll(/#([^#\s][^#]*)#/gu)) {
      const name = match[1]!.trim();
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  const ranked = [...counts.entries()]
    .filter(([name]) => t.world.topicAt(name, now) !== null && name.length <= 50)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([name]) => name);
  if (ranked.length < count) throw new Error(`fewer than ${count} demo topics with posts`);
  return ranked.slice(0, count);
}

/** The China dates from the world's first day to today: the widest range the source can give. */
export function worldRange(t: DemoApp): { start_date: string; end_date: string } {
  return { start_date: chinaDate(t.world.start), end_date: chinaDate(t.clock.now()) };
}

/** The hashtag as posts carry it. */
export const tagOf = (name: string) => hashtagOf(name);
