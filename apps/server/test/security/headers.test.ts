import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A built web app of one page, so the HTML answer is checked too.
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'boguan-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp({ webDist });
  });
  afterAll(async () => t.close());

  const expectHardened = (headers: Record<string, unknown>) => {
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain('img-src');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
  };

  it('the app page and API answers carry CSP, nosniff, no framing and no referrer', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/home' });
    expect(page.headers['content-type']).toContain('text/html');
    expectHardened(page.headers);
    const api = await t.app.inject({ method: 'POST', url: '/api/User/checkLogin' });
    expectHardened(api.headers);
  });

  it('sends HSTS only over HTTPS', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/home' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const behindTls = await createTestApp({ trustProxy: 1 });
    try {
      const secure = await behindTls.app.inject({
        method: 'POST',
        url: '/api/User/checkLogin',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(secure.headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await behindTls.close();
    }
  });
});
