import { z } from 'zod';
import { endpoints, paged } from './endpoint.js';
import { exportQueuedSchema } from './exports.api.js';
import {
  choice,
  choiceList,
  formBody,
  noFields,
  optionalChoice,
  optionalNumber,
  optionalNumberChoice,
  optionalText,
  page,
  perPage,
} from './fields.js';
import { kolCardSchema, nameCountSchema } from './kol.api.js';
import { CATEGORY_NAME_MAX, PROVINCE_NAME_MAX, VERIFY_BADGES } from './kol.js';
import {
  ACTIVE_DAYS,
  FANS_MAX,
  INTERACT_MAX,
  KOL_CITY_MAX,
  KOL_GENDERS,
  KOL_KEYWORD_MAX,
  KOL_SEARCH_MAX_PER_PAGE,
  KOL_SEARCH_PER_PAGE,
  KOL_SEARCH_RANGES,
  KOL_SORTS,
  KolSearchMessage,
  KolSearchLabel as Label,
  PERCENT_MAX,
  rangeMessage,
  SORT_ORDERS,
} from './kol-search.js';

/*
 * Blogger search (/bosSearch, /m/blogger): POST /api/kol/search, /api/kol/search_options and
 * /api/kol/search_export.
 */

/** Each filter on its own: the page reads its URL state field by field with these. */
export const kolSearchFilterFields = {
  keyword: optionalText(Label.keyword, KOL_KEYWORD_MAX),
  category: optionalText(Label.category, CATEGORY_NAME_MAX),
  fans_min: optionalNumber(`${Label.fans}下限`, { max: FANS_MAX }),
  fans_max: optionalNumber(`${Label.fans}上限`, { max: FANS_MAX }),
  verify: choiceList(VERIFY_BADGES, KolSearchMessage.verify),
  gender: optionalChoice(KOL_GENDERS, KolSearchMessage.gender),
  province: optionalText(Label.province, PROVINCE_NAME_MAX),
  city: optionalText(Label.city, KOL_CITY_MAX),
  interact_min: optionalNumber(`${Label.interact}下限`, { max: INTERACT_MAX }),
  interact_max: optionalNumber(`${Label.interact}上限`, { max: INTERACT_MAX }),
  engage_min: optionalNumber(`${Label.engage}下限`, { max: PERCENT_MAX }),
  engage_max: optionalNumber(`${Label.engage}上限`, { max: PERCENT_MAX }),
  sponsored_max: optionalNumber(`${Label.sponsored}上限`, { max: PERCENT_MAX }),
  active_days: optionalNumberChoice(ACTIVE_DAYS, KolSearchMessage.activeDays),
  sort: choice(KOL_SORTS, KolSearchMessage.sort, 'fans'),
  order: choice(SORT_ORDERS, KolSearchMessage.order, 'desc'),
};

type RangeForm = Partial<Record<(typeof KOL_SEARCH_RANGES)[number][0 | 1], number | undefined>>;

function checkRanges(form: RangeForm, ctx: z.RefinementCtx): void {
  for (const [min, max, label] of KOL_SEARCH_RANGES) {
    const low = form[min];
    const high = form[max];
    if (low !== undefined && high !== undefined && low > high) {
      ctx.addIssue({ code: 'custom', message: rangeMessage(label), path: [min] });
    }
  }
}

const filtersObject = z.object(kolSearchFilterFields);
export type KolSearchFilters = z.output<typeof filtersObject>;

/** POST /api/kol/search_export: the filters and sort of the search, no paging. */
export const kolSearchExportSchema = formBody(filtersObject.superRefine(checkRanges));

/** POST /api/kol/search. */
export const kolSearchSchema = formBody(
  filtersObject
    .extend({
      page,
      per_page: perPage(KOL_SEARCH_PER_PAGE, KOL_SEARCH_MAX_PER_PAGE, KolSearchMessage.perPage),
    })
    .superRefine(checkRanges),
);
export type KolSearchInput = z.output<typeof kolSearchSchema>;
/** The search as the page holds it (URL state), before the server's defaults. */
export type KolSearchForm = z.input<typeof kolSearchSchema>;

/** One row of the result table: the card plus whether this user has it in favourites. */
export const kolSearchItemSchema = kolCardSchema.extend({ collected: z.boolean() });
export type KolSearchItem = z.infer<typeof kolSearchItemSchema>;

export const kolSearchPageSchema = paged(kolSearchItemSchema).extend({
  /** Bloggers matching the filters in total; `total` is this capped by the member's row limit. */
  found: z.number().int(),
  /** The most rows this member may page through (null: no limit). */
  max_rows: z.number().int().nullable(),
});
export type KolSearchPage = z.infer<typeof kolSearchPageSchema>;

export const kolSearchOptionsSchema = z.strictObject({
  categories: z.array(nameCountSchema),
  provinces: z.array(nameCountSchema.extend({ cities: z.array(nameCountSchema) })),
});
export type KolSearchOptions = z.infer<typeof kolSearchOptionsSchema>;

export const kolSearchApi = endpoints('kol-search', {
  '/api/kol/search': {
    summary: '博主搜索：关键词 + 分类、粉丝数、认证、性别、地区、互动、商业占比、活跃度筛选，排序与分页',
    request: kolSearchSchema,
    response: kolSearchPageSchema,
  },
  '/api/kol/search_options': {
    summary: '博主搜索的筛选项（库中已有的分类、省份与城市）',
    request: noFields,
    response: kolSearchOptionsSchema,
  },
  '/api/kol/search_export': {
    summary: '导出博主搜索结果（.xlsx，条数受会员等级限制）',
    request: kolSearchExportSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
});
