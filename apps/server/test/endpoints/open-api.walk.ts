import { openApiKeysApi } from '@boguan/contracts/open-api.api';
import { type WalkFixture, walkCases } from './walk-support.js';

/** A key of the fixture's member, made the way the personal centre makes one. */
async function oneKey(f: WalkFixture): Promise<number> {
  const made = await f.t.app.inject({
    method: 'POST',
    url: '/api/user/createApiKey',
    headers: { authorization: f.token, 'content-type': 'application/json' },
    payload: JSON.stringify({ name: '走查' }),
  });
  return (made.json() as { data: { id: number } }).data.id;
}

export const openApiWalk = walkCases(openApiKeysApi, {
  '/api/user/apiKeys': { body: () => ({}) },
  '/api/user/createApiKey': { body: () => ({ name: '报表系统' }) },
  '/api/user/revokeApiKey': { body: async (f) => ({ id: await oneKey(f) }) },
});
