import type { ExportQueued, ExportState } from '@boguan/contracts/exports.api';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { readXlsx } from '../../src/modules/exports/xlsx.js';
import type { DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';

/** A download call: the file's bytes, or the envelope of a refusal. */
export async function download(app: FastifyInstance, token: string, id: number) {
  return app.inject({
    method: 'POST',
    url: '/api/export/download',
    headers: { authorization: token, 'content-type': 'application/json' },
    payload: JSON.stringify({ id }),
  });
}

/** Submits an export, runs its job and answers the export's id once done. */
export async function exportNow(
  t: DemoApp,
  token: string,
  body: Record<string, string | number | string[] | undefined>,
): Promise<number> {
  const submitted = await post<ExportQueued>(t.app, '/api/data_export/submit', body, token);
  expect(submitted).toMatchObject({ code: 1, data: { status: 'running' } });
  await t.runner.drain();
  const state = await post<ExportState>(t.app, '/api/export/status', { id: submitted.data.export_id }, token);
  expect(state.data.status).toBe('done');
  return submitted.data.export_id;
}

/** A CSV file as rows of text, after checking it starts with the UTF-8 byte-order mark Excel needs. */
export function readCsv(bytes: Buffer): string[][] {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(bytes.subarray(3).toString('utf8'), { relax_column_count: false }) as string[][];
}

/** The first sheet of an .xlsx as rows. */
export async function readFirstSheet(bytes: Buffer): Promise<unknown[][]> {
  const sheets = await readXlsx(bytes);
  return Object.values(sheets)[0] ?? [];
}
