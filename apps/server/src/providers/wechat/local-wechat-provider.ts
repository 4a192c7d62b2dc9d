import QRCode from 'qrcode';
import { type WechatIdentity, type WechatProvider, WechatProviderError } from './wechat-provider.js';

/**
 * The QR encodes `${publicUrl}/dev/wx-confirm?unid=…`; opening it (phone on the LAN or
 * another tab) lets a person pick a WeChat identity and confirm, which completes the
 * same polling flow a real scan would.
 */
export class LocalWechatProvider implements WechatProvider {
  readonly kind = 'local' as const;

  constructor(private readonly publicUrl: string) {}

  confirmUrl(unid: string): string {
    return `${this.publicUrl}/dev/wx-confirm?unid=${encodeURIComponent(unid)}`;
  }

  qrUrl(unid: string): Promise<string> {
    return QRCode.toDataURL(this.confirmUrl(unid), { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  }

  async exchangeCode(): Promise<WechatIdentity> {
    throw new WechatProviderError('the local WeChat provider has no authorization codes');
  }
}
