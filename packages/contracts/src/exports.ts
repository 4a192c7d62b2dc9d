import { z } from 'zod';
import { formPage } from './profile.js';

/** Exports of more rows than this are built by a job with progress instead of in the request. */
export const EXPORT_SYNC_MAX_ROWS = 2000;
export const EXPORT_QUEUED = '导出任务已提交，完成后可在导出记录中下载';
export const EXPORT_NOT_FOUND = '导出记录不存在';
export const EXPORT_NOT_READY = '文件尚未生成，请稍后再试';
export const EXPORT_FAILED = '导出失败，请重新导出';

export const exportIdSchema = z.object({
  id: z.coerce.number({ error: '导出记录不正确' }).int('导出记录不正确').min(1, '导出记录不正确'),
});
export const exportListSchema = z.object({ page: formPage });

export type ExportStatus = 'running' | 'done' | 'failed';

/** An export answered as a job (too many rows to build in the request). */
export interface ExportQueued {
  export_id: number;
  status: ExportStatus;
}

export interface ExportRecordItem {
  id: number;
  title: string;
  file_name: string;
  row_count: number;
  status: ExportStatus;
  /** 0..1 while running. */
  progress: number;
  error: string | null;
  create_time: string;
  finish_time: string | null;
}
