import { describe, expect, it } from 'vitest';
import { analyzeCascade, analyzePropagation } from '../../src/analytics/propagation.js';
import {
  buildRepostTree,
  countDescendants,
  largestBranches,
  MISSING,
  pathFromRoot,
  ROOT,
} from '../../src/analytics/repost-tree.js';

const t = (h: number, m: number) => new Date(Date.UTC(2025, 5, 1, h, m));
const r = (mid: string, parentMid: string | null, uid: string, at: Date) => ({ mid, parentMid, uid, createdAt: at });

/*
 * Hand-built cascade under root R (posted 00:00 by u0):
 *   R ─ a(u1) ─ b(u2) ─ d(u4)        level 1: a, e            (2)
 *     │       └ c(u3)                level 2: b, c, f, k      (4)
 *     └ e(u5) ─ f(u2)                level 3: d               (1)
 *             └ k(u10)
 *   g → parent "x" (missing): orphan; h under g; i ↔ j a cycle; a second "a" is a duplicate.
 */
const reposts = [
  r('a', null, 'u1', t(0, 10)),
  r('b', 'a', 'u2', t(0, 20)),
  r('c', 'a', 'u3', t(0, 30)),
  r('d', 'b', 'u4', t(1, 5)),
  r('e', 'R', 'u5', t(1, 10)),
  r('f', 'e', 'u2', t(1, 40)),
  r('k', 'e', 'u10', t(1, 50)),
  r('g', 'x', 'u6', t(1, 20)),
  r('h', 'g', 'u7', t(1, 30)),
  r('i', 'j', 'u8', t(2, 0)),
  r('j', 'i', 'u9', t(2, 0)),
  r('a', null, 'u99', t(3, 0)),
];
const followers: Record<string, number> = {
  u0: 1000,
  u1: 200_000,
  u2: 50,
  u3: 10,
  u4: 0,
  u5: 150_000,
  u10: 5,
  u6: 1e6,
};

describe('repost tree', () => {
  it('links parents, marks missing ones, and orders reachable records breadth-first', () => {
    const tree = buildRepostTree(reposts, 'R');
    const mid = (i: number) => tree.records[i]!.mid;
    expect(Array.from(tree.order, mid)).toEqual(['a', 'e', 'b', 'c', 'f', 'k', 'd']);
    expect(tree.parent[0]).toBe(ROOT);
    expect(tree.parent[7]).toBe(MISSING);
    // Only records reachable from the root count: g (detached, index 7) drives h but scores 0.
    expect(Array.from(countDescendants(tree))).toEqual([3, 1, 0, 0, 2, 0, 0, 0, 0, 0, 0]);
    expect(tree.duplicates).toEqual(['a']);
  });

  it('walks the path from the first repost under the root down to a record; none for a detached one', () => {
    const tree = buildRepostTree(reposts, 'R');
    const at = (mid: string) => tree.records.findIndex((x) => x.mid === mid);
    const mids = (path: number[]) => path.map((i) => tree.records[i]!.mid);
    expect(mids(pathFromRoot(tree, at('d')))).toEqual(['a', 'b', 'd']);
    expect(mids(pathFromRoot(tree, at('k')))).toEqual(['e', 'k']);
    expect(mids(pathFromRoot(tree, at('a')))).toEqual(['a']);
    expect(pathFromRoot(tree, at('h'))).toEqual([]);
    expect(pathFromRoot(tree, at('i'))).toEqual([]);
  });

  it('picks the largest branches first (then lower level, earlier), a tree whose parents come first', () => {
    const tree = buildRepostTree(reposts, 'R');
    const descendants = countDescendants(tree);
    const mids = (picked: number[]) => picked.map((i) => tree.records[i]!.mid);
    // a (3 below), e (2), b (1); then the leaves of level 2 by time: c 00:30, f 01:40, k 01:50; then d.
    expect(mids(largestBranches(tree, descendants, 4))).toEqual(['a', 'e', 'b', 'c']);
    expect(mids(largestBranches(tree, descendants, 100))).toEqual(['a', 'e', 'b', 'c', 'f', 'k', 'd']);
    expect(largestBranches(tree, descendants, 0)).toEqual([]);
    // Detached records (g, h, the i-j cycle) are never drawn.
    const picked = largestBranches(tree, descendants, 100);
    for (const [k, i] of picked.entries()) {
      const parent = tree.parent[i]!;
      if (parent >= 0) expect(picked.indexOf(parent)).toBeLessThan(k);
    }
  });
});

