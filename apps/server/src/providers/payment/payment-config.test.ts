import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/config.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'boguan-pay-config-'));
const keyFile = path.join(dir, 'key.pem');
writeFileSync(keyFile, 'not read by the config check');

describe('payment settings', () => {
  it('defaults to the local cashier', () => {
    expect(loadConfig({}).payment).toEqual({ provider: 'local' });
  });

  it('refuses live payments without a provider, with a missing setting, a bad key or a missing file', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'live' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'live' })).toThrow(/configure WeChat Pay .* and\/or Alipay/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'live', ALIPAY_APP_ID: '2021' })).toThrow(
      'PAYMENT_PROVIDER=live with Alipay: missing ALIPAY_PRIVATE_KEY_FILE, ALIPAY_PUBLIC_KEY_FILE',
    );
    const wechat = {
      PAYMENT_PROVIDER: 'live',
      WECHATPAY_MCH_ID: '1900000001',
      WECHATPAY_APP_ID: 'wx1',
      WECHATPAY_CERT_SERIAL: 'ABC',
      WECHATPAY_PRIVATE_KEY_FILE: keyFile,
      WECHATPAY_PLATFORM_KEY_FILE: keyFile,
      WECHATPAY_API_V3_KEY: 'short',
    };
    expect(() => loadConfig(wechat)).toThrow(/WECHATPAY_API_V3_KEY: must be the 32-character/);
    const missingFile = { ...wechat, WECHATPAY_API_V3_KEY: 'a'.repeat(32), WECHATPAY_PLATFORM_KEY_FILE: '/nope.pem' };
    expect(() => loadConfig(missingFile)).toThrow(/WECHATPAY_PLATFORM_KEY_FILE: no file at/);
    const ok = loadConfig({ ...wechat, WECHATPAY_API_V3_KEY: 'a'.repeat(32) });
    expect(ok.payment.wechat?.mchId).toBe('1900000001');
    expect(ok.payment.alipay).toBeUndefined();
  });
});
