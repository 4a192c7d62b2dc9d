import path from 'node:path';
import { hasUnsafeText } from '@boguan/contracts/fields';
import {
  WORD_CLOUD_COLUMNS_MAX,
  WORD_CLOUD_UPLOAD_CHARS_MAX,
  WORD_CLOUD_UPLOAD_FIELD,
  WORD_CLOUD_UPLOAD_MAX_BYTES,
  WORD_CLOUD_UPLOAD_TTL_MS,
  WORD_CLOUD_UPLOADS_KEPT,
  WordCloudMessage,
} from '@boguan/contracts/word-cloud';
import type { WordCloudUpload } from '@boguan/contracts/word-cloud.api';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { Member } from '../membership/membership.service.js';
import { insertUpload } from './word-cloud.repository.js';
import type { UploadColumn } from './word-cloud.tables.js';

/*
 * Files to make clouds of: a text file (UTF-8, GBK or UTF-16 with its byte-order mark; each
 * non-blank line one text) or an .xlsx workbook (the first sheet; row 1 names the columns, each
 * non-blank cell below is one text). What a file is comes from its bytes, never its name.
 */

export interface UploadedFile {
  bytes: Buffer;
  filename?: string;
}

/** The one file of a multipart request (field `file`), refused past the size limit while streaming. */
export async function readUploadedFile(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) throw AppError.bad(WordCloudMessage.notMultipart);
  let found: UploadedFile | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: WORD_CLOUD_UPLOAD_MAX_BYTES, files: 1, fields: 10 } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== WORD_CLOUD_UPLOAD_FIELD) {
        part.file.resume();
        continue;
      }
      found = { bytes: await part.toBuffer(), filename: part.filename };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.bad(WordCloudMessage.fileTooLarge);
    if (code === 'FST_FILES_LIMIT') throw AppError.bad(WordCloudMessage.oneFile);
    throw error;
  }
  if (!found || found.bytes.length === 0) throw AppError.bad(WordCloudMessage.fileMissing);
  return found;
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** The most a workbook may unpack to (its entries' declared sizes): a small zip must not fill the memory. */
const WORKBOOK_UNPACKED_MAX = 50 * 1024 * 1024;

/**
 * The sum of the uncompressed sizes a zip's central directory declares, or null when the directory
 * cannot be read (not a plain zip, or ZIP64).
 */
export function zipUnpackedSize(bytes: Buffer): number | null {
  const from = Math.max(0, bytes.length - 65_557);
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < from || end + 22 > bytes.length) return null;
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
    const size = bytes.readUInt32LE(at + 24);
    if (size === 0xffffffff) return null;
    total += size;
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return total;
}

/**
 * The text of a text file, or why not: `type` for bytes that are not text (a NUL byte, control
 * characters), `encoding` for text in none of the encodings read.
 */
export function decodeTextFile(bytes: Buffer): { text: string } | { refused: 'type' | 'encoding' } {
  let text: string | null;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = decode('utf-16le', bytes.subarray(2));
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = decode('utf-16be', bytes.subarray(2));
  else {
    // A NUL byte means a binary file (an image, an old .xls), whatever decodes.
    if (bytes.includes(0)) return { refused: 'type' };
    const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
    text = decode('utf-8', body) ?? decode('gbk', body);
  }
  if (text === null) return { refused: 'encoding' };
  return hasUnsafeText(text) ? { refused: 'type' } : { text };
}

function decode(encoding: string, bytes: Uint8Array): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function textFileColumns(text: string): UploadColumn[] {
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return lines.length > 0 ? [{ name: '全文', texts: lines }] : [];
}

/** The columns of the first sheet with any text below row 1, or null when the bytes are not a workbook. */
export async function workbookColumns(bytes: Buffer): Promise<UploadColumn[] | null> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return null;
  const width = Math.min(sheet.columnCount, WORD_CLOUD_COLUMNS_MAX);
  const columns: UploadColumn[] = [];
  for (let c = 1; c <= width; c += 1) {
    const column = sheet.getColumn(c);
    let name = '';
    const texts: string[] = [];
    column.eachCell({ includeEmpty: false }, (cell, rowNumber) => {
      const value = cellText(cell).trim();
      if (rowNumber === 1) name = value;
      else if (value !== '' && !hasUnsafeText(value)) texts.push(value);
    });
    if (texts.length > 0) columns.push({ name: (name || `第${c}列`).slice(0, 100), texts });
  }
  return columns;
}

function cellText(cell: ExcelJS.Cell): string {
  try {
    return cell.text ?? '';
  } catch {
    return '';
  }
}

function cleanName(raw: string | undefined, kind: 'txt' | 'xlsx'): string {
  const base = path.basename((raw ?? '').replaceAll('\\', '/'));
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f<>"]/g, '').trim();
  if (cleaned === '' || hasUnsafeText(cleaned)) return `上传文件.${kind}`;
  return cleaned.length > 100 ? `${cleaned.slice(0, 90)}.${kind}` : cleaned;
}

/** Reads a file by its bytes, keeps its columns for a day and answers what the member can pick. */
export async function saveUpload(ctx: AppContext, user: Member, file: UploadedFile): Promise<WordCloudUpload> {
  if (file.bytes.length > WORD_CLOUD_UPLOAD_MAX_BYTES) throw AppError.bad(WordCloudMessage.fileTooLarge);
  let kind: 'txt' | 'xlsx';
  let columns: UploadColumn[];
  if (file.bytes.subarray(0, 4).equals(ZIP)) {
    const unpacked = zipUnpackedSize(file.bytes);
    if (unpacked === null || unpacked > WORKBOOK_UNPACKED_MAX) {
      throw AppError.bad(WordCloudMessage.fileType, `refused zip of ${unpacked ?? 'unreadable'} unpacked bytes`);
    }
    const read = await workbookColumns(file.bytes);
    if (read === null) throw AppError.bad(WordCloudMessage.fileType, `refused zip ${file.filename ?? 'unnamed'}`);
    kind = 'xlsx';
    columns = read;
  } else {
    const decoded = decodeTextFile(file.bytes);
    if ('refused' in decoded) {
      throw AppError.bad(decoded.refused === 'type' ? WordCloudMessage.fileType : WordCloudMessage.fileEncoding);
    }
    kind = 'txt';
    columns = textFileColumns(decoded.text);
  }
  const chars = columns.reduce((sum, col) => sum + col.texts.reduce((s, t) => s + t.length, 0), 0);
  if (columns.length === 0) throw AppError.bad(WordCloudMessage.fileEmpty);
  if (chars > WORD_CLOUD_UPLOAD_CHARS_MAX) throw AppError.bad(WordCloudMessage.fileTooLong);
  const now = ctx.clock.now();
  const fileName = cleanName(file.filename, kind);
  const id = await insertUpload(
    ctx.db,
    { userId: user.id, fileName, kind, chars, columns, now },
    { keep: WORD_CLOUD_UPLOADS_KEPT, expiredBefore: new Date(now.getTime() - WORD_CLOUD_UPLOAD_TTL_MS) },
  );
  return {
    upload_id: id,
    file_name: fileName,
    kind,
    chars,
    columns: columns.map((col, index) => ({
      index,
      name: col.name,
      rows: col.texts.length,
      chars: col.texts.reduce((s, t) => s + t.length, 0),
      sample: col.texts.slice(0, 3).map((t) => (t.length > 40 ? `${t.slice(0, 40)}…` : t)),
    })),
  };
}
