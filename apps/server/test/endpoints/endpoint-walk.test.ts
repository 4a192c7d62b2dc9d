import { type ApiPath, apiEndpoints } from '@boguan/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../support/multipart.js';
import { walkCase, walkCases, walkFixture } from './walk-cases.js';
import type { WalkFixture } from './walk-support.js';

/**
 * Every row of the endpoint map is called once with a valid request by a professional member;
 * each answer must be code 1 (or a file, for downloads) with `data` that passes the row's
 * response schema.
 */
describe('every endpoint answers what its contract says', () => {
  let f: WalkFixture;
  beforeAll(async () => {
    f = await walkFixture('endpoint-walk');
  }, 180_000);
  afterAll(async () => f?.t.close());

  it('has a case for every row and a row for every case', () => {
    expect(Object.keys(walkCases).sort()).toEqual(Object.keys(apiEndpoints).sort());
  });

  for (const path of Object.keys(apiEndpoints) as ApiPath[]) {
    it(`${path} answers its response schema`, async () => {
      const row = apiEndpoints[path];
      const walk = walkCase(path);
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
