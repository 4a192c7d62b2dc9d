import type { VerifyBadge } from '@boguan/contracts/kol';
import { VERIFY_BADGES } from '@boguan/contracts/kol';
import type { PostResult } from '@boguan/contracts/post-search.api';
import { toChinaIso } from '@boguan/weibo/parse/time';
import { weiboPostUrl } from '../weibo-data/post-url.js';
import type { PostCardRow } from './post-search.repository.js';

/** The title a list shows: the text's first 60 characters. */
const TITLE_MAX = 60;

const badge = (value: string | null): VerifyBadge =>
  (VERIFY_BADGES as readonly string[]).includes(value ?? '') ? (value as VerifyBadge) : 'none';

/**
 * A stored post as the lists of this area show it: spec 3's fields (art_*) first, then the figures.
 * `counts` replaces the stored counts where a board ranked the post by the counts of its moment.
 */
export function toPostResult(
  row: PostCardRow,
  counts: { reposts: number; comments: number; likes: number } = row,
): PostResult {
  const text = row.text;
  return {
    mid: row.mid,
    bid: row.bid,
    uid: row.uid,
    kol_id: row.kol_id,
    art_pic: row.pics[0] ?? '',
    art_url: weiboPostUrl(row),
    art_title: text.length > TITLE_MAX ? `${text.slice(0, TITLE_MAX)}…` : text,
    art_kol_avatar: row.avatar ?? '',
    art_verify: badge(row.verify_badge),
    art_uname: row.screen_name ?? row.uid,
    art_posted_time: toChinaIso(new Date(row.created_at)).slice(0, 16).replace('T', ' '),
    text,
    fans: Number(row.followers ?? 0),
    category: row.categories ?? [],
    reposts: counts.reposts,
    comments: counts.comments,
    likes: counts.likes,
    interactions: counts.reposts + counts.comments + counts.likes,
    is_original: row.parent_mid === null,
    pics: row.pics.length,
    has_video: Boolean(row.video_url),
    sponsored: row.sponsored,
    markers: row.sponsored_markers,
  };
}
