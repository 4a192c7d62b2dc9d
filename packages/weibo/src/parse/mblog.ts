import type { WeiboPost, WeiboUser } from '../model.js';
import { unwrapWeiboResponse, WeiboApiError } from './api-error.js';
import { parseCount } from './count.js';
import { htmlToText, isDeletedText, parseRegionName } from './html-text.js';
import { asArray, asFlag, asRecord, asString, type JsonRecord } from './json-read.js';
import { midToDate, parseWeiboTime } from './time.js';
import { parseUser } from './user.js';

export interface MblogOptions {
  /** Needed only when created_at is relative ("3分钟前"). */
  now?: Date;
  /** Full text from the long-text endpoint, replacing the truncated `text`. */
  longText?: string;
}

/** A mblog and what it carries: posts[0] is the mblog itself, then its retweeted original if any. */
export interface ParsedMblog {
  posts: WeiboPost[];
  users: WeiboUser[];
}

function parsePics(raw: JsonRecord): string[] {
  const pics = asArray(raw.pics)
    .map((pic) => {
      const record = asRecord(pic);
      return record ? asString(asRecord(record.large)?.url ?? record.url) : '';
    })
    .filter((url) => url !== '');
  if (pics.length > 0) return pics;
  const infos = asRecord(raw.pic_infos);
  if (infos) {
    return Object.values(infos)
      .map((info) => asString(asRecord(asRecord(info)?.largest)?.url ?? asRecord(asRecord(info)?.large)?.url))
      .filter((url) => url !== '');
  }
  // Timelines sometimes list only picture ids; the large rendition lives at a fixed address.
  return asArray(raw.pic_ids)
    .map(asString)
    .filter((pid) => pid !== '')
    .map((pid) => `https://wx1.sinaimg.cn/large/${pid}.jpg`);
}

function parseVideoUrl(raw: JsonRecord): string | null {
  const page = asRecord(raw.page_info);
  if (page?.type !== 'video') return null;
  const media = asRecord(page.media_info) ?? {};
  const urls = asRecord(page.urls) ?? {};
  const url = asString(
    media.stream_url_hd || media.stream_url || urls.mp4_720p_mp4 || urls.mp4_hd_mp4 || urls.mp4_ld_mp4 || page.page_url,
  );
  return url || null;
}

function rawText(raw: JsonRecord, options: MblogOptions): string {
  if (options.longText !== undefined) return options.longText;
  const longText = asRecord(raw.longText);
  if (longText && typeof longText.longTextContent === 'string') return longText.longTextContent;
  return asString(raw.text ?? raw.text_raw);
}

function toPost(raw: JsonRecord, options: MblogOptions, root: WeiboPost | null): WeiboPost {
  const mid = asString(raw.mid ?? raw.idstr ?? raw.id);
  if (!/^\d{1,20}$/.test(mid))
    throw new WeiboApiError('shape', null, '', `mblog has no usable id (${mid || 'missing'})`);
  const html = rawText(raw, options);
  const text = htmlToText(html);
  const deleted = asFlag(raw.deleted) || isDeletedText(text);
  // Deleted originals often come without created_at; the mid itself encodes the second of posting.
  const createdAt = parseWeiboTime(raw.created_at, options.now) ?? midToDate(mid);
  if (!createdAt) throw new WeiboApiError('shape', null, '', `mblog ${mid} has an unreadable created_at`);
  const user = asRecord(raw.user);
  const uid = user ? asString(user.idstr ?? user.id) : '';
  if (uid.length > 20) throw new WeiboApiError('shape', null, '', `mblog ${mid} has an unusable author id`);
  return {
    mid,
    bid: asString(raw.bid ?? raw.mblogid),
    uid,
    text,
    createdAt,
    source: htmlToText(asString(raw.source)),
    region: parseRegionName(raw.region_name),
    pics: parsePics(raw),
    videoUrl: parseVideoUrl(raw),
    isLongText: asFlag(raw.isLongText) || options.longText !== undefined,
    isAd: Boolean(asRecord(raw.promotion)) || asFlag(raw.is_ad) || asFlag(raw.ad_marked),
    // m.weibo.cn flattens cascades: retweeted_status is always the root; the direct parent is only
    // visible in the //@name: chain of the text (see reposts.ts).
    parentMid: root ? root.mid : null,
    rootMid: root ? root.mid : null,
    reposts: parseCount(raw.reposts_count),
    comments: parseCount(raw.comments_count),
    likes: parseCount(raw.attitudes_count),
    deleted,
  };
}

/** One m.weibo.cn mblog to its post, its author and its retweeted original (as its own post). */
export function parseMblog(value: unknown, options: MblogOptions = {}): ParsedMblog {
  const raw = asRecord(value);
  if (!raw) throw new WeiboApiError('shape', null, '', 'mblog is not an object');
  const posts: WeiboPost[] = [];
  const users: WeiboUser[] = [];
  const retweeted = asRecord(raw.retweeted_status);
  let root: WeiboPost | null = null;
  if (retweeted) {
    root = toPost(retweeted, { now: options.now }, null);
    const rootUser = parseUser(retweeted.user);
    if (rootUser) users.push(rootUser);
  }
  posts.push(toPost(raw, options, root));
  if (root) posts.push(root);
  const user = parseUser(raw.user);
  if (user && !users.some((u) => u.uid === user.uid)) users.unshift(user);
  return { posts, users };
}

/** A post answer (statuses/show: `data` is the mblog). */
export function parsePostResponse(json: unknown, options: MblogOptions = {}): ParsedMblog {
  return parseMblog(unwrapWeiboResponse(json), options);
}

export interface LongText {
  /** Plain text of the full post. */
  text: string;
  reposts: number;
  comments: number;
  likes: number;
}

/** The long-text answer (statuses/extend: data.longTextContent plus fresh counts). */
export function parseLongTextResponse(json: unknown): LongText {
  const data = unwrapWeiboResponse(json);
  if (typeof data.longTextContent !== 'string') {
    throw new WeiboApiError('shape', null, '', 'long-text response has no longTextContent');
  }
  return {
    text: htmlToText(data.longTextContent),
    reposts: parseCount(data.reposts_count),
    comments: parseCount(data.comments_count),
    likes: parseCount(data.attitudes_count),
  };
}

/** The post with its truncated text replaced by the full text of the long-text endpoint. */
export function applyLongText(post: WeiboPost, longText: LongText): WeiboPost {
  return { ...post, text: longText.text, isLongText: true };
}
