import path from 'node:path';
import type { AppConfig } from '../config/config.js';
import { type FileStorage, PUBLIC_PREFIX } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

/** The storage the configuration names: DATA_DIR/uploads by default, or an S3-compatible bucket. */
export function createFileStorage(config: AppConfig): FileStorage {
  if (config.storage.kind === 's3') return new S3FileStorage({ ...config.storage, urlPrefix: PUBLIC_PREFIX });
  return new LocalFileStorage(path.join(config.dataDir, 'uploads'), PUBLIC_PREFIX);
}
