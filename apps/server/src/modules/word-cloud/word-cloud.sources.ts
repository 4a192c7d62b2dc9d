import { addDays, chinaDate, chinaDayStart } from '@boguan/contracts/china-time';
import {
  WORD_CLOUD_COMMENTS_MAX,
  WORD_CLOUD_DEFAULT_DAYS,
  WORD_CLOUD_MAX_DAYS,
  WORD_CLOUD_POSTS_MAX,
  WORD_CLOUD_UPLOAD_TTL_MS,
  WordCloudMessage,
  wordCloudRangeDays,
} from '@boguan/contracts/word-cloud';
import type { WordCloudCreateInput } from '@boguan/contracts/word-cloud.api';
import { isContentWord } from '@boguan/weibo/text/tokenize';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { Member } from '../membership/membership.service.js';
import { commentSentiment, enrichPost, searchQueryTokens, userSearchText } from '../weibo-data/enrich.js';
import { postLinkMid } from '../weibo-data/post-url.js';
import { WeiboDataRepository } from '../weibo-data/weibo-data.repository.js';
import { commentTexts, keywordPostTexts, ownUpload, storedPost } from './word-cloud.repository.js';

/** What a cloud is made of: its texts, where they came from (stored with the cloud) and its default title. */
export interface GatheredTexts {
  texts: string[];
  demo: boolean;
  title: string;
  /** Words removed from the start (a keyword cloud's own keyword). */
  removed: string[];
  keyword?: string;
  start_date?: string;
  end_date?: string;
  url?: string;
  mid?: string;
  uname?: string | null;
  file_name?: string;
  column_name?: string;
}

/** The keyword's China date range: the given ends, else the last WORD_CLOUD_DEFAULT_DAYS days up to today. */
function keywordRange(input: WordCloudCreateInput, today: string): { start: string; end: string } {
  const end = input.end_date ?? today;
  const start = input.start_date ?? addDays(end, -(WORD_CLOUD_DEFAULT_DAYS - 1));
  if (end > today) throw AppError.bad(WordCloudMessage.endAfterToday);
  const days = wordCloudRangeDays(start, end);
  if (days < 1) throw AppError.bad(WordCloudMessage.endBeforeStart);
  if (days > WORD_CLOUD_MAX_DAYS) throw AppError.bad(WordCloudMessage.tooLong);
  return { start, end };
}

/**
 * The newest stored posts matching the keyword in the range. The keyword's own words are in every
 * one of them, so they start out removed (one click puts them back).
 */
async function keywordTexts(ctx: AppContext, input: WordCloudCreateInput): Promise<GatheredTexts> {
  const keyword = input.keyword ?? '';
  const { start, end } = keywordRange(input, chinaDate(ctx.clock.now()));
  const tokens = searchQueryTokens(keyword);
  if (tokens.length === 0) throw AppError.bad(WordCloudMessage.noPosts);
  const rows = await keywordPostTexts(
    ctx.db,
    tokens,
    { from: chinaDayStart(start), to: chinaDayStart(addDays(end, 1)) },
    WORD_CLOUD_POSTS_MAX,
  );
  if (rows.length === 0) throw AppError.bad(WordCloudMessage.noPosts);
  return {
    texts: rows.map((r) => r.text),
    demo: rows.some((r) => r.origin === 'simulator'),
    title: `关键词「${keyword}」`,
    removed: tokens.filter((t) => isContentWord(t)),
    keyword,
    start_date: start,
    end_date: end,
  };
}

/**
 * A post read from the source when it is not stored yet, stored with its author like every
 * collector stores what it reads; null when the source has no such post (or none is configured).
 */
async function fetchAndStorePost(ctx: AppContext, mid: string) {
  const source = ctx.source?.source;
  if (!source) return null;
  const post = await source.fetchPost(mid).catch(() => null);
  if (!post) return null;
  const now = ctx.clock.now();
  const origin = source.kind === 'simulator' ? 'simulator' : 'weibo';
  const repo = new WeiboDataRepository(ctx.db);
  const author = await source.fetchUser(post.uid).catch(() => null);
  if (author) await repo.upsertUsers([author], origin, now, userSearchText);
  await repo.upsertPosts([post], origin, now, enrichPost);
  return storedPost(ctx.db, mid);
}

/**
 * The comments of a post link: the post must exist (stored, or read from the source) and not be
 * deleted. With a source configured its comments are read again and stored first (only the
 * comments: commenters are not bloggers), so the cloud is of the comments so far; when the source
 * fails, the stored ones are used.
 */
async function postCommentTexts(ctx: AppContext, input: WordCloudCreateInput): Promise<GatheredTexts> {
  const url = input.url ?? '';
  const link = postLinkMid(url);
  if (!link.ok) throw AppError.bad(link.message);
  const { mid } = link;
  const post = (await storedPost(ctx.db, mid)) ?? (await fetchAndStorePost(ctx, mid));
  if (!post || post.deleted) throw AppError.bad(WordCloudMessage.postGone);
  const source = ctx.source?.source;
  if (source) {
    try {
      const page = await source.fetchComments(mid);
      await new WeiboDataRepository(ctx.db).upsertComments(page.comments, commentSentiment);
    } catch (error) {
      ctx.log.warn({ err: error, mid }, 'word cloud: comments not refreshed from the source');
    }
  }
  const texts = await commentTexts(ctx.db, mid, WORD_CLOUD_COMMENTS_MAX);
  if (texts.length === 0) throw AppError.bad(WordCloudMessage.noComments);
  return {
    texts,
    demo: post.origin === 'simulator',
    title: `${post.screen_name ?? '博文'}的博文评论`,
    removed: [],
    url,
    mid,
    uname: post.screen_name,
  };
}

/** A pasted text: each non-blank line is one text (the 出现条数 of a word counts lines). */
function pastedTexts(input: WordCloudCreateInput): GatheredTexts {
  const text = input.text ?? '';
  const lines = text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '');
  const head = text.replace(/\s+/g, ' ').trim();
  return {
    texts: lines,
    demo: false,
    title: `粘贴文本「${head.length > 12 ? `${head.slice(0, 12)}…` : head}」`,
    removed: [],
  };
}

/** One column of one of the member's uploads (lines of a text file are its only column). */
async function uploadTexts(ctx: AppContext, user: Member, input: WordCloudCreateInput): Promise<GatheredTexts> {
  const since = new Date(ctx.clock.now().getTime() - WORD_CLOUD_UPLOAD_TTL_MS);
  const upload = await ownUpload(ctx.db, user.id, input.upload_id ?? 0, since);
  if (!upload) throw AppError.bad(WordCloudMessage.uploadGone);
  const column = upload.columns[input.column ?? 0];
  if (!column) throw AppError.bad(WordCloudMessage.columnGone);
  return {
    texts: column.texts,
    demo: false,
    title: upload.kind === 'xlsx' ? `${upload.file_name}·${column.name}` : upload.file_name,
    removed: [],
    file_name: upload.file_name,
    column_name: upload.kind === 'xlsx' ? column.name : undefined,
  };
}

/** The texts of the source the member chose; code 0 with the reason when there are none. */
export function gatherTexts(ctx: AppContext, user: Member, input: WordCloudCreateInput): Promise<GatheredTexts> {
  switch (input.source) {
    case 'keyword':
      return keywordTexts(ctx, input);
    case 'post':
      return postCommentTexts(ctx, input);
    case 'text':
      return Promise.resolve(pastedTexts(input));
    case 'upload':
      return uploadTexts(ctx, user, input);
  }
}
