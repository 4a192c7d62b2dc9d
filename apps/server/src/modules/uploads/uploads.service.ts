import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { chinaDate, chinaDayStart } from '@boguan/contracts/china-time';
import { UPLOAD_IMAGE_MAX_BYTES, UploadMessage } from '@boguan/contracts/feedback';
import type { UploadedImage } from '@boguan/contracts/feedback.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { PUBLIC_PREFIX, type StoredFile } from '../../storage/file-storage.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import { detectImage } from './image-type.js';
import { countUploadsSince, findOwnKeys, insertUpload } from './uploads.repository.js';

/** Enough for any honest use (feedback, invoices); stops a script from filling the disk. */
export const DAILY_UPLOAD_CAP = 200;
/** Uploaded images are stored under this prefix; other files (exports) share the storage. */
const IMAGE_KEY_PREFIX = 'img/';

/** Keeps a readable display name: no directories, no control characters, bounded length. */
export function cleanFileName(raw: string | undefined, ext: string): string {
  const base = path.basename((raw ?? '').replaceAll('\\', '/'));
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f<>"]/g, '').trim();
  if (cleaned === '') return `image.${ext}`;
  return cleaned.length > 100 ? `${cleaned.slice(0, 90)}.${ext}` : cleaned;
}

export async function saveImage(
  ctx: AppContext,
  user: SessionUser,
  file: { bytes: Buffer; filename?: string },
): Promise<UploadedImage> {
  if (file.bytes.length === 0) throw AppError.bad(UploadMessage.missing, 'empty file');
  if (file.bytes.length > UPLOAD_IMAGE_MAX_BYTES) throw AppError.bad(UploadMessage.tooLarge);
  const kind = detectImage(file.bytes);
  if (!kind) throw AppError.bad(UploadMessage.wrongType, `refused content of ${file.filename ?? 'unnamed'}`);
  const now = ctx.clock.now();
  const today = await countUploadsSince(ctx.db, user.id, chinaDayStart(chinaDate(now)));
  if (today >= DAILY_UPLOAD_CAP) throw AppError.bad(UploadMessage.dailyCap, `user ${user.id} hit the upload cap`);

  const random = randomBytes(16).toString('hex');
  const key = `${IMAGE_KEY_PREFIX}${random.slice(0, 2)}/${random.slice(2)}.${kind.ext}`;
  await ctx.storage.put(key, file.bytes, kind.mime);
  const name = cleanFileName(file.filename, kind.ext);
  await insertUpload(ctx.db, { userId: user.id, key, name, mime: kind.mime, size: file.bytes.length, now });
  return { url: ctx.storage.publicUrl(key), name };
}

/** An uploaded image by its storage key; null for any other key (an export file is never served here). */
export async function openUploadedImage(ctx: AppContext, key: string): Promise<StoredFile | null> {
  if (!key.startsWith(IMAGE_KEY_PREFIX)) return null;
  return ctx.storage.open(key);
}

/** The storage key inside an uploads url, relative (/uploads/...) or absolute (http://host/uploads/...). */
export function keyFromUrl(url: string): string | null {
  const at = url.indexOf(PUBLIC_PREFIX);
  if (at < 0) return null;
  const prefix = url.slice(0, at);
  if (prefix !== '' && !/^https?:\/\/[^/\s]+$/i.test(prefix)) return null;
  return url.slice(at + PUBLIC_PREFIX.length);
}

/** True when every url is an upload of this user. */
export async function areOwnUploads(ctx: AppContext, userId: number, urls: string[]): Promise<boolean> {
  const keys = urls.map(keyFromUrl);
  if (keys.some((key) => key === null)) return false;
  const own = await findOwnKeys(ctx.db, userId, keys as string[]);
  return keys.every((key) => own.has(key as string));
}
