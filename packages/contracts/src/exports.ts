/** Exports: every tool's .xlsx goes through one history (docs/exports.md). Schemas: exports.api.ts. */

/** Exports of more rows than this are built by a job with progress instead of in the request. */
export const EXPORT_SYNC_MAX_ROWS = 2000;
export const EXPORT_RECORDS_PER_PAGE = 10;
export const EXPORT_QUEUED = '导出任务已提交，完成后可在导出记录中下载';
export const EXPORT_NOT_FOUND = '导出记录不存在';
export const EXPORT_NOT_READY = '文件尚未生成，请稍后再试';
export const EXPORT_FAILED = '导出失败，请重新导出';
export const EXPORT_ID_INVALID = '导出记录不正确';
/** Days a built file stays downloadable; the history keeps the record after. */
export const EXPORT_KEEP_DAYS = 7;
export const EXPORT_EXPIRED = `文件已过期（导出文件保留${EXPORT_KEEP_DAYS}天），请重新导出`;
export const EXPORT_DELETED = '删除成功';

export const EXPORT_STATUSES = ['running', 'done', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
