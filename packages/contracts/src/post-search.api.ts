import { z } from 'zod';
import { chinaTime, endpoints, paged } from './endpoint.js';
import { exportQueuedSchema, exportRecordItemSchema } from './exports.api.js';
import {
  choice,
  choiceList,
  type FormValue,
  formBody,
  isBlank,
  noFields,
  numberOr,
  optionalChoice,
  optionalDate,
  optionalNumber,
  optionalText,
  page,
  perPage,
  requiredText,
} from './fields.js';
import { nameCountSchema, verifyBadgeSchema } from './kol.api.js';
import { CATEGORY_NAME_MAX, VERIFY_BADGES } from './kol.js';
import { SORT_ORDERS } from './kol-search.js';
import { exportCheckSchema, featureAllowanceSchema } from './membership.api.js';
import {
  CAKE_PERIODS,
  HOT_PERIODS,
  PostSearchLabel as Label,
  PostSearchMessage as Message,
  POST_BOARD_MAX_PER_PAGE,
  POST_BOARD_PER_PAGE,
  POST_INTERACT_MAX,
  POST_KEYWORD_MAX,
  POST_MEDIA,
  POST_SEARCH_MAX_PER_PAGE,
  POST_SEARCH_PER_PAGE,
  POST_SELECTION_MAX,
  POST_SORTS,
  POST_TYPES,
  PostBoardMessage,
  SPONSORED_CHOICES,
} from './post-search.js';
import { sentimentSchema } from './sentiment.api.js';

/*
 * Post search and export (/blogSearch): POST /api/article/search, get_search_auth, getTimes,
 * exportBlog, exportArticle, getBlogExportRecode; the boards (/blogHotRanking, /blogCakeRanking):
 * /api/article_ranking/hot, cake and their exports (docs/post-search.md).
 */

/** Each filter on its own: the page reads its URL state field by field with these. */
export const postSearchFilterFields = {
  keyword: requiredText(Label.keyword, POST_KEYWORD_MAX, Message.keywordEmpty),
  start_date: optionalDate(Message.startDate),
  end_date: optionalDate(Message.endDate),
  category: optionalText(Label.category, CATEGORY_NAME_MAX),
  post_type: optionalChoice(POST_TYPES, Message.postType),
  media: choiceList(POST_MEDIA, Message.media),
  sponsored: optionalChoice(SPONSORED_CHOICES, Message.sponsored),
  verify: choiceList(VERIFY_BADGES, Message.verify),
  interact_min: optionalNumber(Label.interact, { max: POST_INTERACT_MAX, int: true }),
  sort: choice(POST_SORTS, Message.sort, 'time'),
  order: choice(SORT_ORDERS, Message.order, 'desc'),
};

function checkDates(form: { start_date?: string; end_date?: string }, ctx: z.RefinementCtx): void {
  if (form.start_date && form.end_date && form.start_date > form.end_date) {
    ctx.addIssue({ code: 'custom', message: Message.dateOrder, path: ['start_date'] });
  }
}

const filtersObject = z.object(postSearchFilterFields);
export type PostSearchFilters = z.output<typeof filtersObject>;

/** The filters and sort of a search, no paging: getTimes, exportBlog and the export job read these. */
export const postSearchFiltersSchema = formBody(filtersObject.superRefine(checkDates));

/** POST /api/article/search. */
export const postSearchSchema = formBody(
  filtersObject
    .extend({ page, per_page: perPage(POST_SEARCH_PER_PAGE, POST_SEARCH_MAX_PER_PAGE, Message.perPage) })
    .superRefine(checkDates),
);
export type PostSearchInput = z.output<typeof postSearchSchema>;
/** The search as the page holds it, before the server's defaults. */
export type PostSearchForm = z.input<typeof postSearchSchema>;

const MID_PATTERN = /^\d{1,20}$/;

