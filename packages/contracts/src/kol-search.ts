import { z } from 'zod';
import { type KolCard, type Paged, VERIFY_BADGES, type VerifyBadge } from './kol.js';
import { foldBracketKeys, formPage } from './profile.js';

/*
 * Blogger search (/bosSearch, /m/blogger): POST /api/kol/search, /api/kol/search_options and
 * /api/kol/search_export. Bodies arrive form-urlencoded (all strings, '' for an empty field) or
 * as JSON; every rule below says what is wrong in Chinese, naming the field.
 */

export const KOL_SEARCH_PER_PAGE = 20;
export const KOL_SEARCH_MAX_PER_PAGE = 50;
export const KOL_KEYWORD_MAX = 50;

/** The sort keys of the result table and the blogger_stats column each one reads. */
export const KOL_SORTS = [
  'fans',
  'avg_interactions',
  'engagement_rate',
  'posts_30d',
  'growth_7d',
  'influence_week',
  'sponsored_share',
  'last_post_at',
] as const;
export type KolSort = (typeof KOL_SORTS)[number];

export const KOL_SORT_LABELS: Record<KolSort, string> = {
  fans: '粉丝数',
  avg_interactions: '平均互动数',
  engagement_rate: '互动率',
  posts_30d: '近30天发博数',
  growth_7d: '近7天涨粉',
  influence_week: '影响力指数',
  sponsored_share: '商业博文占比',
  last_post_at: '最近发博时间',
};

export const SORT_ORDERS = ['desc', 'asc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** "Posted within the last N days". */
export const ACTIVE_DAYS = [1, 3, 7, 15, 30] as const;
export type ActiveDays = (typeof ACTIVE_DAYS)[number];

export const KOL_GENDERS = ['m', 'f'] as const;

export const KolSearchMessage = {
  keywordTooLong: `搜索关键词不能超过${KOL_KEYWORD_MAX}个字符`,
  verify: '认证类型只能是金V、蓝V、黄V或未认证',
  gender: '性别只能是男或女',
  activeDays: `活跃时间只能是近${ACTIVE_DAYS.join('/')}天`,
  sort: `排序字段只能是${KOL_SORTS.map((s) => KOL_SORT_LABELS[s]).join('、')}之一`,
  order: '排序方式只能是降序(desc)或升序(asc)',
  perPage: `每页条数需为1-${KOL_SEARCH_MAX_PER_PAGE}之间的整数`,
  exportTitle: '博主搜索结果',
} as const;

/** 1001 when a member pages past the rows their level may see. */
export function maxRowsMessage(maxRows: number): string {
  return `当前会员等级最多查看${maxRows}条结果，请升级会员`;
}

function blankToUndefined(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return typeof value === 'string' ? value.trim() : value;
}

/** An optional number typed in a box: '' means absent; anything else must be a number in range. */
function optionalNumber(label: string, max: number) {
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${label}必须是数字` })
      .min(0, `${label}不能小于0`)
      .max(max, `${label}不能大于${max}`)
      .optional(),
  );
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function optionalText(label: string, max: number) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label}格式不正确` })
      .max(max, `${label}不能超过${max}个字符`)
      .refine((value) => !CONTROL_CHARS.test(value), `${label}包含非法字符`)
      .optional(),
  );
}

/** A list from repeated keys, `key[]`, a JSON array or a comma-separated string. */
function optionalList<T extends string>(values: readonly [T, ...T[]], message: string) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return [];
      const list = Array.isArray(value) ? value : String(value).split(',');
      return list.map((item) => String(item).trim()).filter((item) => item !== '');
    },
    z.array(z.enum(values, { error: message }), { error: message }).max(values.length, message),
  );
}

const FANS_MAX = 10_000_000_000;
const INTERACT_MAX = 1_000_000_000;

