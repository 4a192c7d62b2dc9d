import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../test/support/fake-s3.js';
import { S3FileStorage } from './s3-file-storage.js';
import { authorization, EMPTY_PAYLOAD_HASH } from './sigv4.js';

const KEY = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};

describe('SigV4', () => {
  it("signs AWS's documented GET Object example to the letter", () => {
    // docs.aws.amazon.com, "Signature Calculations for the Authorization Header", example GET Object.
    expect(
      authorization(KEY, {
        method: 'GET',
        path: '/test.txt',
        headers: { Host: 'examplebucket.s3.amazonaws.com', Range: 'bytes=0-9' },
        payloadHash: EMPTY_PAYLOAD_HASH,
        amzDate: '20130524T000000Z',
      }),
    ).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('S3FileStorage', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3(KEY);
  });
  afterAll(async () => s3.close());

  const storage = () =>
    new S3FileStorage({ ...KEY, endpoint: s3.endpoint, bucket: 'boguan', pathStyle: true, urlPrefix: '/uploads/' });
  const key = 'img/ab/0123456789abcdef0123456789abcd.png';

  it('puts, reads, streams and removes an object at bucket/key, signed', async () => {
    await storage().put(key, Buffer.from('图片字节'), 'image/png');
    expect(s3.objects.get(`/boguan/${key}`)?.contentType).toBe('image/png');
    expect((await storage().read(key))?.toString()).toBe('图片字节');
    const opened = await storage().open(key);
    const chunks: Buffer[] = [];
    for await (const chunk of opened?.stream ?? []) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).toString()).toBe('图片字节');
    expect(opened?.size).toBe(Buffer.byteLength('图片字节'));
    await storage().remove(key);
    expect(await storage().read(key)).toBeNull();
    expect(storage().publicUrl(key)).toBe(`/uploads/${key}`);
  });

  it('streams a file from disk up as one signed PUT with an unsigned payload', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 's3-put-file-'));
    const file = path.join(dir, 'export.csv');
    const text = `\uFEFF昵称,粉丝数\n${'博主,1\n'.repeat(20_000)}`;
    await writeFile(file, text);
    const csvKey = 'csv/ab/0123456789abcdef0123456789abcd.csv';
    await storage().putFile(csvKey, file, 'text/csv; charset=utf-8');
    const stored = s3.objects.get(`/boguan/${csvKey}`);
    expect(stored?.contentType).toBe('text/csv; charset=utf-8');
    expect(stored?.body.toString()).toBe(text);
    await rm(dir, { recursive: true });
  });

  it('fails loudly when the bucket refuses the signature', async () => {
    const wrong = new S3FileStorage({
      ...KEY,
      secretAccessKey: 'not-the-secret',
      endpoint: s3.endpoint,
      bucket: 'boguan',
      pathStyle: true,
      urlPrefix: '/uploads/',
    });
    await expect(wrong.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/HTTP 403/);
  });

  it('refuses keys it did not make', async () => {
    await expect(storage().put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid storage key/);
    expect(await storage().read('../etc/passwd')).toBeNull();
  });
});
