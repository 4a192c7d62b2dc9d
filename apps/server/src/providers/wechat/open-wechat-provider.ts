import { type WechatIdentity, type WechatProvider, WechatProviderError } from './wechat-provider.js';

export interface OpenWechatOptions {
  appId: string;
  appSecret: string;
  /** Where WeChat sends the browser back: `${publicUrl}/api/User/wxcallback`. */
  redirectUri: string;
  fetch?: typeof fetch;
  apiBase?: string;
  timeoutMs?: number;
}

interface AccessTokenAnswer {
  access_token?: string;
  openid?: string;
  unionid?: string;
  errcode?: number;
  errmsg?: string;
}

interface UserInfoAnswer {
  nickname?: string;
  unionid?: string;
  errcode?: number;
}

/** WeChat Open Platform website application login (snsapi_login). */
export class OpenWechatProvider implements WechatProvider {
  readonly kind = 'open' as const;
  private readonly fetchImpl: typeof fetch;
  private readonly apiBase: string;

  constructor(private readonly options: OpenWechatOptions) {
    this.fetchImpl = options.fetch ?? fetch;
    this.apiBase = options.apiBase ?? 'https://api.weixin.qq.com';
  }

  /** The ticket travels as `state` and comes back on the callback with the code. */
  async qrUrl(unid: string): Promise<string> {
    const query = [
      `appid=${encodeURIComponent(this.options.appId)}`,
      `redirect_uri=${encodeURIComponent(this.options.redirectUri)}`,
      'response_type=code',
      'scope=snsapi_login',
      `state=${encodeURIComponent(unid)}`,
    ].join('&');
    return `https://open.weixin.qq.com/connect/qrconnect?${query}#wechat_redirect`;
  }

  private async getJson<T>(url: string): Promise<T> {
    const response = await this.fetchImpl(url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000) });
    if (!response.ok) throw new WechatProviderError(`WeChat API answered HTTP ${response.status}`);
    return (await response.json()) as T;
  }

  async exchangeCode(code: string): Promise<WechatIdentity> {
    const tokenUrl =
      `${this.apiBase}/sns/oauth2/access_token?appid=${encodeURIComponent(this.options.appId)}` +
      `&secret=${encodeURIComponent(this.options.appSecret)}&code=${encodeURIComponent(code)}` +
      '&grant_type=authorization_code';
    const token = await this.getJson<AccessTokenAnswer>(tokenUrl);
    if (!token.openid || !token.access_token) {
      throw new WechatProviderError(`WeChat code exchange failed: ${token.errcode ?? '?'} ${token.errmsg ?? ''}`);
    }
    const identity: WechatIdentity = { openid: token.openid, unionid: token.unionid };
    // The nickname only makes a friendlier default name; a failure here must not block the login.
    try {
      const infoUrl =
        `${this.apiBase}/sns/userinfo?access_token=${encodeURIComponent(token.access_token)}` +
        `&openid=${encodeURIComponent(token.openid)}`;
      const info = await this.getJson<UserInfoAnswer>(infoUrl);
      if (!info.errcode && info.nickname) identity.nickname = info.nickname;
      if (!identity.unionid && info.unionid) identity.unionid = info.unionid;
    } catch {
      // keep the identity without a nickname
    }
    return identity;
  }
}
