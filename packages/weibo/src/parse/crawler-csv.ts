import type { WeiboPost } from '../model.js';
import { tryParseCount } from './count.js';
import { readCsv } from './csv.js';
import { htmlToText, isDeletedText, parseRegionName } from './html-text.js';
import type { LineProblem } from './reposts.js';
import { parseWeiboTime } from './time.js';

type Field =
  | 'mid'
  | 'bid'
  | 'uid'
  | 'screenName'
  | 'text'
  | 'createdAt'
  | 'source'
  | 'region'
  | 'location'
  | 'likes'
  | 'reposts'
  | 'comments'
  | 'pics'
  | 'videoUrl'
  | 'rootMid'
  | 'isOriginal';

/**
 * Column names of the common crawlers: dataabc/weibo-search (id, bid, user_id, 用户昵称, 微博正文,
 * 发布位置, 转发数, 评论数, 点赞数, 发布时间, 发布工具, 微博图片url, 微博视频url, retweet_id, ip),
 * dataabc/weibo-crawler (id, bid, 正文, 原始图片url, 视频url, 位置, 日期, 工具, 点赞数, 评论数, 转发数,
 * 是否原创, 源微博id) and English exports (nghuyong/WeiboSpider field names). Lower-cased for matching.
 */
const HEADERS: Record<string, Field> = {
  id: 'mid',
  mid: 'mid',
  微博id: 'mid',
  weibo_id: 'mid',
  _id: 'mid',
  bid: 'bid',
  mblogid: 'bid',
  user_id: 'uid',
  uid: 'uid',
  用户id: 'uid',
  用户昵称: 'screenName',
  昵称: 'screenName',
  screen_name: 'screenName',
  nick_name: 'screenName',
  用户名: 'screenName',
  微博正文: 'text',
  正文: 'text',
  text: 'text',
  content: 'text',
  发布时间: 'createdAt',
  日期: 'createdAt',
  created_at: 'createdAt',
  date: 'createdAt',
  publish_time: 'createdAt',
  发布工具: 'source',
  工具: 'source',
  source: 'source',
  tool: 'source',
  ip: 'region',
  ip属地: 'region',
  region: 'region',
  region_name: 'region',
  发布位置: 'location',
  位置: 'location',
  location: 'location',
  点赞数: 'likes',
  like_num: 'likes',
  attitudes_count: 'likes',
  likes: 'likes',
  转发数: 'reposts',
  repost_num: 'reposts',
  reposts_count: 'reposts',
  reposts: 'reposts',
  评论数: 'comments',
  comment_num: 'comments',
  comments_count: 'comments',
  comments: 'comments',
  微博图片url: 'pics',
  原始图片url: 'pics',
  image_url: 'pics',
  pics: 'pics',
  微博视频url: 'videoUrl',
  视频url: 'videoUrl',
  video_url: 'videoUrl',
  retweet_id: 'rootMid',
  源微博id: 'rootMid',
  root_mid: 'rootMid',
  是否原创: 'isOriginal',
};

export interface CrawlerCsvResult {
  posts: WeiboPost[];
  /** Screen names found in the file, by uid. */
  screenNames: Map<string, string>;
  problems: LineProblem[];
  /** Header cells that map to no post field (kept out of the posts, listed for the import report). */
  ignoredColumns: string[];
}

export interface CrawlerCsvOptions {
  /** weibo-crawler writes one file per user and no user column; its uid comes from here. */
  defaultUid?: string;
  now?: Date;
}

/** Weibo's post ids are decimal numbers of up to 20 digits (16 today). */
const WEIBO_ID = /^\d{1,20}$/;

const PLACEHOLDER_FIELDS = new Set<Field>(['region', 'location', 'pics', 'videoUrl', 'rootMid', 'source', 'bid']);

const NUMBER_FIELDS = [
  ['likes', '点赞数'],
  ['reposts', '转发数'],
  ['comments', '评论数'],
] as const;

/**
 * A crawler CSV to posts. Headers may be Chinese or English; rows with a missing id, an unreadable
 * time or a non-numeric count are reported with their line number and skipped; the rest is kept.
 */
