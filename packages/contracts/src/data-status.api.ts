import { z } from 'zod';
import { DATA_SOURCES } from './data-status.js';
import { endpoints } from './endpoint.js';
import { noFields } from './fields.js';

/*
 * POST /api/index/data_status (what data the installation holds, visitors too) and
 * /api/data/import (multipart: kind, file, optional root / uid; operators only).
 */

export const dataStatusSchema = z.strictObject({
  source: z.enum(DATA_SOURCES),
  /** The data is the simulator's demo world, not Weibo's. */
  demo: z.boolean(),
  /**
   * The service itself is a demonstration: SMS codes and WeChat scans are local (every page shows a
   * 演示模式 banner, and the helper pages under /dev show the codes).
   */
  demo_mode: z.boolean(),
  /** The demo world's seed, size and first day (ISO time). */
  world: z.strictObject({ seed: z.string(), bloggers: z.number().int(), start: z.string() }).nullable(),
  /** The first-start history fill of the demo world, with its progress (0..1) for a progress bar. */
  backfill: z.strictObject({ status: z.string(), progress: z.number(), text: z.string() }).nullable(),
  counts: z.strictObject({
    /** Distinct bloggers of the catalogue (what search and rankings list). */
    bloggers: z.number().int(),
    posts: z.number().int(),
    hot_search_captures: z.number().int(),
  }),
  /** ISO times of the newest hot-search capture and post. */
  latest: z.strictObject({ hot_search_at: z.string().nullable(), post_at: z.string().nullable() }),
});
export type DataStatus = z.infer<typeof dataStatusSchema>;

/** What an import read, stored and skipped; the bad rows by line number. */
export const importReportSchema = z.strictObject({
  kind: z.string(),
  read: z.number().int(),
  /** New rows stored per kind (users, posts, comments, reposts; a hot-search archive: entries, files). */
  stored: z.record(z.string(), z.number().int()),
  /** Rows of the file that were stored already, per kind (their counts refreshed where they changed). */
  present: z.record(z.string(), z.number().int()).optional(),
  skipped: z.number().int(),
  problems: z.array(
    z.strictObject({
      line: z.number().int().nullable(),
      file: z.string().optional(),
      index: z.number().int().nullable().optional(),
      reason: z.string(),
    }),
  ),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const dataStatusApi = endpoints('data', {
  '/api/index/data_status': {
    summary: '数据来源与规模（演示数据时 demo 为 true，首启生成历史的进度）',
    request: noFields,
    response: dataStatusSchema,
    auth: 'none',
  },
});

export const dataImportApi = endpoints('data', {
  '/api/data/import': {
    summary: '导入数据文件（运营账号）：kind = weibo-json | reposts-jsonl | crawler-csv，文件字段 file',
    request: noFields,
    response: importReportSchema,
    kind: 'upload',
  },
});
