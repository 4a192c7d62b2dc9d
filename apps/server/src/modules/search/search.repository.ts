import type { VerifyBadge } from '@boguan/contracts/kol';
import type { SearchArticle, SearchBrand, SearchKol } from '@boguan/contracts/search.api';
import { toChinaIso } from '@boguan/weibo/parse/time';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { weiboPostUrl } from '../weibo-data/post-url.js';

/**
 * Word matches on the jieba-segmented `search_text`, through the GIN index on
 * to_tsvector('simple', search_text): the expression here must stay the one indexed.
 */
export function matches(tokens: string[]) {
  return sql<boolean>`to_tsvector('simple', search_text) @@ plainto_tsquery('simple', ${tokens.join(' ')})`;
}

/** Posts keep that tsvector stored (`search_tsv`, migration 0014) with its own GIN index. */
function postMatches(tokens: string[]) {
  return sql<boolean>`search_tsv @@ plainto_tsquery('simple', ${tokens.join(' ')})`;
}

export async function searchBloggers(db: Kysely<Database>, tokens: string[], limit: number): Promise<SearchKol[]> {
  const rows = await db
    .selectFrom('weibo_users')
    .select(['kol_id', 'uid', 'avatar', 'screen_name', 'verify_badge', 'categories', 'followers'])
    .$narrowType<{ verify_badge: VerifyBadge }>()
    .where(matches(tokens))
    .orderBy('followers', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    kol_id: r.kol_id,
    uid: r.uid,
    avatar: r.avatar,
    uname: r.screen_name,
    verify: r.verify_badge,
    category: r.categories,
    fans: r.followers,
  }));
}

/**
 * Newest matching posts first; a post shows its author's name, avatar and badge. The posts are
 * limited before the join, so the authors of only ten posts are looked up.
 */
export async function searchPosts(db: Kysely<Database>, tokens: string[], limit: number): Promise<SearchArticle[]> {
  const newest = db
    .selectFrom('weibo_posts')
    .select(['uid', 'bid', 'mid', 'text', 'pics', 'created_at', 'origin'])
    .where(postMatches(tokens))
    .where('deleted', '=', false)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .as('p');
  const rows = await db
    .selectFrom(newest)
    .leftJoin('weibo_users as u', 'u.uid', 'p.uid')
    .select([
      'p.uid',
      'p.bid',
      'p.mid',
      'p.text',
      'p.pics',
      'p.created_at',
      'p.origin',
      'u.screen_name',
      'u.avatar',
      'u.verify_badge',
    ])
    .$narrowType<{ verify_badge: VerifyBadge | null }>()
    .orderBy('p.created_at', 'desc')
    .execute();
  return rows.map((r) => ({
    art_pic: r.pics[0] ?? '',
    art_url: weiboPostUrl(r),
    art_title: r.text.length > 60 ? `${r.text.slice(0, 60)}…` : r.text,
    art_kol_avatar: r.avatar ?? '',
    art_verify: r.verify_badge ?? 'none',
    art_uname: r.screen_name ?? r.uid,
    art_posted_time: toChinaIso(new Date(r.created_at)).slice(0, 16).replace('T', ' '),
  }));
}

export async function searchBrands(db: Kysely<Database>, tokens: string[], limit: number): Promise<SearchBrand[]> {
  const rows = await db
    .selectFrom('brands')
    .select(['id', 'logo', 'cn_name', 'en_name', 'categories'])
    .where(matches(tokens))
    .orderBy('cn_name')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    brand_id: r.id,
    brand_pic: r.logo,
    brand_cn_name: r.cn_name,
    brand_en_name: r.en_name,
    brand_category: r.categories,
  }));
}
