import { buildRepostTree, countDescendants, type RepostRecord, type RepostTree } from './repost-tree.js';

export interface PropagationOptions {
  rootMid: string;
  /** Author of the original: counted in coverage, never as a participant. */
  rootUid?: string;
  /** Start of the time curve; defaults to the earliest repost. */
  rootCreatedAt?: Date;
  followersOf?: (uid: string) => number | undefined;
  /** Followers from which a participant counts as a KOL (default 100,000). */
  kolThreshold?: number;
  /** How many key spreaders to return (default 10). */
  topK?: number;
  /** Width of a time-curve bucket (default one hour). */
  bucketMs?: number;
}

export interface KeySpreader {
  mid: string;
  uid: string;
  level: number;
  /** Reposts made directly from this repost. */
  directReposts: number;
  /** Reposts at any depth under this repost. */
  descendants: number;
  followers: number;
}

export interface CurveBucket {
  start: Date;
  count: number;
  cumulative: number;
}

export interface PropagationResult {
  root: string;
  /** Reposts connected to the root (root excluded). */
  nodes: number;
  depth: number;
  /** levels[i] = reposts at level i + 1; a direct repost of the root is level 1. */
  levels: number[];
  maxBreadth: number;
  keySpreaders: KeySpreader[];
  /** Sum of followers of the distinct accounts reached: the root author and every reposter. */
  coverage: number;
  /** Distinct reposters with at least kolThreshold followers, most followed first. */
  kols: { uid: string; followers: number; mid: string }[];
  curve: CurveBucket[];
  /** The bucket with the most reposts: where the cumulative curve rises fastest (its inflection). */
  tippingPoint: (CurveBucket & { bucket: number }) | null;
  /** Mids of records whose parent is missing from the set. */
  orphans: string[];
  /** Records not connected to the root: orphans, everything under them, and cycles. */
  detached: number;
  duplicates: string[];
}

const HOUR_MS = 3_600_000;

/** The metrics with the tree they came from, for callers that draw it or walk its paths. */
export interface PropagationAnalysis {
  result: PropagationResult;
  tree: RepostTree;
  /** Reposts at any depth under each record of `tree.records`. */
  descendants: Int32Array;
}

/** Propagation metrics of one repost cascade in O(n) (the key spreaders are selected, not sorted). */
export function analyzePropagation(reposts: readonly RepostRecord[], options: PropagationOptions): PropagationResult {
  return analyzeCascade(reposts, options).result;
}

/** analyzePropagation, keeping the tree and the descendant counts it built. */
export function analyzeCascade(reposts: readonly RepostRecord[], options: PropagationOptions): PropagationAnalysis {
  const tree = buildRepostTree(reposts, options.rootMid);
  const { records, order, level, childStart } = tree;
  const descendants = countDescendants(tree);
  const followersOf = options.followersOf ?? (() => 0);
  const levels: number[] = [];
  for (const node of order) {
    const l = level[node]!;
    levels[l - 1] = (levels[l - 1] ?? 0) + 1;
  }

  const direct = (i: number) => childStart[i + 1]! - childStart[i]!;
  // Instants read once into a typed array: Date objects are slow to compare in hot loops.
  const times = new Float64Array(records.length);
  for (const node of order) times[node] = records[node]!.createdAt.getTime();
  const time = (i: number) => times[i]!;
  // a before b: more descendants, then more direct reposts, then earlier, then smaller mid.
  const before = (a: number, b: number) =>
    descendants[a]! - descendants[b]! ||
    direct(a) - direct(b) ||
    time(b) - time(a) ||
    (records[a]!.mid < records[b]!.mid ? 1 : -1);
  const spreaders = selectTop(order, options.topK ?? 10, (i) => descendants[i]! > 0, before);
  const keySpreaders = spreaders.map((i) => ({
    mid: records[i]!.mid,
    uid: records[i]!.uid,
    level: level[i]!,
    directReposts: direct(i),
    descendants: descendants[i]!,
    followers: followersOf(records[i]!.uid) ?? 0,
  }));

  const kolThreshold = options.kolThreshold ?? 100_000;
  const firstRepostOf = new Map<string, number>();
  for (const node of order) {
    const uid = records[node]!.uid;
    const seen = firstRepostOf.get(uid);
    if (seen === undefined || time(node) < time(seen)) firstRepostOf.set(uid, node);
  }
  let coverage = options.rootUid ? (followersOf(options.rootUid) ?? 0) : 0;
  const kols: PropagationResult['kols'] = [];
  for (const [uid, node] of firstRepostOf) {
    if (uid === options.rootUid) continue;
    const followers = followersOf(uid) ?? 0;
    coverage += followers;
    if (followers >= kolThreshold) kols.push({ uid, followers, mid: records[node]!.mid });
  }
  kols.sort((a, b) => b.followers - a.followers || (a.uid < b.uid ? -1 : 1));

  const { curve, tippingPoint } = timeCurve(times, order, options);
  const result: PropagationResult = {
    root: options.rootMid,
    nodes: order.length,
    depth: levels.length,
    levels,
    maxBreadth: levels.reduce((max, count) => Math.max(max, count), 0),
    keySpreaders,
    coverage,
    kols,
    curve,
    tippingPoint,
    orphans: tree.orphans.map((i) => records[i]!.mid),
    detached: records.length - order.length,
    duplicates: tree.duplicates,
  };
  return { result, tree, descendants };
}

function timeCurve(times: Float64Array, order: Int32Array, options: PropagationOptions) {
  if (order.length === 0) return { curve: [], tippingPoint: null };
  const bucketMs = options.bucketMs ?? HOUR_MS;
  let start = options.rootCreatedAt?.getTime() ?? Number.POSITIVE_INFINITY;
  if (!options.rootCreatedAt) for (const node of order) start = Math.min(start, times[node]!);
  const counts: number[] = [];
  for (const node of order) {
    // Reposts stamped before the root (clock skew between sources) fall into the first bucket.
    const bucket = Math.max(0, Math.floor((times[node]! - start) / bucketMs));
    counts[bucket] = (counts[bucket] ?? 0) + 1;
  }
  let cumulative = 0;
  const curve: CurveBucket[] = [];
  let tipping: (CurveBucket & { bucket: number }) | null = null;
  for (let b = 0; b < counts.length; b += 1) {
    const count = counts[b] ?? 0;
    cumulative += count;
    const point = { start: new Date(start + b * bucketMs), count, cumulative };
    curve.push(point);
    if (!tipping || count > tipping.count) tipping = { ...point, bucket: b };
  }
  return { curve, tippingPoint: tipping };
}

/**
 * The k best items by `before` (positive = a ranks higher), best first, in one pass: most items are
 * rejected by a single comparison with the current k-th, so this stays O(n) for small k.
 */
function selectTop(
  items: Int32Array,
  k: number,
  keep: (i: number) => boolean,
  before: (a: number, b: number) => number,
): number[] {
  const top: number[] = [];
  if (k <= 0) return top;
  for (const item of items) {
    if (!keep(item)) continue;
    if (top.length === k && before(item, top[k - 1]!) <= 0) continue;
    let at = top.length === k ? k - 1 : top.length;
    while (at > 0 && before(item, top[at - 1]!) > 0) {
      top[at] = top[at - 1]!;
      at -= 1;
    }
    top[at] = item;
  }
  return top;
}
