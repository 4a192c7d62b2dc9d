import { z } from 'zod';
import { idList as kolIdList } from './fields.js';
import type { KolCard } from './kol.api.js';
import type { Gender, Paged } from './kol.js';
import { formPage } from './profile.js';

/*
 * Blogger comparison (/bosContrast, /bosContrast/detail, /bosContrastHis): POST /api/kol/contrast_*.
 */

export const CONTRAST_MIN = 2;
export const CONTRAST_MAX = 5;
export const CONTRAST_HISTORY_PAGE_SIZE = 10;
/** The trend charts cover this many China days ending today. */
export const CONTRAST_TREND_DAYS = 30;
/** Provinces shown per blogger in the audience comparison; the rest are summed as 其他. */
export const CONTRAST_TOP_PROVINCES = 10;

export const ContrastMessage = {
  count: `请选择${CONTRAST_MIN}-${CONTRAST_MAX}位博主进行对比`,
  id: '对比记录不存在',
  idFormat: '请指定对比记录',
  deleted: '删除成功',
} as const;

export const contrastSubmitSchema = z.preprocess(
  (body) => {
    if (body && typeof body === 'object' && !Array.isArray(body) && 'kol_ids[]' in body) {
      const { 'kol_ids[]': ids, ...rest } = body as Record<string, unknown>;
      return { ...rest, kol_ids: ids };
    }
    return body;
  },
  z.object({
    // Duplicates are dropped first, so "2-5" counts distinct bloggers.
    kol_ids: kolIdList(ContrastMessage.count)
      .transform((ids) => [...new Set(ids)])
      .refine((ids) => ids.length >= CONTRAST_MIN && ids.length <= CONTRAST_MAX, ContrastMessage.count),
  }),
);

const blank = (value: unknown) => value === undefined || value === null || value === '';

export const contrastIdSchema = z.object({
  id: z.preprocess(
    (value) => (blank(value) ? undefined : value),
    z.coerce
      .number({ error: ContrastMessage.idFormat })
      .int(ContrastMessage.idFormat)
      .positive(ContrastMessage.idFormat)
      .max(Number.MAX_SAFE_INTEGER, ContrastMessage.idFormat),
  ),
});

export const contrastHistorySchema = z.object({ page: formPage });

export interface ContrastSubmitted {
  id: number;
}

/** How a metric row is shown. */
export type ContrastFormat = 'count' | 'change' | 'percent' | 'number' | 'index';

export const CONTRAST_METRICS = [
  { key: 'fans', label: '粉丝数', format: 'count' },
  { key: 'posts_30d', label: '近30天发博', format: 'number' },
  { key: 'avg_interactions', label: '平均互动', format: 'count' },
  { key: 'engagement_rate', label: '互动率', format: 'percent' },
  { key: 'sponsored_share', label: '商业博文占比', format: 'percent' },
  { key: 'growth_7d', label: '近7天涨粉', format: 'change' },
  { key: 'influence_week', label: '影响力指数（周）', format: 'index' },
] as const satisfies ReadonlyArray<{ key: keyof KolCard; label: string; format: ContrastFormat }>;
export type ContrastMetricKey = (typeof CONTRAST_METRICS)[number]['key'];

/** One row of the metric table: a value per blogger (in `bloggers` order) and the leaders. */
export interface ContrastMetricRow {
  key: ContrastMetricKey;
  label: string;
  format: ContrastFormat;
  values: number[];
  /** kol_ids holding the highest value of the row (all of them on a tie). */
  leaders: number[];
}

export interface ContrastSeries {
  kol_id: number;
  /** One value per date; null where there is no data for that day. */
  values: Array<number | null>;
}

export interface ContrastTrends {
  /** China dates (YYYY-MM-DD), the same axis for both charts. */
  dates: string[];
  /** Followers at the day's last snapshot. */
  followers: ContrastSeries[];
  /** reposts + comments + likes of the posts published that day. */
  interactions: ContrastSeries[];
}

export type AudienceBasis = 'fan_samples' | 'interactions' | 'none';
export const AUDIENCE_BASIS_LABELS: Record<AudienceBasis, string> = {
  fan_samples: '基于粉丝抽样',
  interactions: '基于转发/评论用户',
  none: '暂无受众样本',
};

export interface ContrastAudience {
  kol_id: number;
  /** Accounts the split is computed from. */
  sample_size: number;
  gender: Record<Gender, number>;
  provinces: Array<{ name: string; count: number }>;
}

export interface ContrastDetail {
  id: number;
  title: string;
  created_at: string;
  bloggers: KolCard[];
  metrics: ContrastMetricRow[];
  trends: ContrastTrends;
  audience: {
    basis: AudienceBasis;
    basis_label: string;
    /** True while a fan sample of a compared blogger is being taken: look again shortly. */
    sampling: boolean;
    bloggers: ContrastAudience[];
  };
}

export interface ContrastHistoryItem {
  id: number;
  title: string;
  created_at: string;
  bloggers: Array<Pick<KolCard, 'kol_id' | 'uid' | 'uname' | 'avatar' | 'verify'>>;
}
export type ContrastHistoryPage = Paged<ContrastHistoryItem>;
