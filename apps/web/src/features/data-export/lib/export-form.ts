import type { RequestOf } from '@boguan/contracts/api';
import { DAY_MS } from '@boguan/contracts/china-time';
import {
  DATASET_COLUMNS,
  DATASET_FILTERS,
  DataExportMessage,
  type Dataset,
  EXPORT_MAX_DAYS,
  type ExportFilter,
  type ExportFormat,
} from '@boguan/contracts/data-export';
import { dataExportSchema } from '@boguan/contracts/data-export.api';
import type { VerifyBadge } from '@boguan/contracts/kol';

/** What /api/data_export/count and submit are sent. */
export type ExportBody = RequestOf<'/api/data_export/count'>;

/** A brand picked for the brand mentions: its id is sent, its name shown. */
export interface PickedBrand {
  id: string;
  name: string;
}

/** The form as the member fills it; only the dataset's own filters are ever sent (exportBody). */
export interface ExportDraft {
  dataset: Dataset;
  keyword: string;
  category: string;
  province: string;
  verify: VerifyBadge[];
  /** China dates YYYY-MM-DD, both included; null: no period. */
  range: [string, string] | null;
  fans_min: number | null;
  fans_max: number | null;
  interact_min: number | null;
  interact_max: number | null;
  post: string;
  topic: string;
  brand: PickedBrand | null;
  columns: string[];
  format: ExportFormat;
}

export const allColumns = (dataset: Dataset): string[] => DATASET_COLUMNS[dataset].map((c) => c.key);

export function emptyDraft(dataset: Dataset = 'bloggers'): ExportDraft {
  return {
    dataset,
    keyword: '',
    category: '',
    province: '',
    verify: [],
    range: null,
    fans_min: null,
    fans_max: null,
    interact_min: null,
    interact_max: null,
    post: '',
    topic: '',
    brand: null,
    columns: allColumns(dataset),
    format: 'xlsx',
  };
}

/**
 * Another dataset: its columns all ticked again, and the category cleared (it means another list
 * for each dataset: the blogger's, the hot-search entry's, the brand's). The other filters are kept
 * for a switch back; the ones the new dataset does not read are not sent.
 */
export function switchDataset(draft: ExportDraft, dataset: Dataset): ExportDraft {
  if (dataset === draft.dataset) return draft;
  return { ...draft, dataset, category: '', columns: allColumns(dataset) };
}

const text = (value: string): string | undefined => value.trim() || undefined;
const number = (value: number | null): number | undefined => value ?? undefined;

/** Each filter's value as sent (undefined: absent, left out of the body). */
function filterValue(draft: ExportDraft, filter: ExportFilter): string | number | string[] | undefined {
  switch (filter) {
    case 'keyword':
    case 'category':
    case 'province':
    case 'post':
    case 'topic':
      return text(draft[filter]);
    case 'verify':
      return draft.verify.length > 0 ? [...draft.verify] : undefined;
    case 'start_date':
      return draft.range?.[0];
    case 'end_date':
      return draft.range?.[1];
    case 'fans_min':
    case 'fans_max':
    case 'interact_min':
    case 'interact_max':
      return number(draft[filter]);
    case 'brand_id':
      return draft.brand?.id;
  }
}

/** The body of count and submit: the dataset, its own filters only (the server refuses others), columns, format. */
export function exportBody(draft: ExportDraft): ExportBody {
  const body: Record<string, unknown> = { dataset: draft.dataset, format: draft.format, columns: [...draft.columns] };
  for (const filter of DATASET_FILTERS[draft.dataset]) {
    const value = filterValue(draft, filter);
    if (value !== undefined) body[filter] = value;
  }
  return body as ExportBody;
}

/**
 * Why these choices cannot be sent, in the server's own words (the contract's schema), or null.
 * No column ticked is refused here: the server would read the absent list as every column.
 */
export function exportProblem(draft: ExportDraft): string | null {
  if (draft.columns.length === 0) return DataExportMessage.columns;
  const parsed = dataExportSchema.safeParse(exportBody(draft));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? DataExportMessage.dataset);
}

/** The identity of a preview: a preview answers for exactly these choices and no others. */
export const bodyKey = (body: ExportBody): string => JSON.stringify(body);

/** Whether a day may not be picked: after today, or farther than EXPORT_MAX_DAYS (both ends included) from the other end. */
export function isDayDisabled(day: string, today: string, other: string | null): boolean {
  if (day > today) return true;
  if (!other) return false;
  return Math.abs(Date.parse(day) - Date.parse(other)) >= EXPORT_MAX_DAYS * DAY_MS;
}

/** A row count as people read it: 12,345. */
export const formatRows = (rows: number): string => rows.toLocaleString('zh-CN');

/** A file size in B, KB or MB (1 decimal); — when not recorded. */
export function formatFileSize(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
