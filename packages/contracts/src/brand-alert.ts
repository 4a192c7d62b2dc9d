import { keysOf } from './labels.js';

/*
 * Brand alerts (docs/brand-audience.md, "Brand alerts"): a member watches brands; when a watched
 * brand's daily mention volume or negative share rises above the trailing mean + k·σ, the member
 * gets one 品牌预警 message per brand, China day and kind. The calls are in brand-alert.api.ts.
 */

/** Brands one member may watch. */
export const BRAND_WATCH_MAX = 20;
/** Alerts listed under each watched brand. */
export const BRAND_ALERTS_PER_BRAND = 5;

export const BRAND_ALERT_KIND_LABELS = { volume: '声量异常升高', negative: '负面占比异常升高' } as const;
export const BRAND_ALERT_KINDS = keysOf(BRAND_ALERT_KIND_LABELS);
export type BrandAlertKind = (typeof BRAND_ALERT_KINDS)[number];

/**
 * The rule: a day is compared with the `window` China days before it (population σ). Volume must
 * also reach `minMentions`; the negative share is judged only on a day with at least
 * `minShareMentions` mentions and `minNegative` negative ones, so a handful of posts never alarms.
 */
export const BRAND_ALERT_RULE = {
  k: 2,
  window: 7,
  minMentions: 5,
  minShareMentions: 10,
  minNegative: 3,
} as const;

export const BrandAlertMessage = {
  watched: '已开启品牌预警',
  unwatched: '已取消品牌预警',
  tooMany: `最多可预警${BRAND_WATCH_MAX}个品牌，请先取消部分品牌`,
  unknownBrand: '品牌不存在，请重新选择品牌',
  brandMissing: '请选择品牌',
  brandId: '品牌id不正确',
} as const;

/** The rule as the page's ⓘ says it. */
export const BRAND_ALERT_RULE_TEXT =
  `每小时检查昨天与今天：当天提及量 > 前${BRAND_ALERT_RULE.window}天均值 + ${BRAND_ALERT_RULE.k} × 标准差且不少于${BRAND_ALERT_RULE.minMentions}条，` +
  `或当天负面占比 > 前${BRAND_ALERT_RULE.window}天负面占比均值 + ${BRAND_ALERT_RULE.k} × 标准差（当天至少${BRAND_ALERT_RULE.minShareMentions}条提及、${BRAND_ALERT_RULE.minNegative}条负面）时，在消息中心提醒；每个品牌每天每类只提醒一次`;
