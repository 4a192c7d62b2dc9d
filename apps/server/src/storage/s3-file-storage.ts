import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FileStorage, StoredFile } from './file-storage.js';
import { amzDate, authorization, EMPTY_PAYLOAD_HASH, type SigningKey, sha256Hex } from './sigv4.js';
import { isStorageKey } from './storage-key.js';

export interface S3Options extends SigningKey {
  /** e.g. https://s3.cn-north-1.amazonaws.com.cn or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  bucket: string;
  /** Path-style addresses (endpoint/bucket/key), as MinIO and most S3-compatible stores want. */
  pathStyle: boolean;
  /** Served at this prefix by our own server (GET /uploads/<key>), so the bucket stays private. */
  urlPrefix: string;
  /** Injectable for tests; the real clock otherwise. */
  now?: () => Date;
  fetch?: typeof fetch;
}

const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

/** Files in an S3-compatible bucket, signed with SigV4; the bucket need not be public. */
export class S3FileStorage implements FileStorage {
  private readonly base: URL;

  constructor(private readonly options: S3Options) {
    this.base = new URL(options.endpoint);
  }

  private target(key: string): { url: string; host: string; path: string } {
    if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
    const encodedKey = key.split('/').map(encodeURIComponent).join('/');
    const basePath = this.base.pathname.replace(/\/$/, '');
    if (this.options.pathStyle) {
      const path = `${basePath}/${encodeURIComponent(this.options.bucket)}/${encodedKey}`;
      return { url: `${this.base.origin}${path}`, host: this.base.host, path };
    }
    const host = `${this.options.bucket}.${this.base.host}`;
    const path = `${basePath}/${encodedKey}`;
    return { url: `${this.base.protocol}//${host}${path}`, host, path };
  }

  private async send(method: string, key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const { url, host, path } = this.target(key);
    const payloadHash = body ? sha256Hex(body) : EMPTY_PAYLOAD_HASH;
    const date = amzDate((this.options.now ?? (() => new Date()))());
    const headers: Record<string, string> = { host };
    if (contentType) headers['content-type'] = contentType;
    const auth = authorization(this.options, { method, path, headers, payloadHash, amzDate: date });
    const { host: _host, ...sent } = headers;
    return (this.options.fetch ?? fetch)(url, {
      method,
      headers: { ...sent, 'x-amz-content-sha256': payloadHash, 'x-amz-date': date, authorization: auth },
      body: body ? new Uint8Array(body) : undefined,
    });
  }

  private async failed(what: string, key: string, response: Response): Promise<never> {
    const text = (await response.text()).slice(0, 300);
    throw new Error(`S3 ${what} ${key} failed: HTTP ${response.status} ${text}`);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, bytes, contentType);
    if (!response.ok) await this.failed('PUT', key, response);
  }

  /**
   * Streams the file up with an unsigned payload (SigV4's UNSIGNED-PAYLOAD): hashing it first would
   * read it twice, and the request itself is still signed.
   */
  async putFile(key: string, filePath: string, contentType: string): Promise<void> {
    const { url, host, path } = this.target(key);
    const size = (await stat(filePath)).size;
    const date = amzDate((this.options.now ?? (() => new Date()))());
    const headers: Record<string, string> = { host, 'content-type': contentType };
    const payloadHash = UNSIGNED_PAYLOAD;
    const auth = authorization(this.options, { method: 'PUT', path, headers, payloadHash, amzDate: date });
    const { host: _host, ...sent } = headers;
    const response = await (this.options.fetch ?? fetch)(url, {
      method: 'PUT',
      headers: {
        ...sent,
        'content-length': String(size),
        'x-amz-content-sha256': payloadHash,
        'x-amz-date': date,
        authorization: auth,
      },
      body: Readable.toWeb(createReadStream(filePath)) as never,
      duplex: 'half',
    } as RequestInit);
    if (!response.ok) await this.failed('PUT', key, response);
  }

  async open(key: string): Promise<StoredFile | null> {
    if (!isStorageKey(key)) return null;
    const response = await this.send('GET', key);
    if (response.status === 404) return null;
    if (!response.ok || !response.body) return this.failed('GET', key, response);
    const size = Number(response.headers.get('content-length') ?? 0);
    return { stream: Readable.fromWeb(response.body as never), size };
  }

  async read(key: string): Promise<Buffer | null> {
    if (!isStorageKey(key)) return null;
    const response = await this.send('GET', key);
    if (response.status === 404) return null;
    if (!response.ok) return this.failed('GET', key, response);
    return Buffer.from(await response.arrayBuffer());
  }

  async remove(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    if (!response.ok && response.status !== 404) await this.failed('DELETE', key, response);
  }

  publicUrl(key: string): string {
    return `${this.options.urlPrefix}${key}`;
  }
}
