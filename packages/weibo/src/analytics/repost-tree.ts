import type { WeiboRepost } from '../model.js';

export type RepostRecord = Pick<WeiboRepost, 'mid' | 'parentMid' | 'uid' | 'createdAt'>;

/** Parent slot of a record whose parent is the root. */
export const ROOT = -1;
/** Parent slot of a record whose parent is not in the set. */
export const MISSING = -2;

/**
 * A repost cascade as flat typed arrays (no objects per node, no recursion): record i has parent
 * parent[i] (an index, ROOT or MISSING), its children are childList[childStart[i] .. childStart[i+1]),
 * the root's children are at slot n. `order` lists the records reachable from the root breadth-first;
 * level[i] is 1 for a direct repost of the root (0 when unreachable).
 */
export interface RepostTree {
  records: RepostRecord[];
  parent: Int32Array;
  childStart: Int32Array;
  childList: Int32Array;
  order: Int32Array;
  level: Int32Array;
  /** Records whose parent mid is absent from the set. */
  orphans: number[];
  /** Mids that appeared more than once; the first record is kept. */
  duplicates: string[];
}

/**
 * Builds the tree from parent links in O(n). A null parent, or one equal to `rootMid`, is a direct
 * repost of the root. Records in a cycle or under an orphan are kept out of `order`.
 */
export function buildRepostTree(input: readonly RepostRecord[], rootMid: string): RepostTree {
  const index = new Map<string, number>();
  const records: RepostRecord[] = [];
  const duplicates: string[] = [];
  for (const record of input) {
    if (record.mid === rootMid || index.has(record.mid)) {
      duplicates.push(record.mid);
      continue;
    }
    index.set(record.mid, records.length);
    records.push(record);
  }
  const n = records.length;
  const parent = new Int32Array(n);
  const childCount = new Int32Array(n + 1);
  const orphans: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const p = records[i]!.parentMid;
    if (p === null || p === '' || p === rootMid) {
      parent[i] = ROOT;
      childCount[n]! += 1;
      continue;
    }
    const at = index.get(p);
    if (at === undefined) {
      parent[i] = MISSING;
      orphans.push(i);
    } else {
      parent[i] = at;
      childCount[at]! += 1;
    }
  }
  const childStart = new Int32Array(n + 2);
  for (let s = 0; s <= n; s += 1) childStart[s + 1] = childStart[s]! + childCount[s]!;
  const fill = childStart.slice(0, n + 1);
  const childList = new Int32Array(childStart[n + 1]!);
  for (let i = 0; i < n; i += 1) {
    const p = parent[i]!;
    if (p === MISSING) continue;
    const slot = p === ROOT ? n : p;
    childList[fill[slot]!] = i;
    fill[slot]! += 1;
  }
  // Breadth-first from the root; the queue doubles as the visiting order.
  const queue = new Int32Array(n);
  const level = new Int32Array(n);
  let tail = 0;
  for (let c = childStart[n]!; c < childStart[n + 1]!; c += 1) {
    const child = childList[c]!;
    level[child] = 1;
    queue[tail++] = child;
  }
  for (let head = 0; head < tail; head += 1) {
    const node = queue[head]!;
    for (let c = childStart[node]!; c < childStart[node + 1]!; c += 1) {
      const child = childList[c]!;
      level[child] = level[node]! + 1;
      queue[tail++] = child;
    }
  }
  return { records, parent, childStart, childList, order: queue.subarray(0, tail), level, orphans, duplicates };
}

/** Descendants (reposts driven, at any depth) of every record, from one reverse pass over `order`. */
export function countDescendants(tree: RepostTree): Int32Array {
  const descendants = new Int32Array(tree.records.length);
  for (let k = tree.order.length - 1; k >= 0; k -= 1) {
    const node = tree.order[k]!;
    const p = tree.parent[node]!;
    if (p >= 0) descendants[p]! += descendants[node]! + 1;
  }
  return descendants;
}

/** The records from the first repost under the root down to `i` (i last); empty when `i` is detached. */
export function pathFromRoot(tree: RepostTree, i: number): number[] {
  if (tree.level[i] === 0) return [];
  const path: number[] = [];
  for (let at = i; at >= 0; at = tree.parent[at]!) path.push(at);
  return path.reverse();
}

/**
 * The `max` connected records with the most descendants (then lower level, earlier, smaller mid),
 * in that order. A parent has more descendants than any child, so the parents of every record
 * taken come before it: the selection is itself a tree, its largest branches first.
 */
export function largestBranches(tree: RepostTree, descendants: Int32Array, max: number): number[] {
  const { records, level } = tree;
  const times = new Float64Array(records.length);
  for (const node of tree.order) times[node] = records[node]!.createdAt.getTime();
  const picked = Array.from(tree.order);
  picked.sort(
    (a, b) =>
      descendants[b]! - descendants[a]! ||
      level[a]! - level[b]! ||
      times[a]! - times[b]! ||
      (records[a]!.mid < records[b]!.mid ? -1 : 1),
  );
  return picked.slice(0, Math.max(0, max));
}
