import { API_KEY_RATE_PER_MINUTE, OPEN_API_PATHS, OPEN_API_TAG, OpenApiMessage } from '@boguan/contracts/open-api';
import type { ApiKeyCreated, ApiKeyList } from '@boguan/contracts/open-api.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../../src/modules/open-api/open-api.service.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

/** A call with a key instead of a session. */
async function withKey(t: TestApp, path: string, key: string, body: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { envelope: response.json() as { code: number; msg: string; data: unknown }, headers: response.headers };
}

describe('open API keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const create = (token: string, name = '报表系统') =>
    post<ApiKeyCreated>(t.app, '/api/user/createApiKey', { name }, token);

  it('a free member has no keys to make (1001); an advanced one holds two at a time', async () => {
    const free = await createUser(t, { level: 20 });
    expect((await post<ApiKeyList>(t.app, '/api/user/apiKeys', {}, free.token)).data).toMatchObject({
      data: [],
      limit: 0,
    });
    expect(await create(free.token)).toMatchObject({ code: 1001 });

    const member = await createUser(t, { level: 30 });
    const first = await create(member.token, 'BI 看板');
    expect(first).toMatchObject({ code: 1, msg: OpenApiMessage.created, data: { name: 'BI 看板', revoke_time: null } });
    expect(first.data.key).toMatch(/^bg_[0-9a-f]{40}$/);
    expect(first.data.prefix).toBe(`${first.data.key.slice(0, 10)}…`);
    await create(member.token, '第二个');
    expect(await create(member.token, '第三个')).toMatchObject({ code: 0, msg: OpenApiMessage.tooMany(2) });
    // Stored hashed: the table never holds the key, and the list never shows it.
    const rows = await t.ctx.db.selectFrom('api_keys').selectAll().where('user_id', '=', member.userId).execute();
    expect(rows.map((r) => r.key_hash)).toContain(hashApiKey(first.data.key));
    expect(JSON.stringify(rows)).not.toContain(first.data.key);
    const list = await post<ApiKeyList>(t.app, '/api/user/apiKeys', {}, member.token);
    expect(list.data).toMatchObject({ limit: 2, rate_per_minute: API_KEY_RATE_PER_MINUTE });
    expect(list.data.data.map((k) => k.name)).toEqual(['第二个', 'BI 看板']);
    expect(JSON.stringify(list.data)).not.toContain(first.data.key);
  });

  it('ten parallel creates of an advanced member make exactly two keys', async () => {
    const member = await createUser(t, { level: 30 });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => create(member.token, `并发${i}`)));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(2);
    expect(answers.filter((a) => a.code === 0 && a.msg === OpenApiMessage.tooMany(2))).toHaveLength(8);
  });

  it("a key calls the open paths as its owner, counting the owner's allowance; nothing else", async () => {
    const member = await createUser(t, { level: 40 });
    const key = (await create(member.token)).data.key;
    const bySession = await post(t.app, '/api/hot_search/realtime', {}, member.token);
    const byKey = await withKey(t, '/api/hot_search/realtime', key);
    expect(byKey.envelope).toEqual(bySession);
    expect((await withKey(t, '/api/kol/search', key, { keyword: '美妆' })).envelope.code).toBe(1);
    const usage = await t.ctx.membership.remaining({ id: member.userId, level: 40 }, 'kol_search');
    expect(usage.per_day?.used).toBe(1);
    for (const path of [
      '/api/user/getPersonalInfo',
      '/api/user/createApiKey',
      '/api/data_export/submit',
      '/api/kol/search_export',
    ]) {
      expect((await withKey(t, path, key, { name: 'x', dataset: 'posts' })).envelope).toMatchObject({
        code: 0,
        msg: OpenApiMessage.notForKey,
      });
    }
    expect(
      await t.ctx.db.selectFrom('api_keys').select('id').where('user_id', '=', member.userId).execute(),
    ).toHaveLength(1);
  });

  it('a forged or revoked key is refused; revoking is for the owner only', async () => {
    const owner = await createUser(t, { level: 40 });
    const other = await createUser(t, { level: 40 });
    const made = (await create(owner.token)).data;
    const forged = `bg_${'0'.repeat(40)}`;
    expect((await withKey(t, '/api/hot_search/realtime', forged)).envelope).toMatchObject({
      code: -1,
      msg: OpenApiMessage.keyInvalid,
    });
    expect(await post(t.app, '/api/user/revokeApiKey', { id: made.id }, other.token)).toMatchObject({
      code: 0,
      msg: OpenApiMessage.notFound,
    });
    expect((await withKey(t, '/api/hot_search/realtime', made.key)).envelope.code).toBe(1);
    expect(await post(t.app, '/api/user/revokeApiKey', { id: made.id }, owner.token)).toMatchObject({
      code: 1,
      msg: OpenApiMessage.revoked,
    });
    expect((await withKey(t, '/api/hot_search/realtime', made.key)).envelope).toMatchObject({
      code: -1,
      msg: OpenApiMessage.keyInvalid,
    });
    const list = await post<ApiKeyList>(t.app, '/api/user/apiKeys', {}, owner.token);
    expect(list.data.data[0]?.revoke_time).not.toBeNull();
    expect(await post(t.app, '/api/user/revokeApiKey', { id: 'abc' }, owner.token)).toMatchObject({
      code: 0,
      msg: OpenApiMessage.keyId,
    });
  });

  it(`allows ${API_KEY_RATE_PER_MINUTE} calls a minute per key, then answers code 0 with Retry-After`, async () => {
    const member = await createUser(t, { level: 40 });
    const key = (await create(member.token)).data.key;
    for (let i = 0; i < API_KEY_RATE_PER_MINUTE; i += 1) {
      expect((await withKey(t, '/api/index/data_status', key)).envelope.code).toBe(1);
      if (i === 0) t.clock.advance(20_000);
    }
    const refused = await withKey(t, '/api/index/data_status', key);
    // The first call leaves the window 60 s after it was made: 40 s from now.
    expect(refused.envelope).toMatchObject({ code: 0, msg: OpenApiMessage.rateLimited(40) });
    expect(refused.headers['retry-after']).toBe('40');
    // A second key of the same member has its own allowance.
    const second = (await create(member.token, '另一个')).data.key;
    expect((await withKey(t, '/api/index/data_status', second)).envelope.code).toBe(1);
    t.clock.advance(40_000);
    expect((await withKey(t, '/api/index/data_status', key)).envelope.code).toBe(1);
  });

  it('/api/docs marks the paths a key may call, and no other', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { post: { tags: string[]; security?: Record<string, unknown>[] } }>;
      components: { securitySchemes: Record<string, { name: string }> };
    };
    expect(docs.components.securitySchemes.apiKey?.name).toBe('X-API-Key');
    const marked = Object.entries(docs.paths)
      .filter(([, op]) => op.post?.tags.includes(OPEN_API_TAG))
      .map(([path]) => path);
    expect(marked.sort()).toEqual([...OPEN_API_PATHS].sort());
    for (const path of OPEN_API_PATHS) {
      expect(docs.paths[path]?.post.security).toContainEqual({ apiKey: [] });
    }
    expect(docs.paths['/api/user/getPersonalInfo']?.post.security).not.toContainEqual({ apiKey: [] });
  });
});

describe('open API keys outside demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demoMode: false });
  });
  afterAll(async () => t.close());

  it('are made over HTTPS only: a key is access to the account', async () => {
    const member = await createUser(t, { level: 40 });
    expect(await post(t.app, '/api/user/createApiKey', { name: '明文' }, member.token)).toMatchObject({
      code: 0,
      msg: OpenApiMessage.httpsRequired,
    });
    expect(await t.ctx.db.selectFrom('api_keys').select('id').execute()).toEqual([]);
  });
});
