import { createHash, createHmac } from 'node:crypto';

/*
 * AWS Signature Version 4 for S3-compatible object storage (AWS S3, MinIO, Ceph, Aliyun OSS and
 * Tencent COS in S3 mode): the Authorization header of one request, with the payload's SHA-256 as
 * x-amz-content-sha256.
 */

export interface SigningKey {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface SignedRequest {
  method: string;
  /** The path as sent, already percent-encoded (e.g. /bucket/img/ab/cd.png). */
  path: string;
  /** Header names in any case; `host` is required. */
  headers: Record<string, string>;
  payloadHash: string;
  /** 20130524T000000Z */
  amzDate: string;
}

export const EMPTY_PAYLOAD_HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export function sha256Hex(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** `20130524T000000Z` for an instant. */
export function amzDate(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The value of the Authorization header for this request. */
export function authorization(key: SigningKey, request: SignedRequest): string {
  const headers = Object.entries({
    ...request.headers,
    'x-amz-content-sha256': request.payloadHash,
    'x-amz-date': request.amzDate,
  })
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const canonical = [
    request.method,
    request.path,
    '',
    ...headers.map(([name, value]) => `${name}:${value}`),
    '',
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const day = request.amzDate.slice(0, 8);
  const scope = `${day}/${key.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', request.amzDate, scope, sha256Hex(canonical)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${key.secretAccessKey}`, day), key.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${key.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
}