/** POST /api/article/exportArticle: the mids of the posts the member ticked. */
export const postSelectionSchema = z.object({
  mids: z.preprocess(
    (value: FormValue) => {
      if (isBlank(value)) return [];
      const list = Array.isArray(value) ? value : String(value).split(',');
      return [...new Set(list.map((item) => String(item ?? '').trim()).filter((item) => item !== ''))];
    },
    z
      .array(z.string().regex(MID_PATTERN, Message.mids), { error: Message.mids })
      .min(1, Message.midsEmpty)
      .max(POST_SELECTION_MAX, Message.midsTooMany),
  ),
});
export type PostSelectionInput = z.output<typeof postSelectionSchema>;

/** POST /api/article/getBlogExportRecode {page}. */
export const postExportRecordsSchema = z.object({ page });

/** One post as the result list, the boards and the exports show it. */
export const postResultSchema = z.strictObject({
  mid: z.string(),
  bid: z.string(),
  uid: z.string(),
  /** The author's blogger id (links to the detail page); null when the author is not stored. */
  kol_id: z.number().int().nullable(),
  // Spec 3's post result fields, exactly.
  art_pic: z.string(),
  /** The post on weibo.com; '' for a demo post (made by the simulator, it has no page there). */
  art_url: z.string(),
  art_title: z.string(),
  art_kol_avatar: z.string(),
  art_verify: verifyBadgeSchema,
  art_uname: z.string(),
  /** YYYY-MM-DD HH:mm, China time. */
  art_posted_time: z.string(),
  text: z.string(),
  fans: z.number(),
  category: z.array(z.string()),
  reposts: z.number().int(),
  comments: z.number().int(),
  likes: z.number().int(),
  interactions: z.number().int(),
  is_original: z.boolean(),
  pics: z.number().int(),
  has_video: z.boolean(),
  sponsored: z.boolean(),
  /** The sponsorship markers found in the text (广告, 合作, a shop link…). */
  markers: z.array(z.string()),
});
export type PostResult = z.infer<typeof postResultSchema>;

/** A search result: the post and the sentiment the member sees (their correction, else the model's). */
export const postSearchItemSchema = postResultSchema.extend({ sentiment: sentimentSchema });
export type PostSearchItem = z.infer<typeof postSearchItemSchema>;

export const postSearchPageSchema = paged(postSearchItemSchema).extend({
  /** Matching posts, counted up to POST_FOUND_CAP; `total` is this capped by the member's row limit. */
  found: z.number().int(),
  /** More posts match than were counted (shown as 2000+). */
  found_more: z.boolean(),
  /** The most rows this member may page through (null: no limit). */
  max_rows: z.number().int().nullable(),
  /** The words the keyword was cut into (all must occur); the page highlights them. */
  words: z.array(z.string()),
});
export type PostSearchPage = z.infer<typeof postSearchPageSchema>;

/** get_search_auth: the member's article_search and article_export allowances. */
export const postSearchAuthSchema = z.strictObject({ search: featureAllowanceSchema, export: featureAllowanceSchema });
export type PostSearchAuth = z.infer<typeof postSearchAuthSchema>;

/** getTimes: what exporting these filters would give the member now (no use counted). */
export const postExportCheckSchema = exportCheckSchema;
export type PostExportCheck = z.infer<typeof postExportCheckSchema>;

/* ─── The boards ─── */

const boardCategory = optionalText(PostBoardMessage.category, CATEGORY_NAME_MAX);
const boardPerPage = numberOr(POST_BOARD_PER_PAGE, PostBoardMessage.perPage, {
  min: 1,
  max: POST_BOARD_MAX_PER_PAGE,
  int: true,
});

export const hotBoardFields = {
  period: choice(HOT_PERIODS, PostBoardMessage.hotPeriod, 'day'),
  category: boardCategory,
};
export const cakeBoardFields = {
  period: choice(CAKE_PERIODS, PostBoardMessage.cakePeriod, 'week'),
  category: boardCategory,
};

/** POST /api/article_ranking/hot_export (and what its export job reads). */
export const hotBoardExportSchema = z.object(hotBoardFields);
export type HotBoardExportInput = z.output<typeof hotBoardExportSchema>;
export const cakeBoardExportSchema = z.object(cakeBoardFields);
export type CakeBoardExportInput = z.output<typeof cakeBoardExportSchema>;

