import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authorization, sha256Hex } from '../../src/storage/sigv4.js';

export interface FakeS3 {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  requests: Array<{ method: string; path: string }>;
  close(): Promise<void>;
}

/**
 * A path-style S3 endpoint in memory: PUT, GET and DELETE of objects, refusing (403) any request
 * whose SigV4 signature, payload hash (unless UNSIGNED-PAYLOAD) or credentials do not match.
 */
export async function startFakeS3(key: {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: FakeS3['requests'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = req.url ?? '/';
      requests.push({ method: req.method ?? '', path });
      const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
      const headers: Record<string, string> = { host: String(req.headers.host) };
      if (req.headers['content-type']) headers['content-type'] = String(req.headers['content-type']);
      const expected = authorization(key, {
        method: req.method ?? '',
        path,
        headers,
        payloadHash,
        amzDate: String(req.headers['x-amz-date'] ?? ''),
      });
      // UNSIGNED-PAYLOAD signs the request but not the body, as S3 allows for streamed uploads.
      const bodyMatches = payloadHash === 'UNSIGNED-PAYLOAD' || body.length === 0 || sha256Hex(body) === payloadHash;
      if (req.headers.authorization !== expected || !bodyMatches) {
        res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      if (req.method === 'PUT') {
        objects.set(path, { body, contentType: headers['content-type'] ?? '' });
        res.writeHead(200).end();
      } else if (req.method === 'GET') {
        const object = objects.get(path);
        if (!object) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        else
          res
            .writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length })
            .end(object.body);
      } else if (req.method === 'DELETE') {
        objects.delete(path);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
