import { formatChinaTime } from '@boguan/contracts/china-time';
import type { Paged } from '@boguan/contracts/kol';
import {
  countSentiments,
  SENTIMENT_CORRECTION_LIMIT,
  type SentimentCounts,
  type SentimentKind,
  type SentimentLabel,
  SentimentMessage,
} from '@boguan/contracts/sentiment';
import type {
  Sentiment,
  SentimentCorrectInput,
  SentimentCorrection,
  SentimentCorrectionListInput,
  SentimentTargetInput,
  SentimentUndone,
} from '@boguan/contracts/sentiment.api';
import { labelForScore } from '@boguan/weibo/text/sentiment';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { lockUserRow } from '../accounts/users.repository.js';
import {
  type CorrectionRow,
  correctedLabels,
  countCorrections,
  deleteCorrection,
  hasCorrection,
  pageCorrections,
  saveCorrection,
  sentimentTarget,
} from './sentiment.repository.js';

/*
 * Sentiment corrections (docs/sentiment-corrections.md). `effectiveSentiments` and
 * `effectiveSentimentCounts` are what every tool that shows a label calls: the user's own label
 * where they corrected the text, the model's label of the stored score elsewhere.
 */

/** The model's label of a stored score; a text without a score (no text) is neutral. */
export function modelLabel(score: number | null): SentimentLabel {
  return score === null ? 'neutral' : labelForScore(score);
}

/** A text as a tool lists it: its id (post mid, comment id) and the stored model score. */
export interface ScoredText {
  id: string;
  score: number | null;
}

export type EffectiveSentiment = Sentiment & { id: string };

/**
 * The label this user sees of each text, in the order given: their correction when they made one
 * (`corrected: true`), otherwise the model's label of the score. Another user's corrections never
 * count.
 */
export async function effectiveSentiments(
  ctx: Pick<AppContext, 'db'>,
  userId: number,
  kind: SentimentKind,
  texts: readonly ScoredText[],
): Promise<EffectiveSentiment[]> {
  if (texts.length === 0) return [];
  const own = await correctedLabels(
    ctx.db,
    userId,
    kind,
    texts.map((t) => t.id),
  );
  return texts.map(({ id, score }) => {
    const label = own.get(id);
    return { id, label: label ?? modelLabel(score), score, corrected: label !== undefined };
  });
}

/** How many of the texts this user sees as positive, neutral and negative. */
export async function effectiveSentimentCounts(
  ctx: Pick<AppContext, 'db'>,
  userId: number,
  kind: SentimentKind,
  texts: readonly ScoredText[],
): Promise<SentimentCounts> {
  const labels = await effectiveSentiments(ctx, userId, kind, texts);
  return countSentiments(labels.map((s) => s.label));
}

function toCorrection(row: CorrectionRow): SentimentCorrection {
  return {
    kind: row.target_kind,
    id: row.target_id,
    text: row.text,
    model_label: row.model_label,
    label: row.label,
    create_time: formatChinaTime(row.created_at),
    update_time: formatChinaTime(row.updated_at),
  };
}

/**
 * Stores the user's label of a stored post or comment (a label equal to the model's is stored too:
 * the user confirmed it). A new correction past SENTIMENT_CORRECTION_LIMIT is refused; changing an
 * existing one never is. The count and the write run under a lock on the user's row, so parallel
 * requests cannot pass the limit together.
 */
export async function correctSentiment(
  ctx: AppContext,
  user: { id: number },
  input: SentimentCorrectInput,
): Promise<SentimentCorrection> {
  const target = await sentimentTarget(ctx.db, input.kind, input.id);
  if (!target) throw AppError.bad(SentimentMessage.notFound);
  const row = await ctx.db.transaction().execute(async (trx) => {
    await lockUserRow(trx, user.id);
    const replacing = await hasCorrection(trx, user.id, input.kind, input.id);
    if (!replacing && (await countCorrections(trx, user.id)) >= SENTIMENT_CORRECTION_LIMIT) {
      throw AppError.bad(SentimentMessage.limit);
    }
    return saveCorrection(trx, {
      userId: user.id,
      kind: input.kind,
      id: input.id,
      label: input.label,
      modelLabel: modelLabel(target.score),
      text: target.text,
      now: ctx.clock.now(),
    });
  });
  return toCorrection(row);
}

/** The user's corrections, the last set first. */
export async function listCorrections(
  ctx: AppContext,
  user: { id: number },
  input: SentimentCorrectionListInput,
): Promise<Paged<SentimentCorrection>> {
  const { rows, total } = await pageCorrections(ctx.db, user.id, input.page, input.page_size);
  return { data: rows.map(toCorrection), page: input.page, per_page: input.page_size, total };
}

/** Deletes the user's correction of a text; answers the model's label it falls back to. */
export async function undoCorrection(
  ctx: AppContext,
  user: { id: number },
  input: SentimentTargetInput,
): Promise<SentimentUndone> {
  const deleted = await deleteCorrection(ctx.db, user.id, input.kind, input.id);
  if (deleted === 0) throw AppError.bad(SentimentMessage.noCorrection);
  const target = await sentimentTarget(ctx.db, input.kind, input.id);
  const score = target?.score ?? null;
  return { kind: input.kind, id: input.id, label: modelLabel(score), score, corrected: false };
}