export function parseCrawlerCsv(input: string, options: CrawlerCsvOptions = {}): CrawlerCsvResult {
  const result: CrawlerCsvResult = { posts: [], screenNames: new Map(), problems: [], ignoredColumns: [] };
  const { records, unterminatedAt } = readCsv(input);
  const [header, ...rows] = records;
  if (!header) {
    result.problems.push({ line: 1, reason: '文件为空，缺少表头' });
    return result;
  }
  const columns = new Map<Field, number>();
  header.fields.forEach((cell, index) => {
    const field = HEADERS[cell.trim().toLowerCase()];
    if (field && !columns.has(field)) columns.set(field, index);
    else result.ignoredColumns.push(cell.trim());
  });
  const missing = [
    ['mid', 'id'],
    ['createdAt', '发布时间'],
  ].filter(([field]) => !columns.has(field as Field));
  if (missing.length > 0) {
    result.problems.push({
      line: header.line,
      reason: `表头缺少必需的列：${missing.map(([, name]) => name).join('、')}`,
    });
    return result;
  }
  const seen = new Set<string>();
  for (const record of rows) {
    const cell = (field: Field) => {
      const index = columns.get(field);
      const value = index === undefined ? '' : (record.fields[index] ?? '').trim();
      // weibo-crawler writes 无 for absent optional values.
      return value === '无' && PLACEHOLDER_FIELDS.has(field) ? '' : value;
    };
    const problem = (reason: string) => result.problems.push({ line: record.line, reason });
    if (record.fields.length !== header.fields.length) {
      problem(`列数为 ${record.fields.length}，表头为 ${header.fields.length}`);
      continue;
    }
    const mid = cell('mid');
    if (!WEIBO_ID.test(mid)) {
      problem(mid ? `无效的微博 id：${mid}` : '缺少微博 id');
      continue;
    }
    if (seen.has(mid)) {
      problem(`重复的微博 id：${mid}`);
      continue;
    }
    const createdAt = parseWeiboTime(cell('createdAt'), options.now);
    if (!createdAt) {
      problem(`无法识别的发布时间：${cell('createdAt') || '（空）'}`);
      continue;
    }
    const counts: Record<string, number> = {};
    const badCount = NUMBER_FIELDS.find(([field]) => {
      const value = tryParseCount(cell(field));
      counts[field] = value ?? 0;
      return value === null;
    });
    if (badCount) {
      problem(`${badCount[1]}不是数字：${cell(badCount[0])}`);
      continue;
    }
    const uid = cell('uid') || options.defaultUid || '';
    if (uid.length > 20) {
      problem(`无效的用户 id：${uid.slice(0, 24)}…`);
      continue;
    }
    seen.add(mid);
    const name = cell('screenName');
    if (uid && name) result.screenNames.set(uid, name);
    const original = cell('isOriginal').toLowerCase();
    const rootMid = original === 'true' || original === '是' ? '' : cell('rootMid');
    const text = htmlToText(cell('text'));
    result.posts.push({
      mid,
      bid: cell('bid'),
      uid,
      text,
      createdAt,
      source: cell('source'),
      region: parseRegionName(cell('region')) || cell('location'),
      pics: cell('pics')
        .split(/[,，\s]+/)
        .filter((url) => /^https?:\/\//.test(url)),
      videoUrl: /^https?:\/\//.test(cell('videoUrl')) ? cell('videoUrl') : null,
      isLongText: false,
      isAd: false,
      parentMid: WEIBO_ID.test(rootMid) ? rootMid : null,
      rootMid: WEIBO_ID.test(rootMid) ? rootMid : null,
      reposts: counts.reposts ?? 0,
      comments: counts.comments ?? 0,
      likes: counts.likes ?? 0,
      deleted: isDeletedText(text),
    });
  }
  if (unterminatedAt !== null)
    result.problems.push({ line: unterminatedAt, reason: '引号未闭合，此行之后的内容无法读取' });
  return result;
}
