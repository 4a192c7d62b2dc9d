/*
 * The data export centre (/dataExport): a dataset, its filters, its columns and a format, built by
 * a job into the one export history (/dataExportRecord). Schemas: data-export.api.ts; the server's
 * side and the column definitions: docs/data-export.md.
 */

export const DATASETS = [
  'bloggers',
  'posts',
  'comments',
  'reposts',
  'topic_posts',
  'hot_search',
  'brand_mentions',
] as const;
export type Dataset = (typeof DATASETS)[number];

export const DATASET_LABELS: Record<Dataset, string> = {
  bloggers: '博主',
  posts: '博文',
  comments: '评论',
  reposts: '博文的转发',
  topic_posts: '话题博文',
  hot_search: '热搜历史',
  brand_mentions: '品牌提及',
};

export const DATASET_HINTS: Record<Dataset, string> = {
  bloggers: '收录博主的资料与近30天数据',
  posts: '收录的博文及其互动数据',
  comments: '收录的评论，可限定某条博文',
  reposts: '一条博文的全部转发（需填写博文链接或 mid）',
  topic_posts: '带某个 #话题# 的博文（需填写话题）',
  hot_search: '每个热搜词每天的上榜时长、最高排名与热度',
  brand_mentions: '提及品牌的博文及其情感',
};

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  xlsx: 'Excel（.xlsx）',
  csv: 'CSV（UTF-8，Excel 可直接打开）',
};

/** Every filter the centre knows; each dataset takes the ones listed in DATASET_FILTERS. */
export const EXPORT_FILTERS = [
  'keyword',
  'category',
  'province',
  'verify',
  'start_date',
  'end_date',
  'fans_min',
  'fans_max',
  'interact_min',
  'interact_max',
  'post',
  'topic',
  'brand_id',
] as const;
export type ExportFilter = (typeof EXPORT_FILTERS)[number];

export const EXPORT_FILTER_LABELS: Record<ExportFilter, string> = {
  keyword: '关键词',
  category: '领域',
  province: '地区',
  verify: '认证类型',
  start_date: '开始日期',
  end_date: '结束日期',
  fans_min: '粉丝数下限',
  fans_max: '粉丝数上限',
  interact_min: '互动数下限',
  interact_max: '互动数上限',
  post: '博文链接或 mid',
  topic: '话题',
  brand_id: '品牌',
};

const PEOPLE: readonly ExportFilter[] = ['province', 'verify', 'fans_min', 'fans_max'];
const PERIOD: readonly ExportFilter[] = ['start_date', 'end_date'];
const INTERACT: readonly ExportFilter[] = ['interact_min', 'interact_max'];

/** Which filters a dataset reads; any other filter sent with it is refused, not ignored. */
export const DATASET_FILTERS: Record<Dataset, readonly ExportFilter[]> = {
  bloggers: ['keyword', 'category', ...PEOPLE, ...INTERACT],
  posts: ['keyword', 'category', ...PEOPLE, ...PERIOD, ...INTERACT],
  comments: ['keyword', 'post', ...PERIOD],
  reposts: ['post', 'keyword', ...PEOPLE, ...PERIOD],
  topic_posts: ['topic', 'keyword', ...PEOPLE, ...PERIOD, ...INTERACT],
  hot_search: ['keyword', 'category', ...PERIOD],
  brand_mentions: ['brand_id', 'category', ...PEOPLE, ...PERIOD, ...INTERACT],
};

/** The filters a dataset cannot run without. */
export const DATASET_REQUIRED: Partial<Record<Dataset, ExportFilter>> = { reposts: 'post', topic_posts: 'topic' };

/** What 领域 means for each dataset that has it. */
export const CATEGORY_MEANING: Partial<Record<Dataset, string>> = {
  bloggers: '博主领域',
  posts: '作者领域',
  hot_search: '热搜分类',
  brand_mentions: '品牌品类',
};

export interface ExportColumnDef {
  key: string;
  label: string;
}

const col = (key: string, label: string): ExportColumnDef => ({ key, label });

