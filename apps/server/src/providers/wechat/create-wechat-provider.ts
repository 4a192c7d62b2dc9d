import type { AppConfig } from '../../config/config.js';
import { LocalWechatProvider } from './local-wechat-provider.js';
import { OpenWechatProvider } from './open-wechat-provider.js';
import type { WechatProvider } from './wechat-provider.js';

export function createWechatProvider(config: AppConfig, fetchImpl?: typeof fetch): WechatProvider {
  const { provider, appId, appSecret } = config.wechat;
  if (provider === 'open' && appId && appSecret) {
    return new OpenWechatProvider({
      appId,
      appSecret,
      redirectUri: `${config.publicUrl}/api/User/wxcallback`,
      fetch: fetchImpl,
    });
  }
  return new LocalWechatProvider(config.publicUrl);
}