describe('analyzePropagation (hand-computed)', () => {
  const result = analyzePropagation(reposts, {
    rootMid: 'R',
    rootUid: 'u0',
    rootCreatedAt: t(0, 0),
    followersOf: (uid) => followers[uid],
    topK: 3,
  });

  it('counts nodes, depth, levels and breadth', () => {
    expect(result).toMatchObject({ root: 'R', nodes: 7, depth: 3, levels: [2, 4, 1], maxBreadth: 4 });
  });

  it('ranks key spreaders by the reposts they drove', () => {
    expect(result.keySpreaders).toEqual([
      { mid: 'a', uid: 'u1', level: 1, directReposts: 2, descendants: 3, followers: 200_000 },
      { mid: 'e', uid: 'u5', level: 1, directReposts: 2, descendants: 2, followers: 150_000 },
      { mid: 'b', uid: 'u2', level: 2, directReposts: 1, descendants: 1, followers: 50 },
    ]);
  });

  it('sums coverage over distinct accounts (u2 reposted twice, counted once) and lists KOLs', () => {
    // 1000 (root author) + 200000 + 50 + 10 + 0 + 150000 + 5; u6 (orphan) is not reached.
    expect(result.coverage).toBe(351_065);
    expect(result.kols).toEqual([
      { uid: 'u1', followers: 200_000, mid: 'a' },
      { uid: 'u5', followers: 150_000, mid: 'e' },
    ]);
  });

  it('builds the hourly curve and finds the tipping point (bucket with the most reposts)', () => {
    expect(result.curve.map((b) => [b.start.toISOString(), b.count, b.cumulative])).toEqual([
      ['2025-06-01T00:00:00.000Z', 3, 3],
      ['2025-06-01T01:00:00.000Z', 4, 7],
    ]);
    expect(result.tippingPoint).toMatchObject({ bucket: 1, count: 4, cumulative: 7 });
  });

  it('reports orphans, detached records and duplicates', () => {
    expect(result.orphans).toEqual(['g']);
    expect(result.detached).toBe(4);
    expect(result.duplicates).toEqual(['a']);
  });

  it('keeps the tree and the descendant counts it built (analyzeCascade)', () => {
    const kept = analyzeCascade(reposts, {
      rootMid: 'R',
      rootUid: 'u0',
      followersOf: (uid) => followers[uid],
      topK: 3,
    });
    expect(kept.result.keySpreaders).toEqual(result.keySpreaders);
    expect(kept.tree.order.length).toBe(kept.result.nodes);
    expect(Array.from(kept.descendants)).toEqual(Array.from(countDescendants(kept.tree)));
  });

  it('handles an empty cascade', () => {
    const empty = analyzePropagation([], { rootMid: 'R' });
    expect(empty).toMatchObject({
      nodes: 0,
      depth: 0,
      levels: [],
      maxBreadth: 0,
      coverage: 0,
      tippingPoint: null,
      curve: [],
    });
  });
});

describe('large cascades (iterative, no recursion)', () => {
  it('walks a 100,000-deep chain', () => {
    const chain = Array.from({ length: 100_000 }, (_, i) => r(`m${i}`, i === 0 ? null : `m${i - 1}`, `u${i}`, t(0, 0)));
    const result = analyzePropagation(chain, { rootMid: 'R', topK: 1 });
    expect(result.nodes).toBe(100_000);
    expect(result.depth).toBe(100_000);
    expect(result.keySpreaders[0]).toMatchObject({ mid: 'm0', descendants: 99_999 });
  });

  it('walks a 100,000-node bushy tree', () => {
    // Node i reposts from node floor((i - 1) / 10): a 10-ary tree.
    const bushy = Array.from({ length: 100_000 }, (_, i) =>
      r(`m${i}`, i === 0 ? null : `m${Math.floor((i - 1) / 10)}`, `u${i % 5000}`, t(0, i % 60)),
    );
    const result = analyzePropagation(bushy, { rootMid: 'R' });
    expect(result.levels).toEqual([1, 10, 100, 1000, 10_000, 88_889]);
    expect(result.maxBreadth).toBe(88_889);
  });
});
