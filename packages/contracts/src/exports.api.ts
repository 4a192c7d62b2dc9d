import { z } from 'zod';
import { chinaTime, endpoints, paged } from './endpoint.js';
import { EXPORT_ID_INVALID, EXPORT_KEEP_DAYS, EXPORT_STATUSES } from './exports.js';
import { id, page } from './fields.js';

export const exportIdSchema = z.object({ id: id(EXPORT_ID_INVALID) });
export const exportListSchema = z.object({ page });

const exportStatusSchema = z.enum(EXPORT_STATUSES);

/** An export answered as a job (too many rows to build in the request): poll /api/export/status. */
export const exportQueuedSchema = z.strictObject({ export_id: z.number().int(), status: exportStatusSchema });
export type ExportQueued = z.infer<typeof exportQueuedSchema>;

export const exportRecordItemSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  file_name: z.string(),
  /** The tool it came from (the membership feature's name, e.g. 博文导出, 数据导出). */
  source: z.string(),
  format: z.enum(['xlsx', 'csv']),
  row_count: z.number().int(),
  /** The file's size in bytes; null while running or when it was not recorded. */
  size: z.number().int().nullable(),
  status: exportStatusSchema,
  /** 0..1 while running. */
  progress: z.number().min(0).max(1),
  error: z.string().nullable(),
  /** Who asked for it: the account's nickname, or its masked mobile. */
  operator: z.string(),
  create_time: chinaTime,
  finish_time: chinaTime.nullable(),
  /** When the file stops being served (EXPORT_KEEP_DAYS after it was built); null until built. */
  expire_time: chinaTime.nullable(),
  /** The file is no longer served (past expire_time); the record stays. */
  expired: z.boolean(),
});
export type ExportRecordItem = z.infer<typeof exportRecordItemSchema>;

/** What the poller reads of an export's record. */
export const exportStateSchema = exportRecordItemSchema.pick({
  id: true,
  status: true,
  progress: true,
  file_name: true,
  row_count: true,
});
export type ExportState = z.infer<typeof exportStateSchema>;

export const exportsApi = endpoints('exports', {
  '/api/export/records': {
    summary: '导出记录（每页 10 条）',
    request: exportListSchema,
    response: paged(exportRecordItemSchema),
  },
  '/api/export/status': {
    summary: '导出任务状态与进度',
    request: exportIdSchema,
    response: exportStateSchema,
  },
  '/api/export/delete': {
    summary: '删除一条导出记录及其文件',
    request: exportIdSchema,
    response: z.null(),
  },
  '/api/export/download': {
    summary: `下载已生成的导出文件（生成后保留${EXPORT_KEEP_DAYS}天）`,
    request: exportIdSchema,
    response: z.null(),
    kind: 'download',
  },
});
