import type { AppConfig } from '../../config/config.js';
import { AliyunSmsProvider } from './aliyun-sms-provider.js';
import { LocalSmsProvider } from './local-sms-provider.js';
import type { SmsProvider } from './sms-provider.js';

interface LogLike {
  info(object: object, message: string): void;
}

export function createSmsProvider(config: AppConfig, log: LogLike, fetchImpl?: typeof fetch): SmsProvider {
  if (config.sms.provider === 'aliyun' && config.sms.aliyun) {
    return new AliyunSmsProvider({ ...config.sms.aliyun, fetch: fetchImpl });
  }
  return new LocalSmsProvider(log);
}
