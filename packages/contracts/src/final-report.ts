import { daysBetween } from './china-time.js';
import type { MemberLevel } from './membership.js';

/*
 * Final reports (结案报告: /finalReport, /finalReportLog, /finalResult) and campaign projects
 * (/blogAddProj, /blogProjRecord, /blogProjBlog, /blogProjReport): the constants, labels and
 * messages the pages and the server share (docs/final-report.md). The calls and their schemas are
 * in final-report.api.ts.
 */

/** Most characters of a paste of links (about 200 long links), and most lines in it. */
export const LINKS_MAX_CHARS = 20_000;
export const LINKS_MAX_LINES = 200;
/** A bad line is echoed back cut to this many characters. */
export const LINK_ECHO_MAX = 80;
export const REPORT_NAME_MAX = 50;
export const PROJECT_NAME_MAX = 50;
export const BRAND_NAME_MAX = 50;
/** The longest project, in China days (start and end included). */
export const PROJECT_MAX_DAYS = 366;
/** Costs and budgets in yuan: at most 20,000,000.00 (fits an int4 of fen). */
export const MONEY_MAX_FEN = 2_000_000_000;
/** Post ids sent at once by post search's "add to project" (mids or links). */
export const MIDS_MAX = 200;

export const REPORT_HISTORY_PER_PAGE = 10;
export const PROJECT_LIST_PER_PAGE = 10;
export const PROJECT_POSTS_PER_PAGE = 20;
/** Comments read per post for sentiment and words, spread over its list, and at most in all. */
export const COMMENTS_PER_POST = 50;
export const COMMENT_SAMPLE_MAX = 5000;
export const TOP_WORDS = 50;
/** How often the collector reads a running project's posts. */
export const PROJECT_WATCH_INTERVAL_MS = 3_600_000;

/**
 * Campaign projects a member may hold at once. A holding, not a use: no membership feature counts
 * it, so the numbers live here (docs/membership.md lists them with the other holdings).
 */
export const PROJECT_LIMITS: Record<MemberLevel, number> = { 20: 0, 30: 10, 40: 50 };

export const ReportStatus = { pending: 0, running: 1, done: 2, failed: 3 } as const;
export type ReportStatus = (typeof ReportStatus)[keyof typeof ReportStatus];
export const REPORT_STATUSES = [
  ReportStatus.pending,
  ReportStatus.running,
  ReportStatus.done,
  ReportStatus.failed,
] as const;
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  0: '待开始',
  1: '生成中',
  2: '已完成',
  3: '失败',
};

/** A project's phase by its China dates against today. */
export const PROJECT_PHASES = ['upcoming', 'running', 'ended'] as const;
export type ProjectPhase = (typeof PROJECT_PHASES)[number];
export const PROJECT_PHASE_LABELS: Record<ProjectPhase, string> = {
  upcoming: '未开始',
  running: '进行中',
  ended: '已结束',
};

/**
 * Blogger tiers by followers (docs/metrics.md "Campaigns"), largest band first: the bands
 * advertisers buy by (头部 / 腰部 / 尾部 KOL, and 素人 / KOC below 10,000).
 */
export const BLOGGER_TIERS = [
  { key: 'head', label: '头部', min: 1_000_000, band: '100万粉丝及以上' },
  { key: 'waist', label: '腰部', min: 100_000, band: '10万–100万粉丝' },
  { key: 'tail', label: '尾部', min: 10_000, band: '1万–10万粉丝' },
  { key: 'amateur', label: '素人', min: 0, band: '1万粉丝以下' },
] as const;
export type BloggerTier = (typeof BLOGGER_TIERS)[number]['key'];
export const BLOGGER_TIER_KEYS = BLOGGER_TIERS.map((t) => t.key) as [BloggerTier, ...BloggerTier[]];
export const TIER_LABELS = Object.fromEntries(BLOGGER_TIERS.map((t) => [t.key, t.label])) as Record<
  BloggerTier,
  string
>;

