/**
 * Who carries a post beyond its author's audience: bloggers who follow the author and repost it,
 * each starting a wave of its own (KOL amplification). A viral post breaks out: hours after it is
 * posted an account that follows the author reposts it, its wave outgrows the author's own (the
 * tipping point, 引爆点, of the repost curve), and one or two more accounts pick it up from there.
 */
import type { Blogger } from './bloggers.js';
import { HOUR } from './calendar.js';
import { bloggerAt, followsBlogger, type WorldCore } from './core.js';
import type { PostCore } from './post-build.js';
import { type Rng, rngFor, STREAM } from './rng.js';
import { type Counts, nodeAfter, nodeTime, type Wave } from './wave-curve.js';

/** Sub-key of a post's engagement stream for its breakout draws. */
const BREAKOUT_KEY = 1;

/** A blogger who follows the author, the most followed of a dozen tries; null when none is found. */
export function pickAmplifier(core: WorldCore, rng: Rng, author: Blogger, used: Set<number>): number | null {
  const peers = core.table.byIndustry[author.industry] ?? [];
  let best: number | null = null;
  let bestFollowers = 0;
  for (let i = 0; i < 12; i++) {
    const candidate = rng.chance(0.7) && peers.length > 0 ? rng.pick(peers) : rng.int(core.table.list.length);
    if (used.has(candidate) || !followsBlogger(core, candidate, author.idx)) continue;
    const followers = bloggerAt(core, candidate).followers0;
    if (followers > bestFollowers) {
      best = candidate;
      bestFollowers = followers;
    }
  }
  return best;
}

interface Carrier {
  /** Blogger index of the account. */
  amplifier: number;
  /** Share of the breakout's counts its wave takes (the first carrier takes what the others leave). */
  share: number;
  /** Hours after the post (first carrier) or after the first carrier's repost (the others). */
  delayHours: number;
  tauHours: number;
}

export interface Breakout {
  /** Share of the post's counts the author's own wave keeps. */
  authorShare: number;
  carriers: Carrier[];
}

/**
 * The breakout plan of a viral post, drawn from a stream of its own so every other post keeps
 * exactly the draws it had. Null when no account following the author is found.
 */
export function breakoutOf(core: WorldCore, post: PostCore, author: Blogger): Breakout | null {
  const rng = rngFor(core.seed, STREAM.engagement, post.idx, post.day, post.k, BREAKOUT_KEY);
  const used = new Set([author.idx]);
  const first = pickAmplifier(core, rng, author, used);
  if (first === null) return null;
  used.add(first);
  const authorShare = 0.2 + 0.25 * rng.next();
  const carriers: Carrier[] = [
    { amplifier: first, share: 1, delayHours: 1 + 9 * rng.next() ** 1.5, tauHours: 1.5 + 3.5 * rng.next() },
  ];
  const more = 1 + rng.int(2);
  for (let i = 0; i < more; i++) {
    const amplifier = pickAmplifier(core, rng, author, used);
    if (amplifier === null) break;
    used.add(amplifier);
    carriers.push({
      amplifier,
      share: 0.08 + 0.12 * rng.next(),
      delayHours: 0.3 + 3 * rng.next(),
      tauHours: 1 + 2 * rng.next(),
    });
  }
  return { authorShare, carriers };
}

const split = (mass: Counts, share: number): Counts => ({
  reposts: Math.round(mass.reposts * share),
  comments: Math.round(mass.comments * share),
  likes: Math.round(mass.likes * share),
});

/** A free item of a wave near `node` (later ones first): two carriers never share one repost. */
function freeSeat(node: number, n: number, taken: Set<number>): number {
  for (let step = 0; step < n; step++) {
    if (node + step < n && !taken.has(node + step)) return node + step;
    if (node - step >= 0 && !taken.has(node - step)) return node - step;
  }
  return node;
}

/**
 * The breakout's waves, to be placed right after the author's wave (index 1 is the first carrier's,
 * which the others hang under). Together with the author's wave they add up to `total` exactly.
 */
export function breakoutWaves(plan: Breakout, author: Wave, total: Counts): Wave[] {
  const [first, ...others] = plan.carriers as [Carrier, ...Carrier[]];
  const mass = {
    reposts: total.reposts - author.reposts,
    comments: total.comments - author.comments,
    likes: total.likes - author.likes,
  };
  // The first carrier keeps what the others leave, and at least ten reposts of its own.
  const parts = others
    .map((carrier) => ({ carrier, counts: split(mass, carrier.share) }))
    .filter((part) => part.counts.reposts >= 1);
  const lead = { ...mass };
  for (const { counts } of parts) {
    lead.reposts -= counts.reposts;
    lead.comments -= counts.comments;
    lead.likes -= counts.likes;
  }
  if (lead.reposts < 10) return breakoutWaves({ ...plan, carriers: [first] }, author, total);
  const firstNode = nodeAfter(author.reposts, author.tau, first.delayHours * HOUR);
  const leadWave: Wave = {
    start: nodeTime(author.start, author.tau, author.reposts, firstNode),
    tau: first.tauHours * HOUR,
    ...lead,
    parentWave: 0,
    parentNode: firstNode,
    amplifier: first.amplifier,
  };
  const taken = new Set<number>();
  const waves = [leadWave];
  for (const { carrier, counts } of parts) {
    const node = freeSeat(nodeAfter(lead.reposts, leadWave.tau, carrier.delayHours * HOUR), lead.reposts, taken);
    taken.add(node);
    waves.push({
      start: nodeTime(leadWave.start, leadWave.tau, lead.reposts, node),
      tau: carrier.tauHours * HOUR,
      ...counts,
      parentWave: 1,
      parentNode: node,
      amplifier: carrier.amplifier,
    });
  }
  return waves;
}
