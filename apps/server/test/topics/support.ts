import type { World } from '@boguan/simulator/world';

const HOUR = 3_600_000;

/**
 * The hashtags posts of the demo world carried in the `hours` before `now`, most used first (ties by
 * name), by their bare names.
 */
export function busiestTopics(world: World, now: Date, hours = 24): string[] {
  const posts = world.searchPosts('#', new Date(now.getTime() - hours * HOUR), now, { limit: 2000, at: now });
  const counts = new Map<string, number>();
  for (const p of posts) {
    for (const m of p.text.matchAll(/#([^#\s][^#]*)#/gu)) counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
  }
  const names = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([name]) => name);
  if (names.length === 0) throw new Error('no hashtag in the demo world');
  return names;
}

/** The hashtag most posts of the last day carry in the demo world. */
export function busiestTopic(t: { world: World; clock: { now(): Date } }, hours = 24): string {
  return busiestTopics(t.world, t.clock.now(), hours)[0] as string;
}
