import { daysBetween } from './china-time.js';

/*
 * Brand report (/brandReport, /brandReportLog, /brandResult): a member picks a brand, 0–4
 * competitors and a China date range; a job reads the stored brand mentions and stores the frozen
 * report with its posts and bloggers (docs/brand-report.md). The constants, labels and messages the
 * page and the server share; the calls and their schemas are in brand-report.api.ts.
 */

/** The longest range one report may cover, in China days (start and end included): one year. */
export const BRAND_REPORT_MAX_DAYS = 366;
/** Competitors a report may compare the brand with (0 is allowed: volume without share of voice). */
export const BRAND_REPORT_MAX_COMPETITORS = 4;
/** Posts of the brand one report reads and keeps for its exports (the newest when it had more). */
export const BRAND_REPORT_MAX_POSTS = 50_000;
/** Posts listed under each spike (most interactions of its day first). */
export const BRAND_REPORT_KEY_POSTS = 3;
/** Negative posts listed as the drivers of the negative share. */
export const BRAND_REPORT_NEGATIVE_POSTS = 10;
/** Sponsored posts listed. */
export const BRAND_REPORT_SPONSORED_POSTS = 10;
/** KOLs listed on the page (the blogger export holds every author). */
export const BRAND_REPORT_KOLS = 20;
/** Words of the word cloud. */
export const BRAND_REPORT_WORDS = 100;
/** Days the default competitors (category peers) are ranked over, ending today. */
export const BRAND_REPORT_PEER_DAYS = 30;
export const BRAND_REPORT_HISTORY_PER_PAGE = 10;
/** Brands the brand picker lists for one keyword. */
export const BRAND_REPORT_PICKER_LIMIT = 10;
/** Longest brand id accepted (the stored ids are short slugs). */
export const BRAND_ID_MAX = 64;

export const BrandReportStatus = { pending: 0, running: 1, done: 2, failed: 3 } as const;
export type BrandReportStatus = (typeof BrandReportStatus)[keyof typeof BrandReportStatus];
export const BRAND_REPORT_STATUSES = [
  BrandReportStatus.pending,
  BrandReportStatus.running,
  BrandReportStatus.done,
  BrandReportStatus.failed,
] as const;
export const BRAND_REPORT_STATUS_LABELS: Record<BrandReportStatus, string> = {
  0: '等待开始',
  1: '生成中',
  2: '已完成',
  3: '生成失败',
};

/** Days from start to end, both included (1 for the same day). */
export function brandRangeDays(startDate: string, endDate: string): number {
  return daysBetween(startDate, endDate) + 1;
}

export const BRAND_REPORT_SUBMITTED = '品牌报告任务已提交';
export const BRAND_REPORT_DELETED = '删除成功';
export const BRAND_REPORT_TASK_NOT_FOUND = '任务不存在';
export const BRAND_REPORT_NOT_DONE = '品牌报告尚未生成完成，请稍后查看';
export const BRAND_REPORT_FAILED = '品牌报告生成失败，请重新提交';
export const BRAND_REPORT_INTERRUPTED = '品牌报告生成过程中出现错误，请重新提交';
export const BRAND_REPORT_DUPLICATE = '该品牌在此时间范围的报告正在生成中，请勿重复提交';
export const BRAND_REPORT_NO_DATA = '暂无已收录的品牌数据，无法生成报告';
export const BRAND_REPORT_EXPORT_EMPTY = '该报告没有可导出的数据';

export const BrandReportMessage = {
  taskId: '任务id不正确',
  status: '任务状态不正确',
  brandId: '请选择品牌',
  brandIdFormat: '品牌id格式不正确',
  unknownBrand: '未找到该品牌',
  competitorFormat: '竞品品牌id格式不正确',
  tooManyCompetitors: `最多选择${BRAND_REPORT_MAX_COMPETITORS}个竞品`,
  competitorRepeated: '竞品不能重复选择',
  competitorIsBrand: '竞品不能与分析品牌相同',
  keyword: '请输入品牌名称',
  endBeforeStart: '结束日期不能早于开始日期',
  overYear: `时间范围不能超过一年（最长${BRAND_REPORT_MAX_DAYS}天），请缩短时间范围`,
  endAfterToday: '结束日期不能晚于今天',
} as const;

/** A competitor id that names no stored brand. */
export function unknownCompetitorMessage(id: string): string {
  return `未找到竞品品牌：${id}`;
}

/** A start before the first day the product holds brand mentions of. */
export function beforeHistoryMessage(earliest: string): string {
  return `品牌数据最早从 ${earliest} 开始收录，请调整开始日期`;
}

/** A demo world's report says so beside its figures. */
export const BRAND_REPORT_DEMO_NOTE = '演示数据：由模拟器生成的品牌提及博文';

/**
 * Each figure of the report with its formula, shown beside it (ⓘ) and in the exports; the same
 * definitions are in docs/brand-report.md.
 */
export const BRAND_REPORT_METRICS = {
  mentions: {
    label: '提及量',
    hint: '时间范围内正文提及该品牌（中文名、英文名或别名，按词匹配）的已收录博文数，一条博文提及多次计一次',
  },
  interactions: { label: '互动量', hint: '这些博文的转发 + 评论 + 点赞之和（报告读取时的数值）' },
  users: { label: '提及用户', hint: '发布这些博文的不同账号数' },
  sov: {
    label: '声量份额',
    hint: '品牌提及量 ÷（品牌 + 所选竞品的提及量之和）；括号内为 Wilson 95% 置信区间，n 为品牌与竞品提及量之和',
  },
  volume: { label: '声量趋势', hint: '每天（中国时间）提及品牌与各竞品的博文数，以及品牌当天的声量份额' },
  spikes: {
    label: '声量峰值',
    hint: '某天的提及量 > 前 w 天的均值 + k × 标准差（总体标准差），且不少于最低条数；前 w 天不判断',
  },
  keyPosts: { label: '峰值关键博文', hint: '峰值当天提及品牌、互动量（转发 + 评论 + 点赞）最高的博文' },
  sentiment: {
    label: '情感趋势',
    hint: '每天提及品牌的博文中正面、中性、负面的占比（情感模型判断，中性区间 ±0.2）',
  },
  netSentiment: { label: '净情感值', hint: '（正面 − 负面）÷（正面 + 负面），中性博文不计；无正负面博文时为 0' },
  negativeShare: { label: '负面占比', hint: '负面博文数 ÷ 提及量；括号内为 Wilson 95% 置信区间，n 为提及量' },
  negativePosts: { label: '负面声量来源', hint: '时间范围内互动量最高的负面博文：它们最能推高负面声量的传播' },
  kols: {
    label: '关键博主',
    hint: '按博主提及品牌博文的互动总量排序，相同时比粉丝数；层级按粉丝数（头部 ≥ 100万，腰部 10万–100万，尾部 1万–10万，素人 < 1万）',
  },
  sponsored: {
    label: '商业推广',
    hint: '平台广告标记或正文含合作推广标识的博文；占比 = 推广博文数 ÷ 提及量（Wilson 95% 置信区间）',
  },
  words: { label: '品牌词云', hint: '提及品牌的博文正文分词后出现次数最多的词（去除停用词与品牌自身名称）' },
} as const;
export type BrandReportMetric = keyof typeof BRAND_REPORT_METRICS;

/** The spike formula with its parameters filled in, as the chart and the ⓘ show it. */
export function brandSpikeRuleText(rule: { k: number; window: number; min_count: number }): string {
  return `峰值：当天提及量 > 前 ${rule.window} 天均值 + ${rule.k} × 标准差，且不少于 ${rule.min_count} 条`;
}
