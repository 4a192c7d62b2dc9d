import { z } from 'zod';
import { chinaTime, endpoints, paged } from './endpoint.js';
import { EXPORT_ID_INVALID, EXPORT_STATUSES } from './exports.js';
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
  row_count: z.number().int(),
  status: exportStatusSchema,
  /** 0..1 while running. */
  progress: z.number().min(0).max(1),
  error: z.string().nullable(),
  create_time: chinaTime,
  finish_time: chinaTime.nullable(),
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
  '/api/export/download': {
    summary: '下载已生成的导出文件',
    request: exportIdSchema,
    response: z.null(),
    kind: 'download',
  },
});
