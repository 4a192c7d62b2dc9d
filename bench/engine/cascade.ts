import { hashString, Rng } from '@boguan/simulator/rng';
import { toChinaIso } from '@boguan/weibo/parse/time';

/** One repost of a generated cascade, parents always before their children. */
export interface CascadeRepost {
  mid: string;
  /** null: a direct repost of the root. */
  parentMid: string | null;
  uid: string;
  text: string;
  createdAt: Date;
}

export interface Cascade {
  rootMid: string;
  rootUid: string;
  rootCreatedAt: Date;
  reposts: CascadeRepost[];
  /** Followers of every account in the cascade (root author included). */
  followers: Map<string, number>;
}

const PHRASES = [
  '转发微博',
  '转发微博',
  '说得太对了',
  '码住',
  '学到了',
  '支持！',
  '太真实了[允悲]',
  '必须转',
  '冲冲冲',
];
const ROOT_MID = 5_120_000_000_000_000;

/**
 * A seeded repost cascade grown by preferential attachment: each new repost goes to the root
 * with a small probability, otherwise to an earlier repost chosen with weight 1 + its direct
 * reposts, so popular reposts attract more (hubs) and chains grow deep. Reposters come from a
 * pool smaller than the cascade, so some accounts repost twice, as on Weibo.
 */
export function generateCascade(size: number, seed: number, start: Date): Cascade {
  const rng = new Rng(hashString(`cascade:${seed}`));
  const rootMid = String(ROOT_MID);
  const rootUid = '1900000001';
  const reposts: CascadeRepost[] = [];
  const times = new Float64Array(size);
  // Node i appears once for itself plus once per direct repost: a uniform pick is preferential.
  const weighted = new Int32Array(size * 2);
  let weightedLength = 0;
  const accounts = Math.max(1, Math.floor(size * 0.7));
  const startMs = Math.floor(start.getTime() / 1000) * 1000;
  for (let i = 0; i < size; i += 1) {
    const toRoot = i === 0 || rng.chance(0.08);
    const parent = toRoot ? -1 : (weighted[rng.int(weightedLength)] ?? -1);
    const parentTime = parent < 0 ? startMs : times[parent]!;
    // Delays are log-normal around ten minutes, whole seconds as Weibo shows them.
    const delay = Math.max(1000, Math.round(rng.logNormal(600, 1.4)) * 1000);
    times[i] = parentTime + delay;
    const uid = String(2_000_000_000 + rng.int(accounts));
    const phrase = rng.pick(PHRASES);
    const parentRepost = parent >= 0 ? reposts[parent] : undefined;
    const text = parentRepost
      ? `${phrase}//@用户${parentRepost.uid.slice(-6)}:${parentRepost.text.slice(0, 40)}`
      : phrase;
    reposts.push({
      mid: String(ROOT_MID + i + 1),
      parentMid: parentRepost ? parentRepost.mid : null,
      uid,
      text,
      createdAt: new Date(times[i]!),
    });
    weighted[weightedLength++] = i;
    if (parent >= 0) weighted[weightedLength++] = parent;
  }
  const followers = new Map<string, number>([[rootUid, 2_400_000]]);
  for (const repost of reposts) {
    if (!followers.has(repost.uid)) followers.set(repost.uid, Math.min(50_000_000, Math.floor(rng.pareto(50, 1.1))));
  }
  return { rootMid, rootUid, rootCreatedAt: new Date(startMs), reposts, followers };
}

/** The cascade as the JSON lines `importRepostsJsonl` reads: {mid, uid, parent, text, date}. */
export function toRepostLines(cascade: Cascade): string {
  const lines: string[] = [];
  for (const r of cascade.reposts) {
    const date = toChinaIso(r.createdAt).slice(0, 19).replace('T', ' ');
    lines.push(JSON.stringify({ mid: r.mid, uid: r.uid, parent: r.parentMid ?? '', text: r.text, date }));
  }
  return `${lines.join('\n')}\n`;
}
