import type { WeiboPost, WeiboRepost } from '@boguan/weibo/model';
import { describe, expect, it } from 'vitest';
import { createWorld } from '../src/world.js';

const START = new Date('2026-03-02T00:00:00+08:00');
const DAY = 86_400_000;
const END = new Date(START.getTime() + 12 * DAY);
const world = createWorld({ seed: 314, start: START, bloggers: 2000, cascadeCap: 5000, commentCap: 1500 });
const posts: WeiboPost[] = [...world.postsBetween(START, new Date(START.getTime() + 3 * DAY), { at: END })];
const spreading = posts
  .filter((p) => !p.deleted && p.reposts >= 40 && p.reposts <= 5000)
  .sort((a, b) => b.reposts - a.reposts)
  .slice(0, 30);

/** Problems found in a repost list read as a tree (empty when it is a valid tree). */
function treeProblems(root: WeiboPost, reposts: WeiboRepost[]): string[] {
  const seen = new Map<string, WeiboRepost>();
  const problems: string[] = [];
  for (const r of reposts) {
    if (r.rootMid !== root.mid) problems.push(`${r.mid}: root ${r.rootMid}`);
    const parent = r.parentMid === root.mid ? null : seen.get(r.parentMid ?? '');
    if (parent === undefined) problems.push(`${r.mid}: parent ${r.parentMid} not seen before`);
    const parentTime = parent ? parent.createdAt.getTime() : root.createdAt.getTime();
    if (r.createdAt.getTime() < parentTime) problems.push(`${r.mid}: earlier than its parent`);
    if (seen.has(r.mid)) problems.push(`${r.mid}: duplicate`);
    seen.set(r.mid, r);
  }
  return problems;
}

function subtreeSizes(root: WeiboPost, reposts: WeiboRepost[]): Map<string, number> {
  const sizes = new Map<string, number>();
  for (let i = reposts.length - 1; i >= 0; i--) {
    const r = reposts[i]!;
    const parent = r.parentMid ?? root.mid;
    sizes.set(parent, (sizes.get(parent) ?? 0) + (sizes.get(r.mid) ?? 0) + 1);
  }
  return sizes;
}