const filterFields = {
  keyword: optionalText('搜索关键词', KOL_KEYWORD_MAX),
  category: optionalText('分类', 20),
  fans_min: optionalNumber('粉丝数下限', FANS_MAX),
  fans_max: optionalNumber('粉丝数上限', FANS_MAX),
  verify: optionalList(VERIFY_BADGES as readonly [VerifyBadge, ...VerifyBadge[]], KolSearchMessage.verify),
  gender: z.preprocess(blankToUndefined, z.enum(KOL_GENDERS, { error: KolSearchMessage.gender }).optional()),
  province: optionalText('省份', 20),
  city: optionalText('城市', 40),
  interact_min: optionalNumber('平均互动数下限', INTERACT_MAX),
  interact_max: optionalNumber('平均互动数上限', INTERACT_MAX),
  engage_min: optionalNumber('互动率下限', 100),
  engage_max: optionalNumber('互动率上限', 100),
  sponsored_max: optionalNumber('商业博文占比上限', 100),
  active_days: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: KolSearchMessage.activeDays })
      .refine((days) => (ACTIVE_DAYS as readonly number[]).includes(days), KolSearchMessage.activeDays)
      .optional(),
  ),
  sort: z.preprocess((value) => blankToUndefined(value) ?? 'fans', z.enum(KOL_SORTS, { error: KolSearchMessage.sort })),
  order: z.preprocess(
    (value) => blankToUndefined(value) ?? 'desc',
    z.enum(SORT_ORDERS, { error: KolSearchMessage.order }),
  ),
};

/** The min ≤ max pairs, checked after each field on its own. */
const RANGES = [
  ['fans_min', 'fans_max', '粉丝数'],
  ['interact_min', 'interact_max', '平均互动数'],
  ['engage_min', 'engage_max', '互动率'],
] as const;

type RangeForm = Partial<Record<(typeof RANGES)[number][0 | 1], number | undefined>>;

function checkRanges(form: RangeForm, ctx: z.RefinementCtx): void {
  for (const [min, max, label] of RANGES) {
    const low = form[min];
    const high = form[max];
    if (low !== undefined && high !== undefined && low > high) {
      ctx.addIssue({ code: 'custom', message: `${label}下限不能大于上限`, path: [min] });
    }
  }
}

const filtersObject = z.object(filterFields);

/** POST /api/kol/search_export: the filters and sort of the search, no paging. */
export const kolSearchExportSchema = z.preprocess(foldBracketKeys, filtersObject.superRefine(checkRanges));
export type KolSearchFilters = z.output<typeof filtersObject>;

/** POST /api/kol/search. */
export const kolSearchSchema = z.preprocess(
  foldBracketKeys,
  filtersObject
    .extend({
      page: formPage,
      per_page: z.preprocess(
        (value) => blankToUndefined(value) ?? KOL_SEARCH_PER_PAGE,
        z.coerce
          .number({ error: KolSearchMessage.perPage })
          .int(KolSearchMessage.perPage)
          .min(1, KolSearchMessage.perPage)
          .max(KOL_SEARCH_MAX_PER_PAGE, KolSearchMessage.perPage),
      ),
    })
    .superRefine(checkRanges),
);
export type KolSearchInput = z.output<typeof kolSearchSchema>;

/** POST /api/kol/search_options takes no fields. */
export const kolSearchOptionsSchema = z.object({});

/** One row of the result table: the card plus whether this user has it in favourites. */
export type KolSearchItem = KolCard & { collected: boolean };

export interface KolSearchPage extends Paged<KolSearchItem> {
  /** Bloggers matching the filters in total; `total` is this capped by the member's row limit. */
  found: number;
  /** The most rows this member may page through (null: no limit). */
  max_rows: number | null;
}

export interface CountedChoice {
  name: string;
  count: number;
}

export interface KolSearchOptions {
  categories: CountedChoice[];
  provinces: Array<CountedChoice & { cities: CountedChoice[] }>;
}
