// `npm run bench data-export`: a 50k-row export of the export centre end to end on the bench world
// (bench/kol.ts's 1M-post dataset on PostgreSQL, built once and kept): submit through app.inject
// (routing, session, zod, membership, the preview count), the job that reads the rows in batches
// and writes the file, then the download through app.inject. Beside it: the server's peak resident
// memory above idle while it runs (goal, issue 15: under 100 MB), and the bare SQL reading the same
// rows in the same batches, measured in the same run.

import { DAY_MS } from '@boguan/contracts/china-time';
import { EXPORT_BATCH_ROWS } from '@boguan/contracts/data-export';
import { dataExportSchema } from '@boguan/contracts/data-export.api';
import type { AppContext } from '@boguan/server/src/lib/context.js';
import { buildDatasetFile } from '@boguan/server/src/modules/data-export/data-export.jobs.js';
import { type Cursor, exportBatch } from '@boguan/server/src/modules/data-export/data-export.repository.js';
import { exportQuery } from '@boguan/server/src/modules/data-export/data-export.service.js';
import { createSession } from '@boguan/server/src/modules/sessions/sessions.repository.js';
import { envInt, fmt, progress } from './engine/measure.js';
import { dataset } from './kol.js';
import { inProcessApp } from './lib/in-process-app.js';
import { report } from './lib/report.js';

const ROWS = 50_000;
const MEMORY_GOAL_MB = 100;

/** A professional member (50000 rows a file), fresh per run so the monthly allowance never stops the bench. */
async function professional(ctx: AppContext): Promise<string> {
  const now = ctx.clock.now();
  const row = await ctx.db
    .insertInto('users')
    .values({
      mobile: `196${String(Date.now()).slice(-8)}`,
      nick_name: '压测用户',
      identity_type: 'Ad',
      level: 40,
      level_expires_at: new Date(now.getTime() + 365 * DAY_MS),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return createSession(ctx.db, { userId: row.id, now });
}

/** Runs `work` while sampling the process's resident memory every 10 ms; answers the peak above `idle`. */
async function peakAbove<T>(idle: number, work: () => Promise<T>): Promise<{ value: T; peakMb: number }> {
  let peak = idle;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  try {
    const value = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { value, peakMb: (peak - idle) / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

export async function dataExportBench(): Promise<void> {
  const bloggers = envInt('BENCH_BLOGGERS', 100_000);
  const posts = envInt('BENCH_POSTS', 1_000_000);
  const data = await dataset(bloggers, posts);
  if (!data) return;
  const { app, ctx } = await inProcessApp(data.handle, data.now, '/tmp/boguan-bench-data-export');
  try {
    const input = dataExportSchema.parse({ dataset: 'posts' });
    for (const format of ['csv', 'xlsx'] as const) {
      // The bare reads: the same 50 batches of the same query, rows fetched and dropped.
      const query = await exportQuery(ctx, input);
      const b0 = performance.now();
      let cursor: Cursor = null;
      let read = 0;
      do {
        const batch = await exportBatch(ctx.db, 'posts', query, cursor, Math.min(EXPORT_BATCH_ROWS, ROWS - read));
        read += batch.rows.length;
        cursor = batch.next;
      } while (cursor !== null && read < ROWS);
      const bareMs = performance.now() - b0;

      const token = await professional(ctx);
      global.gc?.();
      const idle = process.memoryUsage().rss;
      const { value: bytes, peakMb } = await peakAbove(idle, async () => {
        const w0 = performance.now();
        const submitted = await app.inject({
          method: 'POST',
          url: '/api/data_export/submit',
          headers: { authorization: token, 'content-type': 'application/json' },
          payload: JSON.stringify({ dataset: 'posts', format }),
        });
        const id = Number(submitted.json().data?.export_id);
        if (!Number.isInteger(id)) throw new Error(`export not submitted: ${submitted.body}`);
        const job = await ctx.db
          .selectFrom('jobs')
          .select(['id', 'payload'])
          .where('kind', '=', 'export.dataset')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        // The job as the worker runs it (called directly: the bench measures the work, not the poll).
        await buildDatasetFile(ctx, job.payload, async () => undefined);
        const file = await app.inject({
          method: 'POST',
          url: '/api/export/download',
          headers: { authorization: token, 'content-type': 'application/json' },
          payload: JSON.stringify({ id }),
        });
        const ms = performance.now() - w0;
        return { ms, size: file.rawPayload.length };
      });
      progress(`data-export: ${format} ${fmt(bytes.ms / 1000, 2)} s, ${fmt(bytes.size / 1024 / 1024, 1)} MB file`);
      const size = `${read} posts, ${format}, file ${fmt(bytes.size / 1024 / 1024, 1)} MB`;
      report({
        bench: 'data-export',
        name: `50k-row ${format} export end to end (submit → job → download, PostgreSQL)`,
        value: bytes.ms,
        unit: 'ms',
        better: 'lower',
        note: `${size}; bare batched SQL reads ${fmt(bareMs)} ms`,
      });
      report({
        bench: 'data-export',
        name: `50k-row ${format} export ÷ its bare SQL reads`,
        value: bytes.ms / Math.max(1, bareMs),
        unit: '×',
        note: size,
      });
      report({
        bench: 'data-export',
        name: `50k-row ${format} export: peak resident memory above idle`,
        value: peakMb,
        unit: 'MB',
        goal: MEMORY_GOAL_MB,
        better: 'lower',
        note: 'sampled every 10 ms in the server process (the bench runs it in process)',
      });
    }
  } finally {
    await app.close();
    await data.handle.close();
  }
}
