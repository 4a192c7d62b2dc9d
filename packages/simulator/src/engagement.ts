/**
 * How many reposts, comments and likes a post gets, and when. Final totals follow the
 * author's audience (engagement rate falls as followers grow), the content, and paid
 * status (sponsored posts get less organic engagement, lotteries get reposted a lot).
 *
 * Counts arrive in waves (wave-curve.ts): the author's own audience, then one wave per big
 * account that reposts it (KOL amplification, amplifiers.ts); a viral post breaks out through
 * an account whose wave outgrows the author's.
 */
import { breakoutOf, breakoutWaves, pickAmplifier } from './amplifiers.js';
import { HOUR } from './calendar.js';
import { followersApprox } from './changes.js';
import { bloggerAt, type WorldCore } from './core.js';
import { industryAt } from './data/industries.js';
import type { PostCore } from './post-build.js';
import { rngFor, STREAM } from './rng.js';
import { type Counts, nodeTime, type Wave, waveCount } from './wave-curve.js';

export interface PostDynamics {
  waves: Wave[];
  final: Counts;
}

/** Likes per follower: ~1.2% at 10k followers, ~0.3% at 1M. */
export function engagementRate(followers: number): number {
  return Math.min(0.08, Math.max(0.0005, 0.012 * (Math.max(followers, 100) / 10_000) ** -0.3));
}

export function postDynamics(core: WorldCore, post: PostCore): PostDynamics {
  const b = bloggerAt(core, post.idx);
  const industry = industryAt(post.industry);
  const rng = rngFor(core.seed, STREAM.engagement, post.idx, post.day, post.k);
  const followers = followersApprox(b, core.start, post.at);
  let content = 1;
  if (post.videoUrl) content = 1.4;
  else if (post.pics.length >= 3) content = 1.2;
  if (post.isLongText) content *= 1.1;
  const paid = post.sponsored ? (post.lottery ? 0.8 : 0.55) : 1;
  const official = b.kind === 'brand' ? 0.4 : 1;
  const viral = rng.chance(0.01) ? rng.range(5, 30) : 1;
  const likes = followers * engagementRate(followers) * content * paid * official * b.engagement * viral;
  const noise = rng.logNormal(1, 0.8);
  const l0 = Math.round(likes * noise);
  const c0 = Math.round(l0 * industry.commentRatio * rng.logNormal(1, 0.5) * (post.lottery ? 1.5 : 1));
  const r0 = Math.round(post.lottery ? l0 * rng.range(2, 6) : l0 * industry.repostRatio * rng.logNormal(1, 0.6));
  // A viral post owes most of its reach to the accounts that carried it further (amplifiers.ts).
  const breakout = viral > 1 && r0 >= 20 ? breakoutOf(core, post, b) : null;
  const own = breakout ? breakout.authorShare : 1;
  const waves: Wave[] = [
    {
      start: post.at,
      tau: Math.min(12, Math.max(0.5, rng.logNormal(3, 0.5))) * HOUR,
      reposts: Math.round(r0 * own),
      comments: Math.round(c0 * own),
      likes: Math.round(l0 * own),
      parentWave: -1,
      parentNode: -1,
      amplifier: null,
    },
  ];
  const amplifiers = r0 < 20 ? 0 : Math.min(5, rng.poisson(0.2 + 0.45 * Math.log10(r0)));
  const used = new Set<number>([b.idx]);
  const seats = new Set<string>();
  // The breakout takes its seats first, so it always finds them.
  const carried = breakout ? breakoutWaves(breakout, waves[0]!, { reposts: r0, comments: c0, likes: l0 }) : [];
  for (const wave of carried) {
    waves.push(wave);
    used.add(wave.amplifier!);
    seats.add(`${wave.parentWave}:${wave.parentNode}`);
  }
  for (let k = 0; k < amplifiers; k++) {
    const amp = pickAmplifier(core, rng, b, used);
    if (amp === null) break;
    used.add(amp);
    // Under a breakout, half the other big accounts pick the post up from the account that carried it.
    const parentWave = carried.length > 0 && rng.chance(0.5) ? 1 : k > 0 && rng.chance(0.2) ? rng.int(waves.length) : 0;
    const parent = waves[parentWave]!;
    if (parent.reposts < 1) continue;
    const ampBlogger = bloggerAt(core, amp);
    const ampFollowers = followersApprox(ampBlogger, core.start, post.at);
    const reach = ampFollowers * engagementRate(ampFollowers) * ampBlogger.engagement;
    const reposts = Math.round(reach * industry.repostRatio * rng.logNormal(1, 0.6) * 0.8);
    // An account whose repost draws no further reposts is not an amplifier.
    if (reposts < 1) continue;
    let parentNode = Math.min(parent.reposts - 1, Math.floor((0.02 + 0.4 * rng.next()) * parent.reposts));
    // Two amplifiers never share one repost slot.
    while (seats.has(`${parentWave}:${parentNode}`) && parentNode < parent.reposts - 1) parentNode++;
    if (seats.has(`${parentWave}:${parentNode}`)) continue;
    seats.add(`${parentWave}:${parentNode}`);
    waves.push({
      start: nodeTime(parent.start, parent.tau, parent.reposts, parentNode),
      tau: Math.min(8, Math.max(0.3, rng.logNormal(2, 0.5))) * HOUR,
      reposts,
      comments: Math.round(reposts * 0.4),
      likes: Math.round(reposts * rng.logNormal(1.5, 0.4)),
      parentWave,
      parentNode,
      amplifier: amp,
    });
  }
  const final = { reposts: 0, comments: 0, likes: 0 };
  for (const w of waves) {
    final.reposts += w.reposts;
    final.comments += w.comments;
    final.likes += w.likes;
  }
  return { waves, final };
}

/** Counts at `at`; a deleted post stops counting when it disappears. */
export function countsAt(dyn: PostDynamics, at: number, deletedAt: number | null): Counts {
  const t = deletedAt !== null ? Math.min(at, deletedAt) : at;
  const out = { reposts: 0, comments: 0, likes: 0 };
  for (const w of dyn.waves) {
    out.reposts += waveCount(w.reposts, w.start, w.tau, t);
    out.comments += waveCount(w.comments, w.start, w.tau, t);
    out.likes += waveCount(w.likes, w.start, w.tau, t);
  }
  return out;
}
