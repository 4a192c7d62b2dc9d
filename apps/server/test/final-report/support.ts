import type { Source } from '@boguan/weibo/source';
import { registerFinalReportJobs } from '../../src/modules/final-report/final-report.job.js';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';

/** A small demo world with the final-report jobs registered. */
export async function reportWorld(seed: string): Promise<DemoApp> {
  const t = await createDemoApp({ seed, bloggers: 30, days: 3 });
  registerFinalReportJobs(t.runner, t.ctx);
  return t;
}

/** Stored demo posts (not deleted), most interactions first, `skip` leading ones left out. */
export async function demoMids(t: DemoApp, count: number, skip = 0): Promise<string[]> {
  const rows = await t.ctx.db
    .selectFrom('weibo_posts')
    .select('mid')
    .where('deleted', '=', false)
    .where('parent_mid', 'is', null)
    .orderBy((eb) => eb('reposts', '+', eb('likes', '+', eb.ref('comments'))), 'desc')
    .orderBy('mid')
    .limit(count)
    .offset(skip)
    .execute();
  return rows.map((r) => r.mid);
}

/** One link per line, in the forms people paste. */
export function linksOf(mids: readonly string[], uids: ReadonlyMap<string, string> = new Map()): string {
  return mids
    .map((mid, i) => {
      const uid = uids.get(mid);
      if (uid && i % 2 === 0) return `https://weibo.com/${uid}/${mid}`;
      return i % 3 === 1 ? `m.weibo.cn/status/${mid}` : `https://m.weibo.cn/detail/${mid}`;
    })
    .join('\n');
}

/** The demo source with one method replaced (a source failing half-way, a post deleted since). */
export function patchSource(t: DemoApp, patch: Partial<Source>): () => void {
  const original = t.ctx.source;
  const source = t.source;
  const patched = Object.create(source, Object.fromEntries(Object.entries(patch).map(([k, v]) => [k, { value: v }])));
  t.ctx.source = { source: patched as Source, world: t.world };
  return () => {
    t.ctx.source = original;
  };
}

export async function download(t: DemoApp, url: string, body: Record<string, unknown>, token: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: token, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}
