/*
 * Payment providers behind one interface (docs/payments.md): the local demonstration cashier, WeChat
 * Pay API v3 (Native QR) and Alipay (page pay). A provider starts a payment for an order and turns a
 * notification (raw headers and body) into a verified notice; everything after that — matching the
 * order, the amount, paying it exactly once — is the payments module's, the same for all of them.
 */

export type ProviderKind = 'local' | 'wechat' | 'alipay';

export interface PaymentRequest {
  orderNo: string;
  amountFen: number;
  /** What the payer's app shows, e.g. 博观高级版会员（年度）. */
  description: string;
  expiresAt: Date;
}

export interface PaymentStart {
  /** Text to draw as a QR code ('' when the provider opens a page instead). */
  qrCode: string;
  /** A page to open ('' when the provider pays by QR only). */
  payUrl: string;
}

/** A notification whose signature checked out, in the provider's words made common. */
export interface PaymentNotice {
  orderNo: string;
  transactionId: string;
  amountFen: number;
  /** Only a successful payment pays an order; other events are acknowledged and ignored. */
  success: boolean;
}

export interface RawNotification {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** What to answer the provider: the status and body it expects. */
export interface ProviderAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** The notification is not genuine (bad or missing signature, unreadable body). */
export class NotificationRejected extends Error {}

export interface PaymentProvider {
  readonly kind: ProviderKind;
  start(request: PaymentRequest): Promise<PaymentStart>;
  /** Verifies the signature first; throws NotificationRejected when the notification is not genuine. */
  verifyNotification(raw: RawNotification): Promise<PaymentNotice>;
  answer(accepted: boolean): ProviderAnswer;
}

export function header(raw: RawNotification, name: string): string {
  const value = raw.headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** Yuan text ('299.00') to fen, exactly; NaN when it is not a money amount. */
export function fenFromYuan(text: string): number {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
