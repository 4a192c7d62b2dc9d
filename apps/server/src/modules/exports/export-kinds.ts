import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import type { Member } from '../membership/membership.service.js';
import type { Sheet } from './xlsx.js';

export const EXPORT_JOB = 'export.xlsx';

/**
 * One kind of export: the schema of what it reads (a contract schema, so a job in another process
 * later parses exactly what the request asked for) and how it builds its sheets.
 */
export interface ExportKind<P> {
  name: string;
  params: z.ZodType<P, unknown>;
  build(ctx: AppContext, user: Member, params: P): Promise<Sheet[]>;
}

const kinds = new Map<string, ExportKind<unknown>>();

/** Declares an export kind; the export job finds it again by name. */
export function defineExport<P>(kind: ExportKind<P>): ExportKind<P> {
  kinds.set(kind.name, kind as ExportKind<unknown>);
  return kind;
}

export function exportKind(name: string): ExportKind<unknown> {
  const kind = kinds.get(name);
  if (!kind) throw new Error(`no export kind named ${name}`);
  return kind;
}

/** A new storage key for an export file: `xlsx/<2 hex>/<30 hex>.xlsx` (or csv/…/….csv). */
export function exportFileKey(format: 'xlsx' | 'csv' = 'xlsx'): string {
  const random = randomBytes(16).toString('hex');
  return `${format}/${random.slice(0, 2)}/${random.slice(2)}.${format}`;
}
