import { daysBetween } from './china-time.js';

/*
 * Back-collection (回采): a member picks a stored blogger and a China date range, a job collects
 * every post of that blogger in the range, and the result pages, exports and the ad-post analysis
 * read the posts linked to the task (docs/kol-stope.md). The constants, labels and messages the
 * page and the server share; the calls and their schemas are in kol-stope.api.ts.
 */

/** The longest range one task may cover, in China days (start and end included). */
export const STOPE_MAX_DAYS = 90;
export const STOPE_RESULT_PER_PAGE = 20;
export const STOPE_HISTORY_PER_PAGE = 10;
export const STOPE_SEARCH_LIMIT = 10;
/** Most characters of a lookup keyword. */
export const STOPE_KEYWORD_MAX = 50;

export const StopeStatus = { pending: 0, running: 1, done: 2, failed: 3 } as const;
export type StopeStatus = (typeof StopeStatus)[keyof typeof StopeStatus];
export const STOPE_STATUSES = [StopeStatus.pending, StopeStatus.running, StopeStatus.done, StopeStatus.failed] as const;
export const STOPE_STATUS_LABELS: Record<StopeStatus, string> = {
  0: '待开始',
  1: '采集中',
  2: '已完成',
  3: '失败',
};

export const STOPE_TASK_NOT_FOUND = '任务不存在';
export const STOPE_NOT_DONE = '回采任务尚未完成，请稍后查看';
export const STOPE_FAILED = '回采任务失败，请重新提交';
export const STOPE_SUBMITTED = '回采任务已提交';
export const STOPE_DELETED = '删除成功';
export const STOPE_NO_SOURCE = '当前未配置数据源，无法回采博文';
export const STOPE_USER_GONE = '博主账号不存在或已注销，无法回采';
export const STOPE_EXPORT_NO_PERMISSION = '当前会员等级暂不支持导出，请升级会员';
export const STOPE_EXPORT_USED_UP = '本月导出次数已用完，请升级会员';
export const STOPE_EXPORT_EMPTY = '暂无可导出的数据';
export const STOPE_INTERRUPTED = '回采过程中出现错误，请重新提交';

export const StopeMessage = {
  taskId: '任务id不正确',
  kolId: '博主kol_id不正确',
  uid: '博主uid不正确',
  noBlogger: '请选择要回采的博主',
  endBeforeStart: '结束日期不能早于开始日期',
  tooLong: `回采时间范围不能超过${STOPE_MAX_DAYS}天`,
  endAfterToday: '结束日期不能晚于今天',
  keyword: '请输入博主昵称或uid',
  status: '任务状态不正确',
  sort: '排序字段不正确',
  order: '排序方向不正确',
  sponsoredOnly: '仅看商业博文参数不正确',
} as const;

/** Days from start to end, both included (1 for the same day). */
export function stopeRangeDays(start: string, end: string): number {
  return daysBetween(start, end) + 1;
}

export const STOPE_SORTS = ['created_at', 'interactions', 'reposts', 'comments', 'likes'] as const;
export type StopeSort = (typeof STOPE_SORTS)[number];
