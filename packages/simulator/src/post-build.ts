/**
 * One original post, regenerated from its stub and its own stream: brand, topic,
 * mention, media, client, region and text. Engagement lives in engagement.ts; what brand
 * campaigns and crises change, in brand-events.ts.
 */
import type { WeiboPost } from '@boguan/weibo/model';
import { brandEvent } from './brand-events.js';
import { BRANDS, BRANDS_BY_INDUSTRY } from './brands.js';
import { bloggerAt, nameAt, type WorldCore } from './core.js';
import { industryAt } from './data/industries.js';
import { PROVINCE_CUMULATIVE, PROVINCES } from './data/regions.js';
import { SOURCES } from './data/text-parts.js';
import { midToBid } from './ids.js';
import { merchantVisit } from './merchant-posts.js';
import type { PostStub } from './post-plan.js';
import { composePostText } from './post-text.js';
import { cumulate, rngFor, STREAM } from './rng.js';

/**
 * The post's own content, as Weibo shows it (`isAd`: the platform's own ad flag, which a share of
 * paid posts carry), and what the plan drew for it.
 */
export interface PostCore
  extends PostStub,
    Pick<WeiboPost, 'bid' | 'uid' | 'text' | 'source' | 'region' | 'pics' | 'videoUrl' | 'isLongText' | 'isAd'> {
  lottery: boolean;
  brandIdx: number | null;
  topic: string | null;
  industry: number;
  /** The local merchant the post opens with a visit to (merchant-posts.ts), or null. */
  merchantIdx: number | null;
}

const PIC_COUNTS = [0, 1, 2, 3, 4, 6, 9];
const PIC_CUMULATIVE = cumulate([35, 20, 6, 10, 8, 8, 13]);
const SOURCE_CUMULATIVE = cumulate(SOURCES.map((s) => s[1]));

export function buildPost(core: WorldCore, stub: PostStub): PostCore {
  const b = bloggerAt(core, stub.idx);
  const rng = rngFor(core.seed, STREAM.post, stub.idx, stub.day, stub.k);
  const industry = b.secondIndustry !== null && rng.chance(0.25) ? b.secondIndustry : b.industry;
  const pool = BRANDS_BY_INDUSTRY[industry] ?? [];
  let brandIdx: number | null = null;
  if (b.brandIdx !== null) brandIdx = b.brandIdx;
  else if (stub.sponsored) brandIdx = pool.length > 0 ? rng.pick(pool) : rng.int(BRANDS.length);
  else if (pool.length > 0 && rng.chance(0.35)) brandIdx = rng.pick(pool);
  // Campaigns and crises re-point or re-word the post from a stream of their own.
  const episode = brandEvent(core.seed, b, stub, industry, brandIdx);
  brandIdx = episode.brandIdx;
  const lottery = stub.sponsored && rng.chance(0.2);
  const long = rng.chance(b.kind === 'media' ? 0.2 : 0.08);
  const topic = rng.chance(b.kind === 'brand' ? 0.8 : 0.6) ? core.topics.topicForPost(rng, industry, stub.at) : null;
  let mention: string | null = null;
  const peers = core.table.byIndustry[industry] ?? [];
  if (rng.chance(0.12) && peers.length > 1) {
    const other = rng.pick(peers);
    if (other !== b.idx) mention = nameAt(core, other, stub.at);
  }
  const video = rng.chance(b.kind === 'personal' ? 0.12 : 0.2);
  const picCount = video ? 0 : (PIC_COUNTS[rng.weighted(PIC_CUMULATIVE)] ?? 0);
  const pics: string[] = [];
  for (let i = 1; i <= picCount; i++) pics.push(`/static/pic/${stub.mid}_${i}.svg`);
  const travels = industryAt(b.industry).name === '旅游' ? 0.5 : 0.06;
  const province = rng.chance(travels) ? rng.weighted(PROVINCE_CUMULATIVE) : b.province;
  let source = rng.chance(0.8)
    ? (SOURCES[b.device]?.[0] ?? 'iPhone客户端')
    : (SOURCES[rng.weighted(SOURCE_CUMULATIVE)]?.[0] ?? 'Android');
  if (video && rng.chance(0.3)) source = '微博视频号';
  const composed = composePostText(rng, {
    industry,
    brandIdx,
    sponsored: stub.sponsored,
    lottery,
    long,
    topic,
    mention,
    city: b.kind === 'brand' ? undefined : b.city,
    lead: episode.lead,
  });
  // A visit to a local merchant opens the post (its own stream: other posts stay as they were).
  const visit = merchantVisit(core, b, stub, industry);
  const text = visit ? `${visit.text}。${composed}` : composed;
  return {
    idx: stub.idx,
    day: stub.day,
    k: stub.k,
    at: stub.at,
    mid: stub.mid,
    sponsored: stub.sponsored,
    deletedAt: stub.deletedAt,
    bid: midToBid(stub.mid),
    uid: b.uid,
    text,
    source,
    region: visit?.province ?? PROVINCES[province]?.name ?? '其他',
    pics,
    videoUrl: video ? `/static/video/${stub.mid}.mp4` : null,
    isLongText: text.length > 140,
    isAd: stub.sponsored && rng.chance(0.35),
    lottery,
    brandIdx,
    topic,
    industry,
    merchantIdx: visit?.merchant.idx ?? null,
  };
}
