import { z } from 'zod';
import {
  DATA_EXPORT_KEYWORD_MAX,
  DATASET_COLUMNS,
  DATASET_FILTERS,
  DATASET_LABELS,
  DATASET_REQUIRED,
  DATASETS,
  type Dataset,
  EXPORT_FILTER_LABELS,
  EXPORT_FILTERS,
  EXPORT_FORMATS,
  EXPORT_MAX_DAYS,
  type ExportFilter,
  DataExportMessage as Message,
} from './data-export.js';
import { endpoints } from './endpoint.js';
import { exportQueuedSchema } from './exports.api.js';
import {
  choice,
  choiceList,
  formBody,
  noFields,
  optionalDate,
  optionalNumber,
  optionalText,
  requiredChoice,
  splitCommas,
  textList,
} from './fields.js';
import { CATEGORY_NAME_MAX, PROVINCE_NAME_MAX, VERIFY_BADGES } from './kol.js';
import { FANS_MAX, INTERACT_MAX } from './kol-search.js';
import { exportCheckSchema, featureAllowanceSchema } from './membership.api.js';

/*
 * The data export centre (/dataExport): POST /api/data_export/auth, count and submit
 * (docs/data-export.md). The file is built by a job and lands in /api/export/records.
 */

const Label = EXPORT_FILTER_LABELS;

/** Each filter on its own: the page reads its form field by field with these. */
export const dataExportFilterFields = {
  keyword: optionalText(Label.keyword, DATA_EXPORT_KEYWORD_MAX),
  category: optionalText(Label.category, CATEGORY_NAME_MAX),
  province: optionalText(Label.province, PROVINCE_NAME_MAX),
  verify: choiceList(VERIFY_BADGES, Message.verify),
  start_date: optionalDate(`${Label.start_date}格式不正确，应为YYYY-MM-DD`),
  end_date: optionalDate(`${Label.end_date}格式不正确，应为YYYY-MM-DD`),
  fans_min: optionalNumber(Label.fans_min, { max: FANS_MAX }),
  fans_max: optionalNumber(Label.fans_max, { max: FANS_MAX }),
  interact_min: optionalNumber(Label.interact_min, { max: INTERACT_MAX }),
  interact_max: optionalNumber(Label.interact_max, { max: INTERACT_MAX }),
  post: optionalText(Label.post, 300),
  topic: optionalText(Label.topic, 64),
  brand_id: optionalText(Label.brand_id, 32),
};

const DAY_MS = 86_400_000;

/** Whether a filter was given: blank text and an empty list both mean absent. */
function given(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : value !== undefined;
}

type Form = z.output<z.ZodObject<typeof dataExportFilterFields>> & { dataset: Dataset; columns: string[] };

/** The rules between fields: a filter only where its dataset reads it, ranges in order, columns known. */
function checkExport(form: Form, ctx: z.RefinementCtx): void {
  const dataset = form.dataset;
  const allowed = new Set<ExportFilter>(DATASET_FILTERS[dataset]);
  for (const filter of EXPORT_FILTERS) {
    if (given(form[filter]) && !allowed.has(filter)) {
      ctx.addIssue({
        code: 'custom',
        message: Message.filterNotFor(DATASET_LABELS[dataset], Label[filter]),
        path: [filter],
      });
    }
  }
  const required = DATASET_REQUIRED[dataset];
  if (required && !given(form[required])) {
    ctx.addIssue({ code: 'custom', message: Message.required(Label[required]), path: [required] });
  }
  if (form.start_date && form.end_date) {
    if (form.start_date > form.end_date) {
      ctx.addIssue({ code: 'custom', message: Message.dateOrder, path: ['start_date'] });
    } else if (Date.parse(form.end_date) - Date.parse(form.start_date) >= EXPORT_MAX_DAYS * DAY_MS) {
      ctx.addIssue({ code: 'custom', message: Message.period, path: ['end_date'] });
    }
  }
  const ranges = [
    ['fans_min', 'fans_max', '粉丝数'],
    ['interact_min', 'interact_max', '互动数'],
  ] as const;
  for (const [min, max, label] of ranges) {
    const low = form[min];
    const high = form[max];
    if (low !== undefined && high !== undefined && low > high) {
      ctx.addIssue({ code: 'custom', message: Message.rangeOrder(label), path: [min] });
    }
  }
  const known = new Set(DATASET_COLUMNS[dataset].map((c) => c.key));
  for (const column of form.columns) {
    if (!known.has(column)) {
      ctx.addIssue({
        code: 'custom',
        message: Message.unknownColumn(DATASET_LABELS[dataset], column),
        path: ['columns'],
      });
    }
  }
}

/** POST /api/data_export/count and submit: the dataset, its filters, the columns (absent: all) and the format. */
export const dataExportSchema = formBody(
  z
    .object({
      dataset: requiredChoice(DATASETS, Message.dataset),
      format: choice(EXPORT_FORMATS, Message.format, 'xlsx'),
      columns: z.preprocess(splitCommas, textList('列', 40)),
      ...dataExportFilterFields,
    })
    .superRefine(checkExport),
);
export type DataExportInput = z.output<typeof dataExportSchema>;
export type DataExportForm = z.input<typeof dataExportSchema>;

export const dataExportApi = endpoints('data-export', {
  '/api/data_export/auth': {
    summary: '数据导出中心：本月剩余导出次数与单次行数上限',
    request: noFields,
    response: featureAllowanceSchema,
  },
  '/api/data_export/count': {
    summary: '数据导出中心：按筛选条件预估行数（不计次数）',
    request: dataExportSchema,
    response: exportCheckSchema,
  },
  '/api/data_export/submit': {
    summary: `数据导出中心：提交导出任务（计 1 次，单次最多导出会员等级上限行数，时间范围最长${EXPORT_MAX_DAYS}天）`,
    request: dataExportSchema,
    response: exportQueuedSchema,
  },
});
