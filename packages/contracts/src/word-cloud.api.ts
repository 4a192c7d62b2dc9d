import { z } from 'zod';
import { chinaDate, chinaTime, endpoints, noData, paged } from './endpoint.js';
import { exportQueuedSchema } from './exports.api.js';
import {
  choice,
  id,
  noFields,
  optionalChoice,
  optionalDate,
  optionalId,
  optionalNumber,
  optionalText,
  page,
  requiredChoice,
  textList,
} from './fields.js';
import { type FeatureAllowanceAnswer, featureAllowanceSchema } from './membership.api.js';
import {
  WORD_CLOUD_COLUMNS_MAX,
  WORD_CLOUD_KEYWORD_MAX,
  WORD_CLOUD_MAX_DAYS,
  WORD_CLOUD_REMOVED_MAX,
  WORD_CLOUD_SORTS,
  WORD_CLOUD_SOURCES,
  WORD_CLOUD_TEXT_MAX,
  WORD_CLOUD_TITLE_MAX,
  WORD_CLOUD_URL_MAX,
  WORD_CLOUD_WORD_MAX,
  WordCloudMessage,
  wordCloudRangeDays,
} from './word-cloud.js';

/*
 * Word clouds (/wordCloud, /cloudLog): POST /api/word_cloud/* (docs/word-cloud.md).
 */

const cloudId = id(WordCloudMessage.id);
const sort = choice(WORD_CLOUD_SORTS, WordCloudMessage.sort, 'count');

/**
 * POST /api/word_cloud/create: one cloud from one source. keyword (+ optional China date range, the
 * last 7 days when none), url (a post link: its comments), text (pasted), upload_id + column (a
 * file uploaded first). Fields of the other sources are ignored.
 */
export const wordCloudCreateSchema = z
  .object({
    source: requiredChoice(WORD_CLOUD_SOURCES, WordCloudMessage.source),
    title: optionalText('词云名称', WORD_CLOUD_TITLE_MAX),
    keyword: optionalText('关键词', WORD_CLOUD_KEYWORD_MAX),
    start_date: optionalDate('开始日期格式不正确，应为YYYY-MM-DD'),
    end_date: optionalDate('结束日期格式不正确，应为YYYY-MM-DD'),
    url: optionalText('博文链接', WORD_CLOUD_URL_MAX),
    text: optionalText('文本内容', WORD_CLOUD_TEXT_MAX),
    upload_id: optionalId('上传文件id不正确'),
    column: optionalNumber('列序号', { min: 0, max: WORD_CLOUD_COLUMNS_MAX - 1, int: true }),
  })
  .superRefine((body, issues) => {
    const need = (field: string, message: string) => issues.addIssue({ code: 'custom', path: [field], message });
    if (body.source === 'keyword') {
      if (body.keyword === undefined) need('keyword', WordCloudMessage.keyword);
      if (body.start_date !== undefined && body.end_date !== undefined) {
        const days = wordCloudRangeDays(body.start_date, body.end_date);
        if (days < 1) need('end_date', WordCloudMessage.endBeforeStart);
        else if (days > WORD_CLOUD_MAX_DAYS) need('end_date', WordCloudMessage.tooLong);
      }
    } else if (body.source === 'post' && body.url === undefined) need('url', WordCloudMessage.url);
    else if (body.source === 'text' && body.text === undefined) need('text', WordCloudMessage.text);
    else if (body.source === 'upload' && body.upload_id === undefined) need('upload_id', WordCloudMessage.uploadId);
  });
export type WordCloudCreateInput = z.output<typeof wordCloudCreateSchema>;

export const wordCloudIdSchema = z.object({ id: cloudId });

export const wordCloudDetailSchema = z.object({ id: cloudId, sort });
export type WordCloudDetailInput = z.output<typeof wordCloudDetailSchema>;

export const wordCloudWordsSchema = z.object({ id: cloudId, page, sort });
export type WordCloudWordsInput = z.output<typeof wordCloudWordsSchema>;

/** The whole list of removed words (an empty list puts every word back). */
export const wordCloudRedrawSchema = z.object({
  id: cloudId,
  removed: textList('移除的词', WORD_CLOUD_WORD_MAX).refine(
    (list) => list.length <= WORD_CLOUD_REMOVED_MAX,
    WordCloudMessage.removedTooMany,
  ),
});
export type WordCloudRedrawInput = z.output<typeof wordCloudRedrawSchema>;

export const wordCloudHistorySchema = z.object({
  page,
  source: optionalChoice(WORD_CLOUD_SOURCES, '词云来源不正确'),
});
export type WordCloudHistoryInput = z.output<typeof wordCloudHistorySchema>;

/** What an export job reads again: the cloud, by its id (still the owner's). */
export const wordCloudExportParamsSchema = z.object({ cloud_id: cloudId });
export type WordCloudExportParams = z.output<typeof wordCloudExportParamsSchema>;

