import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Answer } from './test-app.js';

export interface Part {
  field: string;
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/** Builds a multipart/form-data body by hand, so tests control every byte and header. */
export function multipartBody(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----boguan${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.field}"; filename="${part.filename}"`
      : `form-data; name="${part.field}"`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.contentType) head.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`));
    chunks.push(typeof part.content === 'string' ? Buffer.from(part.content) : part.content);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function upload<T = { url: string; name: string }>(
  app: FastifyInstance,
  url: string,
  parts: Part[],
  token?: string,
): Promise<Answer<T>> {
  const { body, contentType } = multipartBody(parts);
  const response = await app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'content-type': contentType, ...(token ? { authorization: token } : {}) },
  });
  if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode} from ${url}: ${response.body}`);
  return response.json() as Answer<T>;
}

/** Real file signatures followed by filler, enough to be recognised by content. */
export const samples = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]),
  gif: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 3)]),
  webp: Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x24, 0, 0, 0]),
    Buffer.from('WEBPVP8 '),
    Buffer.alloc(64, 4),
  ]),
  pdf: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64, 5)]),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
};
