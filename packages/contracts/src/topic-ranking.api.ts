import { z } from 'zod';
import { chinaTime, endpoints, paged } from './endpoint.js';
import { exportQueuedSchema } from './exports.api.js';
import { choice, numberOr, optionalDate, optionalNumber, optionalText, page } from './fields.js';
import { nameCountSchema } from './kol.api.js';
import { CATEGORY_NAME_MAX } from './kol.js';
import {
  TopicRankingMessage as Message,
  TOPIC_BOARD_MAX_PER_PAGE,
  TOPIC_BOARD_PER_PAGE,
  TOPIC_PERIODS,
} from './topic-ranking.js';

/*
 * The topic boards (/topictopRanking, /topicRecreationRanking, /topicheatedRanking): POST
 * /api/topic_ranking/topSearch, recreation, topDis, their exports topSearchExport, recreationExport,
 * topDisExport, and the periods of the picker (docs/topic-ranking.md).
 */

/** Which period: its type and, to pick a past one, its China date (and hour for 小时榜). Absent = the latest. */
export const topicPeriodFields = {
  type: choice(TOPIC_PERIODS, Message.period, 'day'),
  /** day: that day; week: the week (Monday to Sunday) holding it; hour: with `hour`. */
  date: optionalDate(Message.date),
  hour: optionalNumber('小时', { min: 0, max: 23, int: true }),
  category: optionalText(Message.category, CATEGORY_NAME_MAX),
};

function checkPeriod(
  form: { type: string; date?: string | undefined; hour?: number | undefined },
  ctx: z.RefinementCtx,
) {
  if (form.hour !== undefined && form.type !== 'hour') {
    ctx.addIssue({ code: 'custom', message: Message.hourNotHourly, path: ['hour'] });
  } else if (form.type === 'hour' && (form.date === undefined) !== (form.hour === undefined)) {
    ctx.addIssue({ code: 'custom', message: Message.hourWithoutDate, path: ['hour'] });
  }
}

/** The export calls (and what their job reads): a board's period and category. */
export const topicBoardExportSchema = z.object(topicPeriodFields).superRefine(checkPeriod);
export type TopicBoardExportInput = z.output<typeof topicBoardExportSchema>;

export const topicBoardSchema = z
  .object({
    ...topicPeriodFields,
    page,
    per_page: numberOr(TOPIC_BOARD_PER_PAGE, Message.perPage, { min: 1, max: TOPIC_BOARD_MAX_PER_PAGE, int: true }),
  })
  .superRefine(checkPeriod);
export type TopicBoardInput = z.output<typeof topicBoardSchema>;
export type TopicBoardForm = z.input<typeof topicBoardSchema>;

/** POST /api/topic_ranking/periods {type}. */
export const topicPeriodsSchema = z.object({ type: topicPeriodFields.type });

/** One period of a board: where it begins and ends (China time) and how the picker names it. */
export const topicPeriodSchema = z.strictObject({
  type: z.enum(TOPIC_PERIODS),
  /** The China date the period begins (the Monday for 周榜). */
  date: z.string(),
  /** The hour it begins (0-23) for 小时榜, else null. */
  hour: z.number().int().nullable(),
  start: chinaTime,
  end: chinaTime,
  label: z.string(),
});
export type TopicPeriodItem = z.infer<typeof topicPeriodSchema>;

export const topicPeriodsPageSchema = z.strictObject({ periods: z.array(topicPeriodSchema) });
export type TopicPeriodsPage = z.infer<typeof topicPeriodsPageSchema>;

export const topicHostSchema = z.strictObject({
  uid: z.string(),
  /** The blogger's id (links to /bosSearch/detail); null when the account is not stored. */
  kol_id: z.number().int().nullable(),
  name: z.string(),
});

export const topicRankRowSchema = z.strictObject({
  rank: z.number().int(),
  /** Previous rank − this rank (positive = climbed); null = not on the previous period's board (新). */
  rank_change: z.number().int().nullable(),
  /** The bare topic name (the page shows it as #name#). */
  name: z.string(),
  category: z.string(),
  host: topicHostSchema.nullable(),
  read_inc: z.number(),
  discuss_inc: z.number(),
  read_total: z.number(),
  discuss_total: z.number(),
  /** 飙升话题榜: discussion growth over the period in percent (discuss_inc ÷ base × 100), else null. */
  discuss_rate: z.number().nullable(),
});
export type TopicRankRow = z.infer<typeof topicRankRowSchema>;

export const topicBoardPageSchema = paged(topicRankRowSchema).extend({
  /** Topics on this board and category (before the member's cap). */
  total_all: z.number().int(),
  /** The ranks this member may see. */
  max_rows: z.number().int(),
  /** The period shown; null when no period has a board yet. */
  period: topicPeriodSchema.nullable(),
  /** When this period's board was computed (China time). */
  computed_at: chinaTime.nullable(),
  /** Whether the period before had a board (without one there is no rank change to show). */
  has_previous: z.boolean(),
  /** The categories on this board, most topics first. */
  categories: z.array(nameCountSchema),
});
export type TopicBoardPage = z.infer<typeof topicBoardPageSchema>;

export const topicRankingApi = endpoints('topic-ranking', {
  '/api/topic_ranking/topSearch': {
    summary: '话题榜：已结束的小时/日/周内话题按阅读增量排名，可按分类，含名次变化',
    request: topicBoardSchema,
    response: topicBoardPageSchema,
  },
  '/api/topic_ranking/recreation': {
    summary: '娱乐话题榜：娱乐类话题按阅读增量排名',
    request: topicBoardSchema,
    response: topicBoardPageSchema,
  },
  '/api/topic_ranking/topDis': {
    summary: '飙升话题榜：话题按讨论增长率排名（设最低讨论基数）',
    request: topicBoardSchema,
    response: topicBoardPageSchema,
    auth: 'optional',
  },
  '/api/topic_ranking/periods': {
    summary: '话题榜单可选的历史时段（小时/日/周）',
    request: topicPeriodsSchema,
    response: topicPeriodsPageSchema,
    auth: 'optional',
  },
  '/api/topic_ranking/topSearchExport': {
    summary: '导出话题榜（.xlsx）',
    request: topicBoardExportSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
  '/api/topic_ranking/recreationExport': {
    summary: '导出娱乐话题榜（.xlsx）',
    request: topicBoardExportSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
  '/api/topic_ranking/topDisExport': {
    summary: '导出飙升话题榜（.xlsx）',
    request: topicBoardExportSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
});