/** The member's word_cloud allowance. */
export type WordCloudAllowance = FeatureAllowanceAnswer;

/** One word of a cloud, after the removed ones are taken out. */
export const wordCloudWordSchema = z.strictObject({
  /** 1 for the first word in the order asked for. */
  rank: z.number().int(),
  word: z.string(),
  count: z.number().int(),
  docs: z.number().int(),
  weight: z.number(),
});
export type WordCloudWord = z.infer<typeof wordCloudWordSchema>;

/** A cloud as the history lists it and the result's header shows it. */
export const wordCloudSummarySchema = z.strictObject({
  id: z.number().int(),
  source: z.enum(WORD_CLOUD_SOURCES),
  source_text: z.string(),
  title: z.string(),
  /** keyword clouds */
  keyword: z.string().nullable(),
  start_date: chinaDate.nullable(),
  end_date: chinaDate.nullable(),
  /** post clouds: the link as given, and the post's author */
  url: z.string().nullable(),
  uname: z.string().nullable(),
  /** upload clouds */
  file_name: z.string().nullable(),
  column_name: z.string().nullable(),
  /** Posts, comments, lines or cells read. */
  texts: z.number().int(),
  chars: z.number().int(),
  /** Content-word occurrences (before removals) and distinct content words. */
  total_words: z.number().int(),
  distinct_words: z.number().int(),
  /** Words in the table now (kept words minus removed ones). */
  word_count: z.number().int(),
  removed: z.array(z.string()),
  /** Made from the demo world's generated posts or comments. */
  demo: z.boolean(),
  create_time: chinaTime,
  update_time: chinaTime,
});
export type WordCloudSummary = z.infer<typeof wordCloudSummarySchema>;

export const wordCloudResultSchema = z.strictObject({
  cloud: wordCloudSummarySchema,
  sort: z.enum(WORD_CLOUD_SORTS),
  /** The words to draw: the first WORD_CLOUD_DRAW_MAX in `sort` order. */
  words: z.array(wordCloudWordSchema),
});
export type WordCloudResult = z.infer<typeof wordCloudResultSchema>;

export const wordCloudUploadColumnSchema = z.strictObject({
  index: z.number().int(),
  name: z.string(),
  /** Non-blank cells (or lines of a text file). */
  rows: z.number().int(),
  chars: z.number().int(),
  sample: z.array(z.string()),
});
export type WordCloudUploadColumn = z.infer<typeof wordCloudUploadColumnSchema>;

export const wordCloudUploadSchema = z.strictObject({
  upload_id: z.number().int(),
  file_name: z.string(),
  kind: z.enum(['txt', 'xlsx']),
  chars: z.number().int(),
  columns: z.array(wordCloudUploadColumnSchema),
});
export type WordCloudUpload = z.infer<typeof wordCloudUploadSchema>;

export const wordCloudApi = endpoints('word-cloud', {
  '/api/word_cloud/auth': {
    summary: '词云：会员是否可用及今日剩余次数',
    request: noFields,
    response: featureAllowanceSchema,
  },
  '/api/word_cloud/upload': {
    summary: `词云：上传 .txt（UTF-8/GBK）或 .xlsx 文件（multipart，文件字段 file，不超过5MB），返回可选的列`,
    request: noFields,
    response: wordCloudUploadSchema,
    kind: 'upload',
  },
  '/api/word_cloud/create': {
    summary: `生成词云：关键词博文（最长${WORD_CLOUD_MAX_DAYS}天）、博文评论、粘贴文本（${WORD_CLOUD_TEXT_MAX}字以内）或上传文件的一列`,
    request: wordCloudCreateSchema,
    response: wordCloudSummarySchema,
  },
  '/api/word_cloud/detail': {
    summary: '词云结果：概况与用于绘制的词（按词频或TF-IDF）',
    request: wordCloudDetailSchema,
    response: wordCloudResultSchema,
  },
  '/api/word_cloud/words': {
    summary: '词频表（每页20个词，按词频或TF-IDF排序）',
    request: wordCloudWordsSchema,
    response: paged(wordCloudWordSchema),
  },
  '/api/word_cloud/redraw': {
    summary: '移除词语后重新绘制（提交完整的移除词列表，空列表恢复全部）',
    request: wordCloudRedrawSchema,
    response: wordCloudSummarySchema,
  },
  '/api/word_cloud/history': {
    summary: '词云记录（每页10条，最新在前）',
    request: wordCloudHistorySchema,
    response: paged(wordCloudSummarySchema),
  },
  '/api/word_cloud/delete': {
    summary: '删除词云',
    request: wordCloudIdSchema,
    response: noData,
  },
  '/api/word_cloud/export': {
    summary: '导出词频表（.xlsx）',
    request: wordCloudIdSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
});