/** A post of a report as it stood when read: `deleted` posts are listed but left out of every figure. */
export const POST_STATES = ['ok', 'deleted'] as const;
export type PostState = (typeof POST_STATES)[number];

export const PROJECT_POST_SORTS = ['added_at', 'created_at', 'interactions', 'reposts', 'comments', 'likes'] as const;
export type ProjectPostSort = (typeof PROJECT_POST_SORTS)[number];

export const FinalReportMessage = {
  reportId: '报告id不正确',
  projectId: '项目id不正确',
  mid: '博文id不正确',
  notFound: '报告不存在',
  projectNotFound: '项目不存在',
  notDone: '报告尚未生成完成，请稍后查看',
  failed: '报告生成失败，请重新提交',
  noLinks: '请填写博文链接或选择项目',
  bothSources: '博文链接与项目只能选择一种',
  linksTooLong: `博文链接不能超过${LINKS_MAX_CHARS}个字符`,
  tooManyLines: `博文链接最多${LINKS_MAX_LINES}行`,
  noValidLinks: '没有可用的博文链接',
  emptyProject: '该项目还没有博文，请先添加博文',
  cost: '投放费用格式不正确，请输入金额（元），最多两位小数',
  budget: '项目预算格式不正确，请输入金额（元），最多两位小数',
  submitted: '结案报告已提交',
  deleted: '删除成功',
  costSaved: '投放费用已保存',
  noSource: '当前未配置数据源，无法读取博文数据',
  interrupted: '报告生成过程中出现错误，请重新提交',
  allDeleted: '所有博文均已删除或无法读取，无法生成报告',
  exportEmpty: '暂无可导出的数据',
  projectName: '请输入项目名称',
  brand: '请输入品牌名称',
  startDate: '项目开始日期格式不正确，应为YYYY-MM-DD',
  endDate: '项目结束日期格式不正确，应为YYYY-MM-DD',
  endBeforeStart: '结束日期不能早于开始日期',
  tooLong: `项目周期不能超过${PROJECT_MAX_DAYS}天`,
  projectCreated: '项目已创建',
  postsAdded: '博文已添加',
  postRemoved: '博文已移出项目',
  notInProject: '该博文不在项目中',
  mids: '博文id不正确',
  tooManyMids: `一次最多添加${MIDS_MAX}条博文`,
  noPosts: '请填写博文链接或选择博文',
  sort: '排序字段不正确',
  order: '排序方向不正确',
} as const;

/** Why one pasted line is not a usable post. */
export const LineReason = {
  notWeibo: '不是微博链接',
  notPost: '不是微博博文链接',
  notFound: '博文不存在或已删除',
  deleted: '博文已删除',
  unreadable: '博文暂时无法读取，请稍后再试',
  duplicate: (line: number) => `与第${line}行重复`,
  inProject: '博文已在项目中',
} as const;

/** The message of one bad line, naming the field and the line: 博文链接第3行：不是微博博文链接. */
export function lineMessage(line: number, reason: string): string {
  return `博文链接第${line}行：${reason}`;
}

/** More posts than a report or a project of this level may hold. */
export function overLevelMessage(max: number): string {
  return `当前会员等级每份报告最多${max}条博文，请减少链接或升级会员`;
}

export function projectFullMessage(max: number): string {
  return `项目博文已达上限（${max}条），请移除部分博文或升级会员`;
}

export function projectLimitMessage(max: number, canUpgrade: boolean): string {
  return canUpgrade
    ? `当前会员等级最多创建${max}个项目，请删除旧项目或升级会员`
    : `最多创建${max}个项目，请删除旧项目后再创建`;
}

/** '数据截至 2026-03-02 10:00:00': a frozen report says when its numbers were read. */
export function dataAsOf(time: string): string {
  return `数据截至 ${time}`;
}

/** China days from start to end, both included (1 for the same day). */
export function daysInclusive(start: string, end: string): number {
  return daysBetween(start, end) + 1;
}
