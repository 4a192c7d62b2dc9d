import { formatChinaTime } from '@boguan/contracts/china-time';
import type { Paged } from '@boguan/contracts/kol';
import {
  WORD_CLOUD_DRAW_MAX,
  WORD_CLOUD_HISTORY_PER_PAGE,
  WORD_CLOUD_NOT_FOUND,
  WORD_CLOUD_SOURCE_LABELS,
  WORD_CLOUD_TERMS_KEPT,
  WORD_CLOUD_WORDS_PER_PAGE,
  WordCloudMessage,
  type WordCloudSort,
} from '@boguan/contracts/word-cloud';
import type {
  WordCloudAllowance,
  WordCloudCreateInput,
  WordCloudDetailInput,
  WordCloudHistoryInput,
  WordCloudRedrawInput,
  WordCloudResult,
  WordCloudSummary,
  WordCloudWord,
  WordCloudWordsInput,
} from '@boguan/contracts/word-cloud.api';
import {
  type CloudCounts,
  countCloudWords,
  type RankedTerm,
  rankCloudTerms,
  removalKey,
} from '@boguan/weibo/text/word-cloud';
import { pageSlice } from '../../db/paging.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { Member } from '../membership/membership.service.js';
import {
  deleteCloud,
  insertCloud,
  listClouds,
  ownCloud,
  updateRemoved,
  type WordCloudHeadRow,
  type WordCloudRow,
} from './word-cloud.repository.js';
import { gatherTexts } from './word-cloud.sources.js';
import type { StoredTerm } from './word-cloud.tables.js';

const FEATURE = 'word_cloud' as const;

/** A cloud as lists and headers show it. */
export function wordCloudSummary(row: WordCloudHeadRow): WordCloudSummary {
  return {
    id: Number(row.id),
    source: row.source,
    source_text: WORD_CLOUD_SOURCE_LABELS[row.source],
    title: row.title,
    keyword: row.keyword,
    start_date: row.start_date,
    end_date: row.end_date,
    url: row.url,
    uname: row.uname,
    file_name: row.file_name,
    column_name: row.column_name,
    texts: row.texts,
    chars: row.chars,
    total_words: row.total_words,
    distinct_words: row.distinct_words,
    word_count: row.word_count,
    removed: row.removed,
    demo: row.demo,
    create_time: formatChinaTime(row.created_at),
    update_time: formatChinaTime(row.updated_at),
  };
}

/** The stored counts of a cloud, as the engine reads them. */
function countsOf(row: WordCloudRow): Pick<CloudCounts, 'terms' | 'totalWords'> {
  return {
    terms: row.terms.map(([word, count, docs]) => ({ word, count, docs })),
    totalWords: row.total_words,
  };
}

function toWords(terms: readonly RankedTerm[], firstRank: number): WordCloudWord[] {
  return terms.map((t, i) => ({ rank: firstRank + i, word: t.word, count: t.count, docs: t.docs, weight: t.weight }));
}

/** The removed words trimmed, in the member's order, each once (Latin case aside). */
function cleanRemoved(removed: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const word of removed) {
    const key = removalKey(word);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(word.trim());
  }
  return out;
}

/** Whether the member may make clouds and the uses left today. */
export function wordCloudAuth(ctx: AppContext, user: Member): Promise<WordCloudAllowance> {
  return ctx.membership.remaining(user, FEATURE);
}

/**
 * Makes one cloud: counts a word_cloud use (1001 / 1002 before any work), reads the texts of the
 * chosen source, counts their words and stores the cloud with its counted words. Anything that
 * stops it after the use was counted (no posts, no comments, an expired upload, only stopwords)
 * gives the use back, so only a cloud made costs a use.
 */
