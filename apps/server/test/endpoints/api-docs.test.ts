import { type ApiPath, apiEndpoints } from '@boguan/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Operation {
  summary?: string;
  tags?: string[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }>;
}

describe('/api/docs', () => {
  let t: TestApp;
  let paths: Record<string, { post?: Operation }>;
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    paths = (response.json() as { paths: Record<string, { post?: Operation }> }).paths;
  });
  afterAll(async () => t.close());

  it('documents every endpoint of the map with its summary, request and the schema of its data', () => {
    const undocumented: string[] = [];
    for (const path of Object.keys(apiEndpoints) as ApiPath[]) {
      const operation = paths[path]?.post;
      const envelope = operation?.responses?.['200']?.content?.['application/json']?.schema?.properties;
      const ok =
        operation?.summary === apiEndpoints[path].summary &&
        envelope?.code !== undefined &&
        envelope?.msg !== undefined &&
        envelope?.data !== undefined &&
        (apiEndpoints[path].kind === 'upload' || operation?.requestBody !== undefined || isEmptyBody(path));
      if (!ok) undocumented.push(path);
    }
    expect(undocumented).toEqual([]);
  });

  it('shows the fields of an answer, e.g. the blogger search page and its cards', () => {
    const data = paths['/api/kol/search']?.post?.responses?.['200']?.content?.['application/json']?.schema?.properties
      ?.data as { properties?: Record<string, { items?: { properties?: Record<string, unknown> } }> };
    expect(Object.keys(data.properties ?? {})).toEqual(
      expect.arrayContaining(['data', 'page', 'per_page', 'total', 'found', 'max_rows']),
    );
    expect(Object.keys(data.properties?.data?.items?.properties ?? {})).toEqual(
      expect.arrayContaining(['kol_id', 'uid', 'uname', 'fans', 'collected']),
    );
  });
});

/** A body schema with no fields has nothing to document. */
function isEmptyBody(path: ApiPath): boolean {
  const shape = (apiEndpoints[path].request as { shape?: Record<string, unknown> }).shape;
  return shape !== undefined && Object.keys(shape).length === 0;
}