const POST_COLUMNS: readonly ExportColumnDef[] = [
  col('mid', '博文 mid'),
  col('url', '博文链接'),
  col('uid', '作者 UID'),
  col('screen_name', '作者昵称'),
  col('followers', '作者粉丝数'),
  col('verify_badge', '作者认证'),
  col('text', '博文内容'),
  col('created_at', '发布时间'),
  col('reposts', '转发数'),
  col('comments', '评论数'),
  col('likes', '点赞数'),
  col('interactions', '互动总数'),
  col('sponsored', '商业内容'),
  col('sentiment', '情感'),
];

/** The columns of each dataset, in file order; the member picks any non-empty subset. */
export const DATASET_COLUMNS: Record<Dataset, readonly ExportColumnDef[]> = {
  bloggers: [
    col('uid', 'UID'),
    col('screen_name', '昵称'),
    col('url', '主页链接'),
    col('gender', '性别'),
    col('province', '省份'),
    col('city', '城市'),
    col('verify_badge', '认证类型'),
    col('categories', '领域'),
    col('followers', '粉丝数'),
    col('posts_30d', '近30天发博数'),
    col('interactions_30d', '近30天互动数'),
    col('avg_interactions_30d', '近30天篇均互动'),
    col('engagement_rate_30d', '近30天互动率'),
    col('sponsored_share_30d', '近30天商业内容占比'),
    col('influence_month', '月影响力指数'),
  ],
  posts: POST_COLUMNS,
  comments: [
    col('id', '评论 ID'),
    col('mid', '所属博文 mid'),
    col('uid', '评论者 UID'),
    col('screen_name', '评论者昵称'),
    col('text', '评论内容'),
    col('created_at', '评论时间'),
    col('likes', '点赞数'),
    col('sentiment', '情感'),
  ],
  reposts: [
    col('mid', '转发 mid'),
    col('root_mid', '原博文 mid'),
    col('parent_mid', '上级转发 mid'),
    col('uid', '转发者 UID'),
    col('screen_name', '转发者昵称'),
    col('followers', '转发者粉丝数'),
    col('verify_badge', '转发者认证'),
    col('text', '转发内容'),
    col('created_at', '转发时间'),
  ],
  topic_posts: POST_COLUMNS,
  hot_search: [
    col('day', '日期'),
    col('word', '热搜词'),
    col('category', '分类'),
    col('is_ad', '广告位'),
    col('first_seen', '首次上榜'),
    col('last_seen', '最后在榜'),
    col('peak_rank', '最高排名'),
    col('peak_heat', '最高热度'),
    col('minutes_on_list', '在榜分钟数'),
    col('minutes_at_top', '登顶分钟数'),
  ],
  brand_mentions: [
    col('brand', '品牌'),
    ...POST_COLUMNS.filter((c) => c.key !== 'sentiment'),
    col('sentiment', '情感'),
    col('is_repost', '是否转发'),
  ],
};

/** Longest period one export may cover, in days. */
export const EXPORT_MAX_DAYS = 366;
/** Rows read from the database per batch while a file is written (memory stays flat). */
export const EXPORT_BATCH_ROWS = 1000;
export const DATA_EXPORT_KEYWORD_MAX = 50;

export const DataExportMessage = {
  dataset: '请选择要导出的数据集',
  format: '请选择导出格式：xlsx 或 csv',
  columns: '请至少选择一列',
  unknownColumn: (dataset: string, column: string) => `「${dataset}」数据集没有「${column}」这一列`,
  filterNotFor: (dataset: string, filter: string) => `「${dataset}」数据集不支持筛选条件「${filter}」`,
  required: (filter: string) => `请填写${filter}`,
  verify: '认证类型不正确',
  dateOrder: '开始日期不能晚于结束日期',
  period: `时间范围不能超过${EXPORT_MAX_DAYS}天`,
  rangeOrder: (label: string) => `${label}下限不能大于上限`,
  postLink: '博文链接或 mid 不正确',
  topic: '话题不正确',
  brand: '品牌不存在',
  nothing: '没有符合条件的数据，请调整筛选条件',
  noPermission: '当前会员等级暂不支持数据导出，请升级会员',
  usedUp: '本月数据导出次数已用完，请升级会员',
  submitted: '导出任务已提交，可在导出记录中查看进度并下载',
} as const;
