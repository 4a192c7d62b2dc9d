import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('account monitoring dev hook with dev pages off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ devPages: false });
  });
  afterAll(async () => t?.close());

  it('is not registered', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/dev/kol-monitor/change', payload: { kol_id: 1 } });
    expect(response.json()).toMatchObject({ code: 0, msg: '接口不存在' });
  });
});
