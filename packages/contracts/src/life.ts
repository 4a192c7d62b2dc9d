import {
  BRAND_PERIOD_LABELS,
  BRAND_PERIODS,
  type BrandPeriod,
  brandPeriodEnd,
  brandPeriodLabel,
  brandPeriodStart,
  lastFinishedBrandPeriod,
  shiftBrandPeriod,
} from './brand-ranking.js';

/*
 * 本地生活 (/life): a city's merchants and places, how often posts name them, where in the city they
 * are, and the local bloggers who write about them (docs/local-life.md). The constants, labels and
 * messages the page and the server share; the calls are in life.api.ts.
 */

/** What a merchant or place is (merchants.category). */
export const MERCHANT_CATEGORIES = ['餐饮', '咖啡', '酒店', '景点', '购物', '休闲娱乐'] as const;
export type MerchantCategory = (typeof MERCHANT_CATEGORIES)[number];

/**
 * The blogger categories of local life. 美食 and 本地生活 are the blogger categories every tool
 * files accounts under (the spec's "生活" is 本地生活, the name the industry list and the blogger
 * tools already use); 探店 marks the local bloggers who visit and review places.
 */
export const LIFE_BLOGGER_CATEGORIES = ['探店', '美食', '本地生活'] as const;
export type LifeBloggerCategory = (typeof LIFE_BLOGGER_CATEGORIES)[number];

/**
 * Cities that are provinces (直辖市): Weibo files their accounts as province 上海, city 徐汇, so
 * their city is the province and the "city" field is the district.
 */
export const MUNICIPALITIES: readonly string[] = ['北京', '上海', '天津', '重庆'];

/** The local-life city of an account's location (province, city). */
export function lifeCityOf(province: string, city: string): string {
  return MUNICIPALITIES.includes(province) ? province : city;
}

/** The periods of the rankings: finished China days, weeks (Monday to Sunday) and months. */
export const LIFE_PERIOD_LABELS = BRAND_PERIOD_LABELS;
export const LIFE_PERIODS = BRAND_PERIODS;
export type LifePeriod = BrandPeriod;
export const lifePeriodStart = brandPeriodStart;
export const lifePeriodEnd = brandPeriodEnd;
export const shiftLifePeriod = shiftBrandPeriod;
export const lifePeriodLabel = brandPeriodLabel;
export const lastFinishedLifePeriod = lastFinishedBrandPeriod;

/** How far back the rankings and the map go (and the picker offers). */
export const LIFE_PERIODS_KEPT: Record<LifePeriod, number> = { day: 30, week: 12, month: 12 };

/** What the merchant ranking orders by. */
export const MERCHANT_RANK_LABELS = { mentions: '提及量', interactions: '互动量' } as const;
export const MERCHANT_RANK_BYS = ['mentions', 'interactions'] as const;
export type MerchantRankBy = (typeof MERCHANT_RANK_BYS)[number];

/** The influence index of each period (blogger_stats, docs/metrics.md). */
export const LIFE_INFLUENCE_COLUMNS = {
  day: 'influence_day',
  week: 'influence_week',
  month: 'influence_month',
} as const;

export const LIFE_RANKING_PER_PAGE = 20;
export const LIFE_RANKING_MAX_PER_PAGE = 50;
/** The deepest rank any level sees (the professional level's maxRows). */
export const LIFE_RANKING_DEPTH = 500;
/** Days of the trend chart: the finished days up to the period's end. */
export const LIFE_TREND_DAYS = 30;
/** Merchants drawn in the trend chart (the most mentioned of its days). */
export const LIFE_TREND_MERCHANTS = 5;
/** The longest city and district name a call takes. */
export const LIFE_CITY_MAX = 20;

export const LifeMessage = {
  cityMissing: '请选择城市',
  unknownCity: '暂无该城市的本地生活数据，请从城市列表中选择',
  category: `商户分类只能是${MERCHANT_CATEGORIES.join('、')}`,
  bloggerCategory: `博主分类只能是${LIFE_BLOGGER_CATEGORIES.join('、')}`,
  period: `榜单周期只能是${Object.values(LIFE_PERIOD_LABELS).join('、')}`,
  date: '日期格式不正确，应为YYYY-MM-DD',
  by: `排序方式只能是${Object.values(MERCHANT_RANK_LABELS).join('或')}`,
  perPage: `每页条数应为1到${LIFE_RANKING_MAX_PER_PAGE}之间的整数`,
  notFinished: '所选时段尚未结束，请选择已结束的时段',
  tooOld: '所选时段超出可查询范围，请选择较近的时段',
  exportEmpty: '暂无可导出的数据',
} as const;

/** Paging past the ranks a level may see: code 1001 with this message. */
export function lifeRankLimitMessage(maxRows: number): string {
  return `当前会员等级最多查看榜单前${maxRows}名，请升级会员查看更多`;
}

const PERIOD_RULE = '日榜、周榜、月榜统计已结束的自然日、自然周（周一至周日）和自然月，均为北京时间；';
const MENTION_RULE =
  '提及量 = 时段内发布、正文提到该商户（名称或别名，按词匹配，名称出现在别的词里不算）且未删除的微博数，一条微博提到两次只算一次；';

/** The formulas behind the ⓘ of the page (docs/local-life.md, "How the figures are made"). */
export const LIFE_EXPLAINED = {
  merchants: [
    PERIOD_RULE,
    MENTION_RULE,
    '互动量 = 这些微博的转发数 + 评论数 + 点赞数（最后一次采集的数值）；',
    '按提及量排名时相同者互动量高在前；按互动量排名时只列有互动的商户，相同者提及量高在前；',
    '较上期 = 上一时段同一榜单（同城市、同分类、同排序）的名次 − 本时段名次（↑ 上升，↓ 下降，新 = 上一时段未上榜）。',
  ],
  districts: [PERIOD_RULE, MENTION_RULE, '区域占比 = 该区商户的提及量 ÷ 全城商户的提及量；商户所在区以商户资料为准。'],
  bloggers: [
    '本地博主 = 所在地（微博资料的省份与城市；直辖市按省份）为该城市，且分类含探店、美食或本地生活的博主；',
    '按影响力指数（日/周/月，0-100，按粉丝、互动、活跃度与涨粉计算，与博主榜单相同）排名，相同者按博主编号；',
    '近30天探店提及 = 博主近30天发布的、提到该城市商户的微博数。',
  ],
} as const;
