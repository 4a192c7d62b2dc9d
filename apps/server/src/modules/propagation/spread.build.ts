import { formatChinaTime } from '@boguan/contracts/china-time';
import {
  SPREAD_BUCKET_MINUTES,
  SPREAD_KEY_SPREADERS,
  SPREAD_KOL_FOLLOWERS,
  SPREAD_KOL_LIST,
  SPREAD_REGION_LIST,
  SPREAD_TREE_MAX_NODES,
} from '@boguan/contracts/propagation';
import type { KeySpreader, Spread, SpreadNode, SpreadRoot } from '@boguan/contracts/propagation.api';
import { analyzeCascade } from '@boguan/weibo/analytics/propagation';
import { largestBranches, pathFromRoot, type RepostRecord } from '@boguan/weibo/analytics/repost-tree';
import { type ParticipantProfile, participantMix } from '@boguan/weibo/analytics/spread-participants';
import type { VerifyBadge } from '@boguan/weibo/model';
import type { ProfileRow } from './spread.repository.js';

// Pure: the spread of a post from its reposts and the profiles read for it (no database here).

export interface SpreadInput {
  mid: string;
  root: SpreadRoot;
  reposts: readonly RepostRecord[];
  /** True when the post had more stored reposts than were read. */
  capped: boolean;
  profiles: readonly ProfileRow[];
  readAt: Date;
  demo: boolean;
  /** Most tree nodes to send (default SPREAD_TREE_MAX_NODES). */
  treeNodes?: number;
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const BUCKET_MS = SPREAD_BUCKET_MINUTES * 60_000;

/**
 * The figures are those of `boguan analyze propagation` on the same reposts (same tree, same hourly
 * buckets from the first repost, same key-spreader order); the profiles add names, followers
 * (coverage, KOLs) and the participant mix.
 */
export function buildSpread(input: SpreadInput): Spread {
  const profiles = new Map(input.profiles.map((p) => [p.uid, p]));
  const followersOf = (uid: string) => profiles.get(uid)?.followers;
  const nameOf = (uid: string) => profiles.get(uid)?.screen_name ?? '';
  const verifyOf = (uid: string): VerifyBadge => profiles.get(uid)?.verify_badge ?? 'none';
  const rootUid = input.root.uid || undefined;
  const { result, tree, descendants } = analyzeCascade(input.reposts, {
    rootMid: input.mid,
    rootUid,
    followersOf: (uid) => (uid === rootUid ? input.root.followers : followersOf(uid)),
    kolThreshold: SPREAD_KOL_FOLLOWERS,
    topK: SPREAD_KEY_SPREADERS,
    bucketMs: BUCKET_MS,
  });
  const { records, level, childStart } = tree;
  const indexOf = new Map<string, number>();
  for (const node of tree.order) indexOf.set(records[node]!.mid, node);
  const direct = (i: number) => childStart[i + 1]! - childStart[i]!;
  const step = (i: number) => ({ mid: records[i]!.mid, uid: records[i]!.uid, name: nameOf(records[i]!.uid) });

  const keySpreaders: KeySpreader[] = result.keySpreaders.map((k) => {
    const at = indexOf.get(k.mid)!;
    return {
      mid: k.mid,
      uid: k.uid,
      name: nameOf(k.uid),
      verify: verifyOf(k.uid),
      level: k.level,
      direct_reposts: k.directReposts,
      descendants: k.descendants,
      followers: k.followers,
      time: formatChinaTime(records[at]!.createdAt),
      path: pathFromRoot(tree, at).map(step),
    };
  });

  const kols = result.kols.slice(0, SPREAD_KOL_LIST).map((kol) => {
    const at = indexOf.get(kol.mid)!;
    return {
      uid: kol.uid,
      name: nameOf(kol.uid),
      verify: verifyOf(kol.uid),
      followers: kol.followers,
      mid: kol.mid,
      level: level[at]!,
      time: formatChinaTime(records[at]!.createdAt),
      descendants: descendants[at]!,
    };
  });

  const levels = result.levels.map((count, i) => ({
    level: i + 1,
    count,
    share: result.nodes > 0 ? round4(count / result.nodes) : 0,
  }));
  const widest = result.levels.indexOf(result.maxBreadth);

  let cumulative = 0;
  const curve = result.curve
    .filter((bucket) => bucket.count > 0)
    .map((bucket) => {
      cumulative = bucket.cumulative;
      return { time: formatChinaTime(bucket.start), count: bucket.count, cumulative };
    });
  const tipping = result.tippingPoint;
  let tippingPoint: Spread['tipping_point'] = null;
  if (tipping) {
    // The key spreader who joined last before the peak hour ended: the repost that likely set it off.
    const end = tipping.start.getTime() + BUCKET_MS;
    let trigger: Spread['key_spreaders'][number] | null = null;
    for (const k of keySpreaders) {
      const at = records[indexOf.get(k.mid)!]!.createdAt.getTime();
      if (at < end && (!trigger || at > records[indexOf.get(trigger.mid)!]!.createdAt.getTime())) trigger = k;
    }
    tippingPoint = {
      time: formatChinaTime(tipping.start),
      count: tipping.count,
      cumulative: tipping.cumulative,
      bucket: tipping.bucket,
      trigger: trigger ? { mid: trigger.mid, uid: trigger.uid, name: trigger.name } : null,
    };
  }

  const reposterUids = new Set<string>();
  let first: Date | null = null;
  let last: Date | null = null;
  for (const node of tree.order) {
    const r = records[node]!;
    reposterUids.add(r.uid);
    if (!first || r.createdAt < first) first = r.createdAt;
    if (!last || r.createdAt > last) last = r.createdAt;
  }
  const participantProfiles = [...reposterUids].flatMap((uid): ParticipantProfile[] => {
    const p = profiles.get(uid);
    if (!p) return [];
    return [
      {
        uid: p.uid,
        screenName: p.screen_name,
        avatar: p.avatar,
        gender: p.gender === 'm' || p.gender === 'f' ? p.gender : 'n',
        province: p.province,
        statuses: p.statuses,
        follows: p.follows,
        followers: p.followers,
        createdAt: p.created_at,
        verifyBadge: p.verify_badge,
      },
    ];
  });
  const mix = participantMix(reposterUids.size, participantProfiles, {
    now: input.readAt,
    regions: SPREAD_REGION_LIST,
    otherName: '其他',
    unknownName: '未知',
  });

  const drawn = largestBranches(tree, descendants, input.treeNodes ?? SPREAD_TREE_MAX_NODES);
  const nodes: SpreadNode[] = drawn.map((i) => {
    const r = records[i]!;
    const p = tree.parent[i]!;
    return {
      mid: r.mid,
      parent: p >= 0 ? records[p]!.mid : null,
      uid: r.uid,
      name: nameOf(r.uid),
      level: level[i]!,
      time: formatChinaTime(r.createdAt),
      followers: followersOf(r.uid) ?? 0,
      descendants: descendants[i]!,
      children: direct(i),
    };
  });

  return {
    mid: input.mid,
    read_at: formatChinaTime(input.readAt),
    demo: input.demo,
    root: input.root,
    summary: {
      nodes: result.nodes,
      reposters: reposterUids.size,
      depth: result.depth,
      max_breadth: result.maxBreadth,
      max_breadth_level: widest + 1,
      coverage: result.coverage,
      kol_count: result.kols.length,
      orphans: result.orphans.length,
      detached: result.detached,
      duplicates: result.duplicates.length,
      read: input.reposts.length,
      capped: input.capped,
      first_repost: first ? formatChinaTime(first) : null,
      last_repost: last ? formatChinaTime(last) : null,
      bucket_minutes: SPREAD_BUCKET_MINUTES,
    },
    levels,
    key_spreaders: keySpreaders,
    kols,
    curve,
    tipping_point: tippingPoint,
    participants: {
      accounts: mix.accounts,
      profiled: mix.profiled,
      gender: mix.gender,
      regions: mix.regions,
      verification: mix.verification,
      bots: mix.bots,
    },
    tree: { nodes, total: result.nodes, capped: nodes.length < result.nodes },
  };
}
