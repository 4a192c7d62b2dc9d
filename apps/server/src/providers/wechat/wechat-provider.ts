/** Who scanned a QR ticket, as WeChat (or the local stand-in) tells us. */
export interface WechatIdentity {
  openid: string;
  unionid?: string;
  nickname?: string;
}

/**
 * WeChat website login. `open` is the Open Platform flow (qrconnect page, code exchanged
 * for the openid on the callback); `local` shows a QR of a local confirmation page.
 */
export interface WechatProvider {
  readonly kind: 'local' | 'open';
  /** What the login dialog shows for a ticket: a PNG data URL (local) or the qrconnect page URL (open). */
  qrUrl(unid: string): Promise<string>;
  /** Open Platform only: turns the authorization code of the callback into an identity. */
  exchangeCode(code: string): Promise<WechatIdentity>;
}

export class WechatProviderError extends Error {}
