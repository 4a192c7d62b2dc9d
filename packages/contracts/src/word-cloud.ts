/*
 * Word clouds (/wordCloud, /cloudLog): the words of a keyword's stored posts, of a post's comments,
 * or of text the member pastes or uploads, counted with the Weibo dictionary and stopwords, drawn,
 * tabled with frequency and TF-IDF weight, redrawn without the words the member removes, exported
 * (docs/word-cloud.md). The constants, labels and messages the page and the server share; the
 * calls and their schemas are in word-cloud.api.ts.
 */
import { daysBetween } from './china-time.js';

export const WORD_CLOUD_SOURCES = ['keyword', 'post', 'text', 'upload'] as const;
export type WordCloudSource = (typeof WORD_CLOUD_SOURCES)[number];
export const WORD_CLOUD_SOURCE_LABELS: Record<WordCloudSource, string> = {
  keyword: '关键词博文',
  post: '博文评论',
  text: '粘贴文本',
  upload: '上传文件',
};

/** Most characters of a pasted text. */
export const WORD_CLOUD_TEXT_MAX = 50_000;
export const WORD_CLOUD_KEYWORD_MAX = 30;
export const WORD_CLOUD_TITLE_MAX = 30;
export const WORD_CLOUD_URL_MAX = 300;
/** The longest keyword range, in China days (start and end included). */
export const WORD_CLOUD_MAX_DAYS = 90;
/** The keyword range when the member gives none: the last 7 days. */
export const WORD_CLOUD_DEFAULT_DAYS = 7;
/** Newest matching posts read for a keyword cloud. */
export const WORD_CLOUD_POSTS_MAX = 5000;
/** Newest comments read for a post's cloud. */
export const WORD_CLOUD_COMMENTS_MAX = 5000;
/** Distinct words a cloud keeps (the word table and its export hold at most these). */
export const WORD_CLOUD_TERMS_KEPT = 2000;
/** Words drawn in the cloud: the member picks one of these. */
export const WORD_CLOUD_DRAW_CHOICES = [50, 100, 200] as const;
export type WordCloudDrawCount = (typeof WORD_CLOUD_DRAW_CHOICES)[number];
export const WORD_CLOUD_DRAW_MAX = 200;
export const WORD_CLOUD_DRAW_DEFAULT: WordCloudDrawCount = 100;
/** Most words one cloud may have removed, and the longest of them. */
export const WORD_CLOUD_REMOVED_MAX = 200;
export const WORD_CLOUD_WORD_MAX = 20;
export const WORD_CLOUD_HISTORY_PER_PAGE = 10;
export const WORD_CLOUD_WORDS_PER_PAGE = 20;

/** Uploads: .txt (UTF-8 or GBK) or .xlsx, judged by their bytes. */
export const WORD_CLOUD_UPLOAD_FIELD = 'file';
export const WORD_CLOUD_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Most characters read from one file (all its cells or lines). */
export const WORD_CLOUD_UPLOAD_CHARS_MAX = 500_000;
/** Columns of a sheet offered for picking. */
export const WORD_CLOUD_COLUMNS_MAX = 50;
/** An upload is kept this long for clouds to be made of it; a member keeps at most this many. */
export const WORD_CLOUD_UPLOAD_TTL_MS = 24 * 3_600_000;
export const WORD_CLOUD_UPLOADS_KEPT = 20;

export const WORD_CLOUD_SORTS = ['count', 'weight'] as const;
export type WordCloudSort = (typeof WORD_CLOUD_SORTS)[number];
export const WORD_CLOUD_SORT_LABELS: Record<WordCloudSort, string> = { count: '按词频', weight: '按TF-IDF权重' };

/** The ⓘ beside the figures (docs/word-cloud.md, docs/metrics.md). */
export const WORD_CLOUD_HINTS = {
  count: '词频：该词在全部文本中出现的次数（已去除停用词、标点、数字、表情、@用户名与链接）。',
  docs: '出现条数：含有该词的博文、评论或文本行数。',
  weight:
    'TF-IDF权重 = 词频 ÷ 全部有效词数（不含已移除的词） × 逆文档频率（jieba 中文语料 IDF，未收录的新词取中位数）。权重高说明该词在这些文本中常见、在一般中文里少见。',
} as const;

export const WORD_CLOUD_CREATED = '词云已生成';
export const WORD_CLOUD_REDRAWN = '词云已重新绘制';
export const WORD_CLOUD_DELETED = '删除成功';
export const WORD_CLOUD_UPLOADED = '文件已上传，请选择要分析的内容';
export const WORD_CLOUD_NOT_FOUND = '词云不存在';

export const WordCloudMessage = {
  id: '词云id不正确',
  source: '请选择词云来源',
  keyword: '请输入关键词,搜索内容不能为空',
  text: '请输入要分析的文本',
  url: '请输入博文链接',
  uploadId: '请先上传文件',
  column: '请选择要分析的列',
  page: '页码不正确',
  sort: '排序方式不正确',
  endBeforeStart: '结束日期不能早于开始日期',
  tooLong: `关键词时间范围不能超过${WORD_CLOUD_MAX_DAYS}天`,
  endAfterToday: '结束日期不能晚于今天',
  noPosts: '该时间段内没有包含该关键词的博文',
  noComments: '该博文暂无评论',
  noWords: '没有可以生成词云的词语（内容为空，或只有停用词、标点和表情）',
  badLink: '请输入正确的微博博文链接',
  postGone: '博文不存在或已删除',
  commentsFailed: '评论读取失败，请稍后再试',
  uploadGone: '上传的文件不存在或已过期，请重新上传',
  columnGone: '所选的列不存在，请重新选择',
  fileMissing: '请选择要上传的文件',
  fileType: '仅支持 .txt 文本文件或 .xlsx 表格文件',
  fileTooLarge: `文件不能超过${WORD_CLOUD_UPLOAD_MAX_BYTES / 1024 / 1024}MB`,
  fileEncoding: '无法识别文本编码，请保存为 UTF-8 或 GBK 编码后上传',
  fileEmpty: '文件中没有可分析的文字',
  fileTooLong: `文件文字超过${WORD_CLOUD_UPLOAD_CHARS_MAX}字，请拆分后上传`,
  oneFile: '每次只能上传一个文件',
  notMultipart: '请以文件形式上传',
  removedTooMany: `最多移除${WORD_CLOUD_REMOVED_MAX}个词`,
} as const;

/** Days from start to end, both included (1 for the same day). */
export function wordCloudRangeDays(start: string, end: string): number {
  return daysBetween(start, end) + 1;
}
