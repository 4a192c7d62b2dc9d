import { addDays, chinaDate, chinaDayStart, formatChinaTime } from '@boguan/contracts/china-time';
import type { VerifyBadge } from '@boguan/contracts/kol';
import type { KolCard } from '@boguan/contracts/kol.api';
import {
  AUDIENCE_BASIS_LABELS,
  type AudienceBasis,
  CONTRAST_HISTORY_PAGE_SIZE,
  CONTRAST_METRIC_KEYS,
  CONTRAST_TOP_PROVINCES,
  CONTRAST_TREND_DAYS,
  ContrastMessage,
  OTHER_PROVINCE,
} from '@boguan/contracts/kol-contrast';
import type {
  ContrastDetail,
  ContrastHistoryPage,
  ContrastMetricRow,
  ContrastSubmitted,
  ContrastTrends,
} from '@boguan/contracts/kol-contrast.api';
import { METRICS } from '@boguan/contracts/metrics';
import {
  audienceSplit,
  type DaySeries,
  firstDayWithData,
  metricRows,
  seriesOnAxis,
} from '@boguan/weibo/analytics/comparison';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { KOL_NOT_FOUND, kolCardsByIds } from '../bloggers/kol-cards.repository.js';
import { ensureFanSamples } from '../kol-detail/fan-sampling.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import {
  dailyFollowers,
  dailyInteractions,
  deleteContrast,
  fanSampleAudience,
  findContrast,
  insertContrast,
  interactionAudience,
  miniProfiles,
  pageContrasts,
} from './kol-contrast.repository.js';

const TITLE_MAX = 300;

/**
 * Stores a comparison of 2-5 known bloggers and counts one use of `kol_compare` (1001/1002 from
 * the membership service). Unknown bloggers are refused before anything is counted; a failed insert
 * gives the use back.
 */
export async function submitContrast(ctx: AppContext, user: SessionUser, kolIds: number[]): Promise<ContrastSubmitted> {
  const cards = await kolCardsByIds(ctx.db, kolIds);
  if (cards.length !== kolIds.length) throw AppError.bad(KOL_NOT_FOUND);
  await ctx.membership.consume(user, 'kol_compare');
  try {
    const title = cards
      .map((card) => card.uname)
      .join(' vs ')
      .slice(0, TITLE_MAX);
    const id = await insertContrast(ctx.db, { userId: user.id, kolIds, title, now: ctx.clock.now() });
    return { id };
  } catch (error) {
    await ctx.membership.release(user, 'kol_compare');
    throw error;
  }
}

/** The 30 China days ending today, trimmed to start on the first day any blogger has data. */
async function trends(db: Kysely<Database>, cards: readonly KolCard[], now: Date): Promise<ContrastTrends> {
  const today = chinaDate(now);
  const first = addDays(today, -(CONTRAST_TREND_DAYS - 1));
  const dates = Array.from({ length: CONTRAST_TREND_DAYS }, (_, i) => addDays(first, i));
  const uids = cards.map((card) => card.uid);
  const from = chinaDayStart(first);
  const [followerDays, interactionDays] = await Promise.all([
    dailyFollowers(db, uids, from, now),
    dailyInteractions(db, uids, from, now),
  ]);
  const followers = seriesOnAxis(dates, cards, followerDays, null);
  const interactions = seriesOnAxis(dates, cards, interactionDays, 0);
  const start = Math.min(firstDayWithData(dates, followers), firstDayWithData(dates, interactions));
  const cut = (s: DaySeries) => ({ ...s, values: s.values.slice(start) });
  return { dates: dates.slice(start), followers: followers.map(cut), interactions: interactions.map(cut) };
}

/**
 * The metric table, read from the cards the user sees (so the marked leader matches the shown,
 * rounded figures); each row is named as every other table names the figure.
 */
function metricTable(cards: readonly KolCard[]): ContrastMetricRow[] {
  return metricRows(cards, CONTRAST_METRIC_KEYS).map((row) => ({
    key: row.key,
    label: METRICS[row.key].label,
    format: METRICS[row.key].format,
    values: row.values,
    leaders: row.leaders,
  }));
}

/**
 * Who the audience is: sampled followers when the fan-sample table holds samples of these bloggers,
 * otherwise the accounts that reposted or commented on their posts. Missing samples are requested
 * (a job takes them), and `sampling` tells the page to look again shortly.
 */
async function audience(
  ctx: AppContext,
  ownerUserId: number,
  cards: readonly KolCard[],
): Promise<ContrastDetail['audience']> {
  const uids = cards.map((card) => card.uid);
  const sampling = await ensureFanSamples(ctx, ownerUserId, uids);
  let basis: AudienceBasis = 'none';
  let rows = await fanSampleAudience(ctx.db, uids);
  if (rows.length > 0) basis = 'fan_samples';
  else {
    rows = await interactionAudience(ctx.db, uids);
    if (rows.length > 0) basis = 'interactions';
  }
  return {
    basis,
    basis_label: AUDIENCE_BASIS_LABELS[basis],
    sampling,
    bloggers: audienceSplit(cards, rows, { top: CONTRAST_TOP_PROVINCES, other: OTHER_PROVINCE, unknown: '未知' }),
  };
}

/** A stored comparison with every figure read from the current data. */
export async function contrastDetail(ctx: AppContext, user: SessionUser, id: number): Promise<ContrastDetail> {
  const record = await findContrast(ctx.db, user.id, id);
  if (!record) throw AppError.bad(ContrastMessage.id);
  const cards = await kolCardsByIds(ctx.db, record.kol_ids);
  const [trendData, audienceData] = await Promise.all([
    trends(ctx.db, cards, ctx.clock.now()),
    audience(ctx, user.id, cards),
  ]);
  return {
    id: record.id,
    title: record.title,
    created_at: formatChinaTime(record.created_at),
    bloggers: cards,
    metrics: metricTable(cards),
    trends: trendData,
    audience: audienceData,
  };
}

export async function contrastHistory(ctx: AppContext, user: SessionUser, page: number): Promise<ContrastHistoryPage> {
  const { rows, total } = await pageContrasts(ctx.db, user.id, page, CONTRAST_HISTORY_PAGE_SIZE);
  const profiles = new Map(
    (await miniProfiles(ctx.db, [...new Set(rows.flatMap((row) => row.kol_ids))])).map((p) => [p.kol_id, p]),
  );
  const data = rows.map((row) => ({
    id: row.id,
    title: row.title,
    created_at: formatChinaTime(row.created_at),
    bloggers: row.kol_ids.flatMap((kolId) => {
      const p = profiles.get(kolId);
      return p
        ? [
            {
              kol_id: p.kol_id,
              uid: p.uid,
              uname: p.screen_name,
              avatar: p.avatar,
              verify: p.verify_badge as VerifyBadge,
            },
          ]
        : [];
    }),
  }));
  return { data, page, per_page: CONTRAST_HISTORY_PAGE_SIZE, total };
}

export async function removeContrast(ctx: AppContext, user: SessionUser, id: number): Promise<void> {
  if ((await deleteContrast(ctx.db, user.id, id)) === 0) throw AppError.bad(ContrastMessage.id);
}