export async function createCloud(
  ctx: AppContext,
  user: Member,
  input: WordCloudCreateInput,
): Promise<WordCloudSummary> {
  await ctx.membership.consume(user, FEATURE);
  try {
    const gathered = await gatherTexts(ctx, user, input);
    const counts = countCloudWords(gathered.texts, WORD_CLOUD_TERMS_KEPT);
    if (counts.terms.length === 0) throw AppError.bad(WordCloudMessage.noWords);
    const removed = cleanRemoved(gathered.removed);
    const wordCount = rankCloudTerms(counts, removed).length;
    const now = ctx.clock.now();
    const terms: StoredTerm[] = counts.terms.map((t) => [t.word, t.count, t.docs]);
    const row = await insertCloud(ctx.db, {
      user_id: user.id,
      source: input.source,
      title: (input.title ?? gathered.title).slice(0, 60),
      keyword: gathered.keyword ?? null,
      start_date: gathered.start_date ?? null,
      end_date: gathered.end_date ?? null,
      url: gathered.url ?? null,
      mid: gathered.mid ?? null,
      uname: gathered.uname ?? null,
      file_name: gathered.file_name ?? null,
      column_name: gathered.column_name ?? null,
      texts: counts.texts,
      chars: counts.chars,
      total_words: counts.totalWords,
      distinct_words: counts.distinctWords,
      terms: JSON.stringify(terms),
      removed,
      word_count: wordCount,
      demo: gathered.demo,
      created_at: now,
      updated_at: now,
    });
    return wordCloudSummary(row);
  } catch (error) {
    await ctx.membership.release(user, FEATURE);
    throw error;
  }
}

async function requireCloud(ctx: AppContext, user: Member, id: number): Promise<WordCloudRow> {
  const row = await ownCloud(ctx.db, user.id, id);
  if (!row) throw AppError.bad(WORD_CLOUD_NOT_FOUND);
  return row;
}

/** A cloud's words after its removals, in `sort` order. */
export function rankedWords(row: WordCloudRow, sort: WordCloudSort): RankedTerm[] {
  return rankCloudTerms(countsOf(row), row.removed, sort);
}

/** The header of a cloud and the words to draw. */
export async function cloudDetail(
  ctx: AppContext,
  user: Member,
  input: WordCloudDetailInput,
): Promise<WordCloudResult> {
  const row = await requireCloud(ctx, user, input.id);
  return {
    cloud: wordCloudSummary(row),
    sort: input.sort,
    words: toWords(rankedWords(row, input.sort).slice(0, WORD_CLOUD_DRAW_MAX), 1),
  };
}

/** One page of the word table. */
export async function cloudWords(
  ctx: AppContext,
  user: Member,
  input: WordCloudWordsInput,
): Promise<Paged<WordCloudWord>> {
  const row = await requireCloud(ctx, user, input.id);
  const all = rankedWords(row, input.sort);
  const { offset, limit } = pageSlice(input.page, WORD_CLOUD_WORDS_PER_PAGE);
  return {
    data: toWords(all.slice(offset, offset + limit), offset + 1),
    page: input.page,
    per_page: WORD_CLOUD_WORDS_PER_PAGE,
    total: all.length,
  };
}

/**
 * Replaces the cloud's removed words (an empty list puts every word back); the figures and the
 * drawing are recomputed from the stored counts. Uses no quota: it is the same cloud.
 */
export async function redrawCloud(
  ctx: AppContext,
  user: Member,
  input: WordCloudRedrawInput,
): Promise<WordCloudSummary> {
  const row = await requireCloud(ctx, user, input.id);
  const removed = cleanRemoved(input.removed);
  const wordCount = rankCloudTerms(countsOf(row), removed).length;
  const updated = await updateRemoved(ctx.db, user.id, input.id, { removed, wordCount, now: ctx.clock.now() });
  // Deleted between the read and the write.
  if (!updated) throw AppError.bad(WORD_CLOUD_NOT_FOUND);
  return wordCloudSummary(updated);
}

export async function cloudHistory(
  ctx: AppContext,
  user: Member,
  input: WordCloudHistoryInput,
): Promise<Paged<WordCloudSummary>> {
  const { rows, total } = await listClouds(ctx.db, user.id, {
    ...pageSlice(input.page, WORD_CLOUD_HISTORY_PER_PAGE),
    source: input.source,
  });
  return { data: rows.map(wordCloudSummary), page: input.page, per_page: WORD_CLOUD_HISTORY_PER_PAGE, total };
}

export async function removeCloud(ctx: AppContext, user: Member, id: number): Promise<void> {
  if (!(await deleteCloud(ctx.db, user.id, id))) throw AppError.bad(WORD_CLOUD_NOT_FOUND);
}

/** A cloud of the member, for its export. */
export function ownedCloud(ctx: AppContext, user: Member, id: number): Promise<WordCloudRow> {
  return requireCloud(ctx, user, id);
}
