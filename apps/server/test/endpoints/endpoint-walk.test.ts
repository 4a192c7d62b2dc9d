import { type ApiPath, apiEndpoints } from '@boguan/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp } from '../support/demo-world.js';
import { upload } from '../support/multipart.js';
import { createUser } from '../support/users.js';
import { accountsWalk } from './accounts.walk.js';
import { exportsWalk } from './exports.walk.js';
import { kolCollectWalk } from './kol-collect.walk.js';
import { kolContrastWalk } from './kol-contrast.walk.js';
import { kolDetailWalk } from './kol-detail.walk.js';
import { kolMonitorWalk } from './kol-monitor.walk.js';
import { kolRankingWalk } from './kol-ranking.walk.js';
import { kolSearchWalk } from './kol-search.walk.js';
import { kolStopeWalk } from './kol-stope.walk.js';
import { personalWalk } from './personal.walk.js';
import { profileWalk } from './profile.walk.js';
import type { WalkCase, WalkFixture } from './walk-support.js';

/**
 * Every row of the endpoint map is called once with a valid request by a professional member;
 * each answer must be code 1 (or a file, for downloads) with `data` that passes the row's
 * response schema. A new row without a case here does not compile.
 */
const cases: { [P in ApiPath]: WalkCase<P> } = {
  ...kolMonitorWalk,
  ...kolStopeWalk,
  ...exportsWalk,
  ...kolSearchWalk,
  ...kolCollectWalk,
  ...kolDetailWalk,
  ...kolContrastWalk,
  ...kolRankingWalk,
  ...accountsWalk,
  ...profileWalk,
  ...personalWalk,
};

describe('every endpoint answers what its contract says', () => {
  let f: WalkFixture;
  beforeAll(async () => {
    const t = await createDemoApp({ seed: 'endpoint-walk', bloggers: 40, days: 3 });
    const { token, userId } = await createUser(t, { level: 40 });
    const bloggers = await t.ctx.db
      .selectFrom('blogger_stats')
      .innerJoin('weibo_users', 'weibo_users.uid', 'blogger_stats.uid')
      .select(['weibo_users.kol_id as kolId', 'weibo_users.uid'])
      .orderBy('blogger_stats.followers', 'desc')
      .limit(6)
      .execute();
    const [kol, ...kols] = bloggers.map((b) => ({ kolId: Number(b.kolId), uid: b.uid }));
    if (!kol) throw new Error('the demo world has no bloggers');
    f = { t, token, userId, kol, kols };
  }, 180_000);
  afterAll(async () => f?.t.close());

  it('has a case for every row and a row for every case', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(apiEndpoints).sort());
  });

  for (const path of Object.keys(apiEndpoints) as ApiPath[]) {
    it(`${path} answers its response schema`, async () => {
      const row = apiEndpoints[path];
      const walk = cases[path] as {
        body?: (f: WalkFixture) => unknown;
        parts?: (f: WalkFixture) => unknown;
        token?: (f: WalkFixture) => Promise<string>;
      };
      const token = walk.token ? await walk.token(f) : f.token;
      if (walk.parts) {
        const answer = await upload(f.t.app, path, (await walk.parts(f)) as never, token);
        expect(answer.code, answer.msg).toBe(1);
        expect(row.response.safeParse(answer.data).error?.issues ?? []).toEqual([]);
        return;
      }
      const body = await walk.body?.(f);
      const response = await f.t.app.inject({
        method: 'POST',
        url: path,
        headers: { authorization: token, 'content-type': 'application/json' },
        payload: JSON.stringify(body ?? {}),
      });
      expect(response.statusCode).toBe(200);
      if (row.kind === 'download' && !String(response.headers['content-type']).includes('application/json')) {
        expect(response.headers['content-disposition']).toMatch(/attachment; filename=/);
        expect(response.rawPayload.length).toBeGreaterThan(0);
        return;
      }
      const answer = response.json() as { code: number; msg: string; data: unknown };
      expect(answer.code, `${path}: ${answer.msg}`).toBe(1);
      expect(row.response.safeParse(answer.data).error?.issues ?? []).toEqual([]);
    });
  }
});
