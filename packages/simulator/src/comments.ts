/**
 * Comments under a post, arriving on the same wave curves as its counts. Their mood mixes
 * the industry's warmth, the brand's standing that week (crises turn comment sections
 * sour), and sponsorship (readers grumble about paid posts: 恰饭). A share are replies to
 * earlier comments ("回复@name:").
 */
import type { WeiboComment } from '@boguan/weibo/model';
import { brandAt, brandGloom } from './brands.js';
import { isBlogger, type WorldCore } from './core.js';
import { crowdUid, crowdUser } from './crowd.js';
import { industryAt } from './data/industries.js';
import {
  EMO_NEGATIVE,
  EMO_PLAIN,
  EMO_POSITIVE,
  NEGATIVE_COMMENTS,
  NEUTRAL_COMMENTS,
  POSITIVE_COMMENTS,
} from './data/text-parts.js';
import type { PostDynamics } from './engagement.js';
import { derivedMid } from './ids.js';
import type { PostCore } from './post-build.js';
import { fill, hash32, rngFor, STREAM, unitFromHash } from './rng.js';
import { slotResolver } from './text-slots.js';
import { nodeTime } from './wave-curve.js';

export type Mood = 'positive' | 'neutral' | 'negative';

export interface SimComment extends WeiboComment {
  /** The mood the generator wrote the comment in (ground truth for sentiment tests). */
  mood: Mood;
}

/** Shares of positive and negative comments under a post. */
export function commentMix(core: WorldCore, post: PostCore): { positive: number; negative: number } {
  const industry = industryAt(post.industry);
  const rng = rngFor(core.seed, STREAM.comment, Number(post.mid), -1);
  let negative = industry.negativity * rng.logNormal(1, 0.3);
  if (post.sponsored) negative += 0.12;
  if (post.brandIdx !== null) negative += brandGloom(core.seed, post.brandIdx, post.at);
  negative = Math.min(0.85, Math.max(0.02, negative));
  const positive = Math.min(1 - negative - 0.05, industry.positivity * rng.logNormal(1, 0.2));
  return { positive: Math.max(0.05, positive), negative };
}

export function buildComments(core: WorldCore, post: PostCore, dyn: PostDynamics): SimComment[] {
  // Above the cap, a thinned sample over the post's whole life (like the hot-comment pages).
  const keep = dyn.final.comments <= core.commentCap ? 1 : core.commentCap / dyn.final.comments;
  const mix = commentMix(core, post);
  const rootNum = Number(post.mid);
  const brand = post.brandIdx !== null ? brandAt(post.brandIdx).cnName : undefined;
  const isKnown = (uid: string) => isBlogger(core, uid);
  const all: SimComment[] = [];
  dyn.waves.forEach((wave, w) => {
    const list: SimComment[] = [];
    for (let j = 0; j < wave.comments; j++) {
      if (keep < 1 && unitFromHash(hash32(core.seed, STREAM.comment, rootNum, w, j)) >= keep) continue;
      const at = nodeTime(wave.start, wave.tau, wave.comments, j);
      const rng = rngFor(core.seed, STREAM.comment, rootNum, w, j);
      const u = rng.next();
      const mood: Mood = u < mix.negative ? 'negative' : u < mix.negative + mix.positive ? 'positive' : 'neutral';
      const moodPool =
        mood === 'positive' ? POSITIVE_COMMENTS : mood === 'negative' ? NEGATIVE_COMMENTS : NEUTRAL_COMMENTS;
      const pool = brand ? moodPool : moodPool.filter((t) => !t.includes('{brand}'));
      // A comment's emoticons agree with its words, as people write them.
      const emoticons = mood === 'positive' ? EMO_POSITIVE : mood === 'negative' ? EMO_NEGATIVE : EMO_PLAIN;
      let text = fill(rng.pick(pool), slotResolver(rng, { industry: post.industry, brand, emoticons }));
      const uid = crowdUid(core.seed, isKnown, 'any', STREAM.comment, rootNum, w, j);
      let replyTo: string | null = null;
      if (list.length > 0 && rng.chance(0.12)) {
        const target = list[Math.floor(list.length * rng.next() ** 2)]!;
        replyTo = target.id;
        text = `回复@${crowdUser(core.seed, target.uid).screenName}:${text}`;
      }
      // Early comments sit on top and collect the likes.
      const likes = Math.round(rng.logNormal(1, 1.6) * (1 + 60 / (j + 3)) * Math.max(1, dyn.final.likes / 2000) ** 0.5);
      const comment: SimComment = {
        id: derivedMid(at, core.seed, STREAM.comment, rootNum, w, j),
        mid: post.mid,
        uid,
        text,
        createdAt: new Date(at),
        likes,
        replyTo,
        mood,
      };
      list.push(comment);
      all.push(comment);
    }
  });
  all.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return all;
}
