/**
 * The repost tree of an original post. Each wave of engagement.ts becomes a subtree: the
 * author's wave hangs under the root, each amplifier's wave under that account's own
 * repost. Inside a wave a repost goes to the wave's source most of the time and otherwise
 * to an earlier repost (early ones collect more), which gives the shallow, bushy trees with
 * occasional long chains that Weibo shows. Repost text carries Weibo's `//@name:` chain.
 */
import type { WeiboRepost } from '@boguan/weibo/model';
import { bloggerAt, isBlogger, nameAt, type WorldCore } from './core.js';
import { crowdUid, crowdUser } from './crowd.js';
import { DEFAULT_REPOST_TEXT, REPOST_PHRASES } from './data/text-parts.js';
import type { PostDynamics } from './engagement.js';
import { derivedMid } from './ids.js';
import type { PostCore } from './post-build.js';
import { fill, hash32, rngFor, STREAM, unitFromHash } from './rng.js';
import { emoticon } from './text-slots.js';
import { nodeTime } from './wave-curve.js';

export interface CascadeNode extends WeiboRepost {
  wave: number;
  /** True for the repost of an amplifying account (it roots its own wave). */
  amplifier: boolean;
}

export interface Cascade {
  rootMid: string;
  /** In time order, parents always before their children. */
  nodes: CascadeNode[];
  /** False when the post has more reposts than the cap and the list is a thinned sample. */
  complete: boolean;
}

const MAX_TEXT = 300;

/** Keeps a repost's own words and as much of the `//@` chain as fits, cut at a chain boundary. */
function clip(text: string): string {
  if (text.length <= MAX_TEXT) return text;
  const cut = text.lastIndexOf('//@', MAX_TEXT);
  return cut > 0 ? text.slice(0, cut) : text.slice(0, MAX_TEXT);
}

/**
 * Above the cap, each repost is kept with probability cap/total (amplifiers always), and
 * parents are chosen among kept reposts: the sample is still one valid tree spanning the
 * post's whole life, with the same time curve and KOL subtrees, just sparser.
 */
export function buildCascade(core: WorldCore, post: PostCore, dyn: PostDynamics): Cascade {
  const complete = dyn.final.reposts <= core.cascadeCap;
  const keep = complete ? 1 : core.cascadeCap / dyn.final.reposts;
  const rootNum = Number(post.mid);
  const author = bloggerAt(core, post.idx);
  const peers = core.table.byIndustry[author.industry] ?? [];
  const amplifierAt = new Map<string, number>();
  dyn.waves.forEach((w) => {
    if (w.amplifier !== null) amplifierAt.set(`${w.parentWave}:${w.parentNode}`, w.amplifier);
  });
  const names = new Map<string, string>();
  const nameOf = (uid: string, at: number): string => {
    const known = names.get(uid);
    if (known) return known;
    const idx = core.table.byUid.get(uid);
    const name = idx !== undefined ? nameAt(core, idx, at) : crowdUser(core.seed, uid).screenName;
    names.set(uid, name);
    return name;
  };
  const isKnown = (uid: string) => isBlogger(core, uid);
  const ampNodes = new Map<string, CascadeNode>();
  const all: CascadeNode[] = [];
  dyn.waves.forEach((wave, w) => {
    const list: CascadeNode[] = [];
    const source = w === 0 ? null : ampNodes.get(`${wave.parentWave}:${wave.parentNode}`);
    if (w > 0 && !source) return;
    for (let j = 0; j < wave.reposts; j++) {
      const amp = amplifierAt.get(`${w}:${j}`);
      if (keep < 1 && amp === undefined && unitFromHash(hash32(core.seed, STREAM.cascade, rootNum, w, j)) >= keep) {
        continue;
      }
      const at = nodeTime(wave.start, wave.tau, wave.reposts, j);
      const rng = rngFor(core.seed, STREAM.cascade, rootNum, w, j);
      let uid: string;
      if (amp !== undefined) uid = bloggerAt(core, amp).uid;
      else if (peers.length > 1 && rng.chance(0.01)) {
        const peer = rng.pick(peers);
        uid = peer === author.idx ? crowdUid(core.seed, isKnown, 'any', rootNum, w, j) : bloggerAt(core, peer).uid;
      } else {
        const want = post.lottery && rng.chance(0.4) ? 'bot' : 'any';
        uid = crowdUid(core.seed, isKnown, want, rootNum, w, j);
      }
      const parent = list.length === 0 || rng.chance(0.75) ? source : list[Math.floor(list.length * rng.next() ** 2)];
      const phrase = fill(rng.pick(REPOST_PHRASES), { emo: emoticon(rng, 0.05) });
      let text = phrase;
      if (parent) {
        const chain = `//@${nameOf(parent.uid, at)}:${parent.text}`;
        text = clip(phrase === DEFAULT_REPOST_TEXT ? chain : phrase + chain);
      }
      const node: CascadeNode = {
        mid: derivedMid(at, core.seed, STREAM.cascade, rootNum, w, j),
        rootMid: post.mid,
        parentMid: parent ? parent.mid : post.mid,
        uid,
        text,
        createdAt: new Date(at),
        wave: w,
        amplifier: amp !== undefined,
      };
      list.push(node);
      all.push(node);
      if (amp !== undefined) ampNodes.set(`${w}:${j}`, node);
    }
  });
  // Stable sort: ties keep wave and arrival order, so parents stay ahead of their children.
  all.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return { rootMid: post.mid, nodes: all, complete };
}

/** Number of reposts under each node (itself excluded), keyed by mid; the root's key is its mid. */
export function subtreeSizes(cascade: Cascade): Map<string, number> {
  const sizes = new Map<string, number>();
  for (let i = cascade.nodes.length - 1; i >= 0; i--) {
    const node = cascade.nodes[i]!;
    const own = sizes.get(node.mid) ?? 0;
    const parent = node.parentMid ?? cascade.rootMid;
    sizes.set(parent, (sizes.get(parent) ?? 0) + own + 1);
  }
  return sizes;
}
