import { operatorApi } from '@boguan/contracts/operator.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/users.js';
import { createOperatorApp, type OperatorApp, operatorLogRows, send, VALID_BODIES } from './operator-support.js';

const GUARDED = Object.keys(operatorApi).filter((path) => path !== '/api/admin/info');
const NOT_OPERATOR = { code: 1001, msg: '该功能仅限运营人员使用', data: null };
const PLAIN_HTTP = { code: 1001, msg: '运营操作须通过 HTTPS 访问', data: null };

describe('operator area in demo mode', () => {
  let o: OperatorApp;
  beforeAll(async () => {
    o = await createOperatorApp();
  });
  afterAll(async () => o.t.close());

  it('has a valid body for every guarded row', () => {
    expect(Object.keys(VALID_BODIES).sort()).toEqual([...GUARDED].sort());
  });

  it('refuses every row to a member who is not an operator (1001) and to a visitor (-1), writing nothing', async () => {
    const member = await createUser(o.t, { level: 40 });
    for (const path of GUARDED) {
      expect(await send(o.t, path, VALID_BODIES[path], { token: member.token }), path).toEqual(NOT_OPERATOR);
      expect((await send(o.t, path, VALID_BODIES[path])).code, path).toBe(-1);
    }
    expect(await operatorLogRows(o.t)).toEqual([]);
    expect(await o.t.ctx.db.selectFrom('gift_codes').select('code').execute()).toEqual([]);
    const campaigns = await o.t.ctx.db.selectFrom('coupon_campaigns').select(['name', 'active']).execute();
    expect(campaigns).toEqual([{ name: '新人专享 满300减50', active: true }]);
  });

  it('lets the operator in over plain HTTP in demo mode', async () => {
    for (const path of ['/api/admin/coupon_batch_list', '/api/admin/gift_batch_list', '/api/admin/order_list']) {
      expect((await send(o.t, path, { page: 1 }, { token: o.operator })).code, path).toBe(1);
    }
  });

  it('tells any logged-in user whether they are an operator, on /api/admin/info and in personal info', async () => {
    const member = await createUser(o.t);
    expect(await send(o.t, '/api/admin/info', {}, { token: member.token })).toMatchObject({
      code: 1,
      data: { is_operator: 0, demo_mode: true, https_required: false },
    });
    expect(await send(o.t, '/api/admin/info', {}, { token: o.operator })).toMatchObject({
      code: 1,
      data: { is_operator: 1, demo_mode: true, https_required: false },
    });
    expect((await send(o.t, '/api/admin/info')).code).toBe(-1);
    const info = (token: string) => send<{ is_operator: number }>(o.t, '/api/user/getPersonalInfo', {}, { token });
    expect((await info(member.token)).data.is_operator).toBe(0);
    expect((await info(o.operator)).data.is_operator).toBe(1);
  });
});

describe('operator area outside demo mode, no trusted proxy', () => {
  let o: OperatorApp;
  beforeAll(async () => {
    o = await createOperatorApp({ demoMode: false });
  });
  afterAll(async () => o.t.close());

  it('refuses plain HTTP to the operator, even with a forged X-Forwarded-Proto', async () => {
    for (const path of GUARDED) {
      expect(await send(o.t, path, VALID_BODIES[path], { token: o.operator }), path).toEqual(PLAIN_HTTP);
      const forged = await send(o.t, path, VALID_BODIES[path], {
        token: o.operator,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(forged, path).toEqual(PLAIN_HTTP);
    }
    expect(await operatorLogRows(o.t)).toEqual([]);
    expect(await o.t.ctx.db.selectFrom('gift_codes').select('code').execute()).toEqual([]);
    const info = await send(o.t, '/api/admin/info', {}, { token: o.operator });
    expect(info.data).toEqual({ is_operator: 1, demo_mode: false, https_required: true });
  });

  it('still names the missing permission first for a member who is not an operator', async () => {
    const member = await createUser(o.t);
    expect(await send(o.t, '/api/admin/order_list', { page: 1 }, { token: member.token })).toEqual(NOT_OPERATOR);
  });
});

describe('operator area outside demo mode behind a trusted proxy', () => {
  let o: OperatorApp;
  beforeAll(async () => {
    o = await createOperatorApp({ demoMode: false, trustProxy: 1 });
  });
  afterAll(async () => o.t.close());

  it('lets the operator in when the proxy says HTTPS, and refuses what the proxy says is plain HTTP', async () => {
    const https = { token: o.operator, headers: { 'x-forwarded-proto': 'https' } };
    for (const path of ['/api/admin/coupon_batch_list', '/api/admin/gift_batch_list', '/api/admin/operator_logs']) {
      expect((await send(o.t, path, { page: 1 }, https)).code, path).toBe(1);
    }
    const made = await send<{ codes: string[] }>(
      o.t,
      '/api/admin/gift_codes_create',
      VALID_BODIES['/api/admin/gift_codes_create'],
      https,
    );
    expect(made.code).toBe(1);
    expect(made.data.codes).toHaveLength(1);
    expect((await operatorLogRows(o.t)).map((row) => row.action)).toEqual(['gift_codes']);

    const plain = { token: o.operator, headers: { 'x-forwarded-proto': 'http' } };
    expect(await send(o.t, '/api/admin/order_list', { page: 1 }, plain)).toEqual(PLAIN_HTTP);
    expect(await send(o.t, '/api/admin/order_list', { page: 1 }, { token: o.operator })).toEqual(PLAIN_HTTP);
    expect((await send(o.t, '/api/admin/info', {}, https)).data).toEqual({
      is_operator: 1,
      demo_mode: false,
      https_required: false,
    });
    const member = await createUser(o.t);
    expect(await send(o.t, '/api/admin/order_list', { page: 1 }, { ...https, token: member.token })).toEqual(
      NOT_OPERATOR,
    );
  });
});
