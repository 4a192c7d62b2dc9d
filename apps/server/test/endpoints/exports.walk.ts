import { exportsApi } from '@boguan/contracts/exports.api';
import { runExport } from '../../src/modules/exports/exports.service.js';
import { kolSearchExport } from '../../src/modules/kol-search/kol-search.export.js';
import { type WalkFixture, walkCases } from './walk-support.js';

/** A finished export of the fixture's member. */
async function oneExport(f: WalkFixture): Promise<number> {
  const member = { id: f.userId, level: 40 };
  await runExport(f.t.ctx, member, {
    feature: 'kol_export',
    kind: kolSearchExport,
    params: kolSearchExport.params.parse({}),
    title: '博主搜索结果',
    fileName: '博主搜索结果.xlsx',
    rowCount: 5,
  });
  const row = await f.t.ctx.db
    .selectFrom('export_records')
    .select('id')
    .where('user_id', '=', f.userId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const exportsWalk = walkCases(exportsApi, {
  '/api/export/records': { body: () => ({ page: 1 }) },
  '/api/export/status': { body: async (f) => ({ id: await oneExport(f) }) },
  '/api/export/download': { body: async (f) => ({ id: await oneExport(f) }) },
  '/api/export/delete': { body: async (f) => ({ id: await oneExport(f) }) },
});
