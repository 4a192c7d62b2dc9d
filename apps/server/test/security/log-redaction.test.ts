import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, maskMobiles } from '../../src/lib/logger.js';
import type { LocalSmsProvider } from '../../src/providers/sms/local-sms-provider.js';
import { createTestApp, postForm, type TestApp } from '../support/test-app.js';

/** Every line the app logs, as text. */
function memoryLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: createLogger('info', stream) };
}

describe('logs', () => {
  const mobile = '13912345678';
  let t: TestApp;
  let lines: string[];

  describe('with every request logged', () => {
    beforeAll(async () => {
      const log = memoryLog();
      lines = log.lines;
      t = await createTestApp({ logRequests: 'all' }, { log: log.logger });
    });
    afterAll(async () => t.close());

    it("an SMS login's lines name no code, no token and no phone number, and keep the request id", async () => {
      expect((await postForm(t.app, '/api/User/getMsgCode', { mobile })).code).toBe(1);
      const code = (t.ctx.providers.sms as LocalSmsProvider).recent(mobile)[0]?.code ?? '';
      expect(code).toMatch(/^\d{6}$/);
      const wrong = await postForm(t.app, '/api/User/msgCodeLogin', {
        mobile1: mobile,
        mobile_captcha: code === '000000' ? '111111' : '000000',
        device_id: 'log-test',
      });
      expect(wrong.code).toBe(0);
      const login = await postForm<{ token: string }>(t.app, '/api/User/msgCodeLogin', {
        mobile1: mobile,
        mobile_captcha: code,
        ip: mobile,
        device_id: 'log-test',
      });
      expect(login.code).toBe(1);
      const token = login.data.token;
      await t.app.inject({ method: 'POST', url: '/api/User/checkLogin', headers: { authorization: token } });
      await t.app.inject({ method: 'GET', url: `/api/nowhere?mobile=${mobile}&code=${code}` });

      const text = lines.join('\n');
      expect(lines.length).toBeGreaterThan(4);
      expect(text).not.toContain(mobile);
      expect(text).not.toContain(code);
      expect(text).not.toContain(token);
      expect(text).toContain('139****5678');
      expect(lines.filter((line) => line.includes('"path":"/api/User/msgCodeLogin"'))).toHaveLength(2);
      expect(lines.every((line) => !line.includes('"path"') || line.includes('"reqId"'))).toBe(true);
    });
  });

  describe('by default', () => {
    beforeAll(async () => {
      const log = memoryLog();
      lines = log.lines;
      t = await createTestApp({}, { log: log.logger });
    });
    afterAll(async () => t.close());

    it('logs a line for a refused or failed request only, not for one that went well', async () => {
      await postForm(t.app, '/api/User/get_server_agreement');
      expect(lines.filter((line) => line.includes('get_server_agreement'))).toEqual([]);
      await postForm(t.app, '/api/User/getMsgCode', { mobile: '123' });
      const refused = lines.filter((line) => line.includes('/api/User/getMsgCode'));
      expect(refused).toHaveLength(1);
      expect(refused[0]).toContain('"msg":"request refused"');
    });
  });

  it('masks mainland mobile numbers inside any text', () => {
    expect(maskMobiles('user 13912345678 and 15800001111, not 123456789012')).toBe(
      'user 139****5678 and 158****1111, not 123456789012',
    );
  });
});
