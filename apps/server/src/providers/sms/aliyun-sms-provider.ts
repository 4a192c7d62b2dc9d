import { createHmac, randomUUID } from 'node:crypto';
import type { SmsMessage, SmsProvider } from './sms-provider.js';

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** A verification-code template with one variable, ${code}. */
  templateCode: string;
  endpoint?: string;
  fetch?: typeof fetch;
  nonce?: () => string;
  timeoutMs?: number;
}

/** RFC 3986 encoding as Aliyun's POP signature wants it (space %20, * %2A, ~ kept). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The sorted, encoded query string of an RPC-style request (without Signature). */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key] ?? '')}`)
    .join('&');
}

/** Signature V1.0: base64(HMAC-SHA1(secret + '&', METHOD & %2F & encode(canonical query))). */
export function signRpcRequest(params: Record<string, string>, accessKeySecret: string, method = 'GET'): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/** Aliyun wants second precision: 2017-07-12T02:42:19Z. */
export function aliyunTimestamp(at: Date): string {
  return `${at.toISOString().slice(0, 19)}Z`;
}

interface SendSmsAnswer {
  Code?: string;
  Message?: string;
  RequestId?: string;
  BizId?: string;
}

/** Aliyun Dysmsapi SendSms (API version 2017-05-25) as a signed GET. */
export class AliyunSmsProvider implements SmsProvider {
  readonly kind = 'aliyun' as const;
  private readonly endpoint: string;
  private readonly fetchImpl: typeof fetch;
  private readonly nonce: () => string;

  constructor(private readonly options: AliyunSmsOptions) {
    this.endpoint = options.endpoint ?? 'https://dysmsapi.aliyuncs.com/';
    this.fetchImpl = options.fetch ?? fetch;
    this.nonce = options.nonce ?? randomUUID;
  }

  /** The full request URL; exposed so the signing is testable without a network. */
  buildUrl(message: SmsMessage, sentAt: Date): string {
    const params: Record<string, string> = {
      AccessKeyId: this.options.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: message.mobile,
      RegionId: 'cn-hangzhou',
      SignName: this.options.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: this.nonce(),
      SignatureVersion: '1.0',
      TemplateCode: this.options.templateCode,
      TemplateParam: JSON.stringify({ code: message.code }),
      Timestamp: aliyunTimestamp(sentAt),
      Version: '2017-05-25',
    };
    const signature = signRpcRequest(params, this.options.accessKeySecret);
    return `${this.endpoint}?Signature=${percentEncode(signature)}&${canonicalQuery(params)}`;
  }

  async send(message: SmsMessage, sentAt: Date): Promise<void> {
    const response = await this.fetchImpl(this.buildUrl(message, sentAt), {
      method: 'GET',
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    const answer = (await response.json().catch(() => ({}))) as SendSmsAnswer;
    if (!response.ok || answer.Code !== 'OK') {
      // The message says why (e.g. isv.BUSINESS_LIMIT_CONTROL); it names no secret.
      throw new Error(`Aliyun SendSms refused: HTTP ${response.status} ${answer.Code ?? ''} ${answer.Message ?? ''}`);
    }
  }
}
