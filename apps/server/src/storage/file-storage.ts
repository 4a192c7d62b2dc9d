import path from 'node:path';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../config/config.js';
import { LocalFileStorage } from './local-file-storage.js';

export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where uploads and exports live. Keys are produced by the server (random, with a safe
 * alphabet); callers never pass user text as a key. The local directory is the default;
 * an S3-compatible implementation can take its place behind this interface, with
 * `publicUrl` then pointing at the bucket or a signed URL.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file as a stream, or null when there is none under that key. */
  open(key: string): Promise<StoredFile | null>;
  /** The whole file, or null when there is none under that key. */
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** The address a browser fetches the file from. */
  publicUrl(key: string): string;
}

/** Keys look like `img/ab/<30 hex>.png`: a prefix, two hex for spreading, a random name. */
export const STORAGE_KEY_PATTERN = /^[a-z]{2,10}\/[0-9a-f]{2}\/[0-9a-f]{30}\.[a-z0-9]{2,5}$/;

export function isStorageKey(key: string): boolean {
  return STORAGE_KEY_PATTERN.test(key);
}

/** Served read-only by the uploads module at GET /uploads/<key>. */
export const PUBLIC_PREFIX = '/uploads/';

export function createFileStorage(config: AppConfig): FileStorage {
  return new LocalFileStorage(path.join(config.dataDir, 'uploads'), PUBLIC_PREFIX);
}
