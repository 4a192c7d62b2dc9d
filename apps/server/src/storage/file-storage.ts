import type { Readable } from 'node:stream';

export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where uploads and exports live. Keys are produced by the server (random, with a safe
 * alphabet); callers never pass user text as a key. The local directory is the default; an
 * S3-compatible bucket (STORAGE=s3) takes its place for several instances. Either way images
 * are served by the server at /uploads/<key>, so the bucket need not be public.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Stores a file from disk without reading it whole (exports written as a stream). */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  /** The file as a stream, or null when there is none under that key. */
  open(key: string): Promise<StoredFile | null>;
  /** The whole file, or null when there is none under that key. */
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** The address a browser fetches the file from. */
  publicUrl(key: string): string;
}

/** Served read-only by the uploads module at GET /uploads/<key>. */
export const PUBLIC_PREFIX = '/uploads/';