export const hotBoardSchema = hotBoardExportSchema.extend({ page, per_page: boardPerPage });
export type HotBoardInput = z.output<typeof hotBoardSchema>;
export const cakeBoardSchema = cakeBoardExportSchema.extend({ page, per_page: boardPerPage });
export type CakeBoardInput = z.output<typeof cakeBoardSchema>;

export const boardRowSchema = postResultSchema.extend({
  rank: z.number().int(),
  /**
   * Previous rank − this rank (positive = climbed); null = not on the previous board (新); absent
   * when the board has no previous update yet.
   */
  rank_change: z.number().int().nullable().optional(),
});
export type BoardRow = z.infer<typeof boardRowSchema>;

export const cakeRowSchema = boardRowSchema.extend({
  /** Brands the text names (brands table). */
  brands: z.array(z.string()),
  /** The blogger's average interactions of organic posts over the 30 days before the board; null without any. */
  organic_avg: z.number().nullable(),
  /** interactions ÷ organic_avg (恰饭效果); null when organic_avg is null or 0. */
  vs_organic: z.number().nullable(),
});
export type CakeRow = z.infer<typeof cakeRowSchema>;

function boardPage<T extends z.ZodType>(row: T) {
  return paged(row).extend({
    /** Posts on this board (before the member's cap). */
    total_all: z.number().int(),
    /** The ranks this member may see. */
    max_rows: z.number().int(),
    /** When the board was computed (China time); null before its first computation. */
    computed_at: chinaTime.nullable(),
    /** The window of publication times it ranks. */
    window_start: chinaTime.nullable(),
    window_end: chinaTime.nullable(),
    /** The categories on this board (all categories), most posts first. */
    categories: z.array(nameCountSchema),
  });
}

export const hotBoardPageSchema = boardPage(boardRowSchema);
export type HotBoardPage = z.infer<typeof hotBoardPageSchema>;
export const cakeBoardPageSchema = boardPage(cakeRowSchema);
export type CakeBoardPage = z.infer<typeof cakeBoardPageSchema>;

export const postSearchApi = endpoints('post-search', {
  '/api/article/search': {
    summary: '博文搜索：关键词 + 时间范围、博主分类、原创/转发、图片/视频、商业博文、认证、最低互动筛选，排序与分页',
    request: postSearchSchema,
    response: postSearchPageSchema,
  },
  '/api/article/get_search_auth': {
    summary: '博文搜索与导出的会员权限及剩余次数',
    request: noFields,
    response: postSearchAuthSchema,
  },
  '/api/article/getTimes': {
    summary: '导出博文搜索结果前的条数与剩余导出次数（不计次）',
    request: postSearchFiltersSchema,
    response: postExportCheckSchema,
  },
  '/api/article/exportBlog': {
    summary: '导出博文搜索结果（.xlsx，条数受会员等级限制，大量数据转为导出任务）',
    request: postSearchFiltersSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
  '/api/article/exportArticle': {
    summary: `导出所选博文（.xlsx，一次最多${POST_SELECTION_MAX}条）`,
    request: postSelectionSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
  '/api/article/getBlogExportRecode': {
    summary: '博文导出记录（每页10条，含导出任务进度）',
    request: postExportRecordsSchema,
    response: paged(exportRecordItemSchema),
  },
  '/api/article_ranking/hot': {
    summary: '热门博文榜：1小时/24小时/7天内发布的博文按互动量排名，可按分类，含名次变化',
    request: hotBoardSchema,
    response: hotBoardPageSchema,
  },
  '/api/article_ranking/hot_export': {
    summary: '导出热门博文榜（.xlsx）',
    request: hotBoardExportSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
  '/api/article_ranking/cake': {
    summary: '恰饭榜：商业博文按互动量排名，含品牌、博主与博主自然博文均值对比',
    request: cakeBoardSchema,
    response: cakeBoardPageSchema,
  },
  '/api/article_ranking/cake_export': {
    summary: '导出恰饭榜（.xlsx）',
    request: cakeBoardExportSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
});