describe('repost cascades', () => {
  it('lists exactly as many reposts as the counter shows, at any time', () => {
    expect(spreading.length).toBe(30);
    for (const post of spreading.slice(0, 10)) {
      for (const hours of [1, 5, 30, 200]) {
        const t = new Date(post.createdAt.getTime() + hours * 3_600_000);
        expect(world.repostsOf(post.mid, t).length).toBe(world.postCountsAt(post.mid, t)!.reposts);
      }
    }
  });

  it('forms valid trees: every parent is the root or an earlier repost', () => {
    for (const post of spreading) {
      const reposts = world.repostsOf(post.mid, END);
      expect(reposts.length).toBe(post.reposts);
      expect(treeProblems(post, reposts)).toEqual([]);
    }
  });

  it('writes Weibo //@ chains naming the parent and quoting its text', () => {
    let chained = 0;
    for (const post of spreading.slice(0, 10)) {
      const reposts = world.repostsOf(post.mid, END);
      const byMid = new Map(reposts.map((r) => [r.mid, r]));
      for (const r of reposts) {
        if (r.parentMid === post.mid) {
          expect(r.text).not.toContain('//@');
          continue;
        }
        const parent = byMid.get(r.parentMid!)!;
        const parentName = world.userAt(parent.uid, r.createdAt)!.screenName;
        expect(r.text).toContain(`//@${parentName}:`);
        if (r.text.length < 280) expect(r.text.endsWith(parent.text)).toBe(true);
        chained++;
      }
    }
    expect(chained).toBeGreaterThan(50);
  });

  it('amplifies through big accounts: their reposts carry far larger subtrees', () => {
    const kol: number[] = [];
    const crowd: number[] = [];
    for (const post of spreading) {
      const reposts = world.repostsOf(post.mid, END);
      const sizes = subtreeSizes(post, reposts);
      for (const r of reposts) {
        const size = sizes.get(r.mid) ?? 0;
        const traits = world.bloggerTraits(r.uid);
        const followers = traits ? world.userAt(r.uid, r.createdAt)!.followers : 0;
        if (followers >= 100_000) kol.push(size);
        else crowd.push(size);
      }
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(kol.length).toBeGreaterThan(5);
    expect(mean(kol)).toBeGreaterThan(10 * mean(crowd));
  });

  it('amplifies along the follower graph: amplifiers follow the author and root big subtrees', () => {
    let amplified = 0;
    for (const post of spreading) {
      const amplifiers = world.amplifiersOf(post.mid);
      const reposts = world.repostsOf(post.mid, END);
      const sizes = subtreeSizes(post, reposts);
      for (const uid of amplifiers) {
        expect(world.follows(uid, post.uid)).toBe(true);
        const own = reposts.filter((r) => r.uid === uid);
        expect(own.length, `repost by amplifier ${uid}`).toBeGreaterThan(0);
        expect(Math.max(...own.map((r) => sizes.get(r.mid) ?? 0))).toBeGreaterThan(0);
        amplified++;
      }
    }
    expect(amplified).toBeGreaterThan(10);
  });

  it('thins cascades above the cap into a sparser tree over the whole life of the post', () => {
    const small = createWorld({ seed: 314, start: START, bloggers: 2000, cascadeCap: 300 });
    const big = posts.filter((p) => p.reposts > 3000)[0]!;
    expect(big).toBeDefined();
    const sample = small.repostsOf(big.mid, END);
    expect(sample.length).toBeGreaterThan(200);
    expect(sample.length).toBeLessThan(450);
    expect(treeProblems(big, sample)).toEqual([]);
    const span = sample.at(-1)!.createdAt.getTime() - sample[0]!.createdAt.getTime();
    expect(span).toBeGreaterThan(3 * 3_600_000);
    // The counter still tells the true total.
    expect(small.postCountsAt(big.mid, END)!.reposts).toBe(big.reposts);
  });
});

describe('comments and engagement', () => {
  it('lists comments matching the counter, with replies pointing at earlier comments', () => {
    for (const post of spreading.slice(0, 8)) {
      const comments = world.commentsOf(post.mid, END);
      expect(comments.length).toBe(post.comments <= 1500 ? post.comments : comments.length);
      const ids = new Set<string>();
      for (const c of comments) {
        expect(c.mid).toBe(post.mid);
        if (c.replyTo) {
          expect(ids.has(c.replyTo)).toBe(true);
          expect(c.text.startsWith('回复@')).toBe(true);
        }
        ids.add(c.id);
      }
    }
  });

  it('mixes positive, neutral and negative comments, souring on paid posts', () => {
    const tally = (sponsored: boolean) => {
      const moods = { positive: 0, neutral: 0, negative: 0 };
      const pool = posts.filter((p) => !p.deleted && p.comments >= 5 && /合作|广告|优惠码/.test(p.text) === sponsored);
      for (const p of pool.slice(0, 120)) for (const c of world.commentsWithMood(p.mid, END)) moods[c.mood]++;
      return moods;
    };
    const organic = tally(false);
    const paid = tally(true);
    for (const m of [organic, paid]) expect(Math.min(m.positive, m.neutral, m.negative)).toBeGreaterThan(10);
    const negShare = (m: typeof organic) => m.negative / (m.positive + m.neutral + m.negative);
    expect(negShare(paid)).toBeGreaterThan(negShare(organic) + 0.05);
    expect(organic.positive).toBeGreaterThan(organic.negative);
  });

  it('gives sponsored posts lower organic engagement than the same bloggers’ other posts', () => {
    const perAuthor = new Map<string, { paid: number[]; organic: number[] }>();
    for (const p of posts) {
      const row = perAuthor.get(p.uid) ?? { paid: [], organic: [] };
      (/合作|广告|优惠码/.test(p.text) && !/抽\d+位/.test(p.text) ? row.paid : row.organic).push(p.likes);
      perAuthor.set(p.uid, row);
    }
    let ratioSum = 0;
    let n = 0;
    for (const { paid, organic } of perAuthor.values()) {
      if (paid.length === 0 || organic.length < 3) continue;
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      ratioSum += Math.log((median(paid) + 1) / (median(organic) + 1));
      n++;
    }
    expect(n).toBeGreaterThan(20);
    expect(ratioSum / n).toBeLessThan(-0.1);
  });

  it('freezes a deleted post: counts and lists stop when it disappears', () => {
    const gone = posts.find((p) => p.deleted && p.likes > 20)!;
    expect(gone).toBeDefined();
    expect(gone.text).toBe('抱歉，此微博已被作者删除。');
    const later = world.postCountsAt(gone.mid, new Date(END.getTime() + 30 * DAY))!;
    expect(later).toEqual({ reposts: gone.reposts, comments: gone.comments, likes: gone.likes });
    expect(world.repostsOf(gone.mid, END).length).toBe(gone.reposts);
  });
});
