import { BRAND_TOP_POSTS, BRAND_WORD_POSTS, BRAND_WORDS } from '@boguan/contracts/brand-search';
import type { BrandContent, BrandPost } from '@boguan/contracts/brand-search.api';
import { formatChinaTime } from '@boguan/contracts/china-time';
import type { VerifyBadge } from '@boguan/contracts/kol';
import { shareInterval } from '@boguan/weibo/analytics/share-interval';
import { countCloudWords } from '@boguan/weibo/text/word-cloud';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { weiboPostUrl } from '../weibo-data/post-url.js';
import { type BrandView, periodFields } from './brand-detail.access.js';
import { type MentionPostRow, mentionTexts, sponsoredSplit, topMentionPosts } from './brand-detail.repository.js';

export function toBrandPost(row: MentionPostRow): BrandPost {
  return {
    mid: row.mid,
    uid: row.uid,
    name: row.screen_name ?? row.uid,
    avatar: row.avatar ?? '',
    verify: (row.verify_badge ?? 'none') as VerifyBadge,
    text: row.text,
    created_at: formatChinaTime(row.created_at),
    url: weiboPostUrl(row),
    reposts: row.reposts,
    comments: row.comments,
    likes: row.likes,
    interactions: row.reposts + row.comments + row.likes,
    sponsored: row.sponsored,
    sentiment: row.sentiment,
  };
}

/** The brand's own names say nothing about what is said of it: they are left out of its words. */
function ownNames(view: BrandView): Set<string> {
  const card = view.card;
  return new Set([card.brand_cn_name, card.brand_en_name, ...card.aliases].filter(Boolean).map((n) => n.toLowerCase()));
}

/** Top posts, the organic / sponsored split and the words of the most interacted mentioning posts. */
export async function brandContent(db: Kysely<Database>, view: BrandView): Promise<BrandContent> {
  const id = view.card.brand_id;
  const [top, split, texts] = await Promise.all([
    topMentionPosts(db, id, view.from, view.to, BRAND_TOP_POSTS),
    sponsoredSplit(db, id, view.from, view.to),
    mentionTexts(db, id, view.from, view.to, BRAND_WORD_POSTS),
  ]);
  const names = ownNames(view);
  const words = countCloudWords(texts)
    .terms.filter((t) => !names.has(t.word.toLowerCase()))
    .slice(0, BRAND_WORDS)
    .map((t) => ({ word: t.word, count: t.count }));
  const posts = split.organic.posts + split.sponsored.posts;
  return {
    ...periodFields(view),
    top_posts: top.map(toBrandPost),
    split: { ...split, sponsored_share: shareInterval(split.sponsored.posts, posts) },
    words,
    word_posts: texts.length,
  };
}
