import { describe, expect, it } from 'vitest';
import { createWorld } from '../src/world.js';

const START = new Date('2026-03-02T00:00:00+08:00');
const HOUR = 3_600_000;
const at = (hours: number) => new Date(START.getTime() + hours * HOUR);

function snapshot(seed: number | string) {
  const world = createWorld({ seed, start: START, bloggers: 800, cascadeCap: 3000, commentCap: 500 });
  const uids = world.bloggerUids();
  const posts = [...world.postsBetween(at(0), at(24))];
  const busiest = posts.reduce((best, p) => (p.reposts > best.reposts ? p : best));
  return {
    uids,
    users: uids.slice(0, 50).map((uid) => world.userAt(uid, at(100))),
    posts,
    reposts: world.repostsOf(busiest.mid, at(72)),
    comments: world.commentsOf(busiest.mid, at(72)),
    hot: world.hotSearchAt(at(30)),
    followers: world.followerSample(uids[100]!, 50),
  };
}

describe('determinism', () => {
  it('builds the identical world from the same seed', () => {
    const a = snapshot(7);
    const b = snapshot(7);
    expect(b.uids).toEqual(a.uids);
    expect(b.users).toEqual(a.users);
    expect(b.posts).toEqual(a.posts);
    expect(b.reposts).toEqual(a.reposts);
    expect(b.comments).toEqual(a.comments);
    expect(b.hot).toEqual(a.hot);
    expect(b.followers).toEqual(a.followers);
    expect(a.posts.length).toBeGreaterThan(500);
    expect(a.reposts.length).toBeGreaterThan(0);
  });

  it('builds a different world from a different seed', () => {
    const a = snapshot(7);
    const b = snapshot(8);
    expect(b.uids).not.toEqual(a.uids);
    expect(b.posts.map((p) => p.text)).not.toEqual(a.posts.map((p) => p.text));
    expect(b.hot.map((e) => e.word)).not.toEqual(a.hot.map((e) => e.word));
  });

  it('accepts string seeds and treats them like any other seed', () => {
    const a = createWorld({ seed: 'boguan-demo', start: START, bloggers: 200 });
    const b = createWorld({ seed: 'boguan-demo', start: START, bloggers: 200 });
    const c = createWorld({ seed: 'boguan-demo2', start: START, bloggers: 200 });
    expect(b.bloggerUids()).toEqual(a.bloggerUids());
    expect(c.bloggerUids()).not.toEqual(a.bloggerUids());
  });

  it('answers the same question the same way whatever was asked before (no hidden state)', () => {
    const cold = createWorld({ seed: 11, start: START, bloggers: 600 });
    const warm = createWorld({ seed: 11, start: START, bloggers: 600 });
    // Warm one up with unrelated questions first, in a scrambled order.
    warm.hotSearchAt(at(50));
    for (const uid of warm.bloggerUids().slice(0, 30).reverse()) warm.timeline(uid, at(0), at(80));
    const day = [...warm.postsBetween(at(24), at(48))];
    const target = day[Math.floor(day.length / 2)]!;
    warm.repostsOf(day[3]!.mid, at(90));
    expect(cold.postAt(target.mid, at(60))).toEqual(warm.postAt(target.mid, at(60)));
    expect(cold.repostsOf(target.mid, at(60))).toEqual(warm.repostsOf(target.mid, at(60)));
    expect(cold.hotSearchAt(at(40))).toEqual(warm.hotSearchAt(at(40)));
    expect(cold.topicAt(target.text.match(/#([^#]+)#/)?.[1] ?? '美食', at(60))).toEqual(
      warm.topicAt(target.text.match(/#([^#]+)#/)?.[1] ?? '美食', at(60)),
    );
  });

  it('reads a topic at many instants at once as it reads it at each alone, births before and after included', () => {
    const series = createWorld({ seed: 13, start: START, bloggers: 300 });
    const single = createWorld({ seed: 13, start: START, bloggers: 300 });
    const names = new Set<string>(['美食']);
    for (const hour of [6, 30, 54, 78]) for (const e of series.hotSearchAt(at(hour))) if (!e.isAd) names.add(e.word);
    const instants = Array.from({ length: 40 }, (_, i) => at(i * 3));
    let born = 0;
    for (const name of [...names].slice(0, 120)) {
      const many = series.topicSeries(name, instants);
      // Asked newest first on another world: no answer may depend on what was asked before.
      const one = [...instants]
        .reverse()
        .map((instant) => single.topicAt(name, instant))
        .reverse();
      expect(many).toEqual(one);
      if (many[0] === null && many.at(-1) !== null) born += 1;
    }
    // Some of the names are born within the span, so the series holds nulls before a birth.
    expect(born).toBeGreaterThan(0);
  });

  it('regenerates a post from its mid exactly as the stream produced it', () => {
    const world = createWorld({ seed: 5, start: START, bloggers: 500 });
    const streamed = [...world.postsBetween(at(10), at(34), { at: at(40) })];
    expect(streamed.length).toBeGreaterThan(200);
    for (const post of streamed.filter((_, i) => i % 25 === 0)) {
      expect(world.postAt(post.mid, at(40))).toEqual(post);
    }
  });

  it('keeps its world independent of the wall clock', () => {
    const world = createWorld({ seed: 3, start: START, bloggers: 300 });
    const first = world.hotSearchAt(at(12));
    const again = world.hotSearchAt(new Date(at(12).getTime() + 59_000));
    // Same minute, same list: the list is a function of the minute, not of when it is asked.
    expect(again).toEqual(first);
  });
});
