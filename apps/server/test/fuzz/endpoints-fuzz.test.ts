import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

/**
 * Every endpoint in the OpenAPI document gets random bodies — right field names with
 * wrong, missing, huge or hostile values, unknown fields, broken encodings — as a visitor
 * and as a logged-in user. Whatever comes in, the answer is HTTP 200 with an envelope,
 * a known code and no trace of internals.
 */
const KNOWN_CODES = new Set([1, 0, -1, 1001, 1002]);
const LEAKS =
  /\bat \S+ \(|node_modules|\.ts:\d+|Error:|SELECT |INSERT |UPDATE |violates|syntax error|TypeError|undefined is not/;

interface Endpoint {
  method: 'GET' | 'POST';
  url: string;
  fields: string[];
}

function endpointsOf(document: { paths: Record<string, Record<string, unknown>> }): Endpoint[] {
  const list: Endpoint[] = [];
  for (const [url, operations] of Object.entries(document.paths)) {
    if (url.includes('{') || url.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      if (upper !== 'GET' && upper !== 'POST') continue;
      const op = operation as {
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
        parameters?: Array<{ name: string }>;
      };
      const bodyFields = Object.values(op.requestBody?.content ?? {}).flatMap((c) =>
        Object.keys(c.schema?.properties ?? {}),
      );
      const queryFields = (op.parameters ?? []).map((p) => p.name);
      list.push({ method: upper, url, fields: [...new Set([...bodyFields, ...queryFields])] });
    }
  }
  return list;
}

const hostile = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u0000',
  '😀'.repeat(50),
  'x'.repeat(5000),
  '13800138000',
  'https://example.com/a?b=c',
  '2026-13-45',
);
const scalar = fc.oneof(hostile, fc.string({ maxLength: 40 }), fc.integer().map(String), fc.double().map(String));
const jsonValue = fc.oneof(
  scalar,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(scalar, { maxLength: 8 }),
  fc.dictionary(fc.string({ maxLength: 5 }), scalar, { maxKeys: 3 }),
);

function bodyFor(fields: string[]) {
  const keys = fc.constantFrom(...(fields.length > 0 ? fields : ['x']), 'extra', '__proto__', 'constructor');
  return fc.record({
    form: fc.dictionary(keys, fc.oneof(scalar, fc.array(scalar, { maxLength: 7 })), { maxKeys: fields.length + 2 }),
    json: fc.dictionary(keys, jsonValue, { maxKeys: fields.length + 2 }),
    encoding: fc.constantFrom('form', 'json', 'json-broken', 'text', 'multipart-empty'),
    authed: fc.boolean(),
  });
}

describe('every endpoint survives random input', () => {
  let t: TestApp;
  let endpoints: Endpoint[];
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await createUser(t, { level: 40 })).token;
    endpoints = endpointsOf(t.app.swagger() as never);
  });
  afterAll(async () => t.close());

  it('finds the endpoints to test', () => {
    expect(endpoints.length).toBeGreaterThan(0);
    expect(endpoints.map((e) => e.url)).toContain('/api/health');
  });

  it('answers every random request with a clean envelope', async () => {
    for (const endpoint of endpoints) {
      await fc.assert(
        fc.asyncProperty(bodyFor(endpoint.fields), async (sample) => {
          const headers: Record<string, string> = sample.authed ? { authorization: token } : {};
          let payload: string | undefined;
          if (endpoint.method === 'POST') {
            if (sample.encoding === 'form') {
              const params = new URLSearchParams();
              for (const [k, v] of Object.entries(sample.form)) {
                for (const item of Array.isArray(v) ? v : [v]) params.append(k, item);
              }
              payload = params.toString();
              headers['content-type'] = 'application/x-www-form-urlencoded';
            } else if (sample.encoding === 'json') {
              payload = JSON.stringify(sample.json);
              headers['content-type'] = 'application/json';
            } else if (sample.encoding === 'json-broken') {
              payload = JSON.stringify(sample.json).slice(0, -1);
              headers['content-type'] = 'application/json';
            } else if (sample.encoding === 'text') {
              payload = 'plain text body';
              headers['content-type'] = 'text/plain';
            } else {
              payload = '--x--\r\n';
              headers['content-type'] = 'multipart/form-data; boundary=x';
            }
          }
          const query =
            endpoint.method === 'GET' ? `?${new URLSearchParams(sample.form as Record<string, string>)}` : '';
          const response = await t.app.inject({ method: endpoint.method, url: endpoint.url + query, payload, headers });
          const context = `${endpoint.method} ${endpoint.url} ${sample.encoding}`;
          expect(response.statusCode, context).toBe(200);
          if (!String(response.headers['content-type'] ?? '').includes('application/json')) return;
          const answer = response.json() as { code: number; msg: string };
          expect(KNOWN_CODES.has(answer.code), `${context}: code ${answer.code}`).toBe(true);
          expect(typeof answer.msg, context).toBe('string');
          expect(response.body, context).not.toMatch(LEAKS);
          if (answer.code === 0) expect(answer.msg, `${context}: Chinese message`).toMatch(/[\u4e00-\u9fa5]/);
        }),
        { numRuns: 25, seed: 20261122 },
      );
    }
  }, 240_000);
});
