import { type ApiPath, apiEndpoints } from '@boguan/contracts/api';
import { GenericMessage } from '@boguan/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { walkCase, walkFixture } from './walk-cases.js';
import type { WalkFixture } from './walk-support.js';

/**
 * Every text field of every endpoint, in an otherwise valid request, gets hostile text: a NUL byte
 * (PostgreSQL refuses it), a lone UTF-16 half, bidi overrides and marks, 10,000 characters, SQL and
 * HTML. Each answer is a clean envelope: accepted, or refused with a Chinese message, never the
 * generic 服务繁忙 of an unexpected error and never a trace of internals.
 */
const HOSTILE: Record<string, string> = {
  nul: 'a\u0000b',
  'lone surrogate': '\ud800x',
  'bidi override': '\u202egpj.exe',
  'rtl mark': '\u200f测试',
  '10k characters': '字'.repeat(10_000),
  sql: "' OR 1=1; DROP TABLE users; --",
  html: '<script>alert(1)</script><img src=x onerror=alert(1)>',
};
const LEAKS = /\bat \S+ \(|node_modules|\.ts:\d+|SELECT |INSERT |violates|syntax error|TypeError/;
const CJK = /[\u4e00-\u9fff]/;

/** The fields a body may carry as text: those the valid body sends as strings, and the string fields of the schema. */
function textFields(path: ApiPath, body: Record<string, unknown>): string[] {
  const fields = new Set(Object.keys(body).filter((key) => typeof body[key] === 'string'));
  const schema = z.toJSONSchema(apiEndpoints[path].request, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: string | string[] }>;
  };
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const types = Array.isArray(property.type) ? property.type : [property.type];
    if (types.includes('string')) fields.add(key);
  }
  fields.delete('action');
  return [...fields];
}

describe('hostile text in every text field', () => {
  let f: WalkFixture;
  beforeAll(async () => {
    f = await walkFixture('text-fuzz');
  }, 180_000);
  afterAll(async () => f?.t.close());

  const paths = (Object.keys(apiEndpoints) as ApiPath[]).filter((path) => apiEndpoints[path].kind !== 'upload');
  for (const path of paths) {
    it(`${path}`, async () => {
      const walk = walkCase(path);
      const token = walk.token ? await walk.token(f) : f.token;
      const body = ((await walk.body?.(f)) ?? {}) as Record<string, unknown>;
      for (const field of textFields(path, body)) {
        for (const [name, value] of Object.entries(HOSTILE)) {
          const response = await f.t.app.inject({
            method: 'POST',
            url: path,
            headers: { authorization: token, 'content-type': 'application/json' },
            payload: JSON.stringify({ ...body, [field]: value }),
          });
          const where = `${path} ${field} ← ${name}`;
          expect(response.statusCode, where).toBe(200);
          if (!String(response.headers['content-type']).includes('application/json')) continue;
          const answer = response.json() as { code: number; msg: string };
          expect(answer.msg, where).not.toBe(GenericMessage.busy);
          expect(response.body, where).not.toMatch(LEAKS);
          if (answer.code === 0) expect(answer.msg, where).toMatch(CJK);
        }
      }
    });
  }
});
