/*
 * Usage statistics the web app reports (popups shown, pages visited, functions used) and the
 * summary of them. The calls and their schemas are in statistics.api.ts.
 */

/** The three kinds of events the web app reports; stored in one table. */
export const EVENT_KINDS = ['popup', 'flow', 'fun'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const StatisticsMessage = {
  popupType: '弹窗类型不能为空',
  modName: '功能模块不能为空',
  funName: '功能名称不能为空',
  kind: '统计类型不正确，可选 popup、flow、fun',
  date: '日期格式应为 YYYY-MM-DD',
  order: '开始日期不能晚于结束日期',
  range: '统计区间不能超过92天',
} as const;

export const SUMMARY_MAX_DAYS = 92;
export const SUMMARY_DEFAULT_DAYS = 7;
/** The most keys a summary lists. */
export const SUMMARY_MAX_KEYS = 50;

/** What the web app reports as popup_type (material, coupon, welcome, ...). */
export const PopupKind = { material: 'material', coupon: 'coupon', welcome: 'welcome' } as const;
