import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, type TestApp } from './support/test-app.js';

describe('system', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers health without naming the database engine', async () => {
    const answer = await get<{ status: string; dbMs: number }>(t.app, '/api/health');
    expect(answer.code).toBe(1);
    expect(Object.keys(answer.data).sort()).toEqual(['dbMs', 'status']);
    expect(answer.data.status).toBe('up');
    expect(JSON.stringify(answer)).not.toMatch(/pglite|postgres/i);
  });

  it('answers an unknown API path with code 0 and a Chinese message, HTTP 200', async () => {
    const answer = await post(t.app, '/api/no/such/thing');
    expect(answer).toEqual({ code: 0, msg: '接口不存在', data: null });
  });

  it('turns malformed JSON into code 0 without leaking the parser error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      payload: '{"broken',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().code).toBe(0);
    expect(response.body).not.toMatch(/SyntaxError|at .*\.js/);
  });

  it('serves the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths['/api/health']).toBeDefined();
  });

  it('echoes a request id on every answer', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc12345-test' },
    });
    expect(response.headers['x-request-id']).toBe('abc12345-test');
  });
});
