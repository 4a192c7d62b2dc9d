import { z } from 'zod';
import { chinaDate, chinaTime, endpoints, noData, paged } from './endpoint.js';
import { exportQueuedSchema } from './exports.api.js';
import {
  blank,
  choice,
  date,
  type FormScalar,
  id,
  noFields,
  optionalId,
  optionalText,
  page,
  requiredText,
  text,
  textList,
} from './fields.js';
import {
  BLOGGER_TIER_KEYS,
  BRAND_NAME_MAX,
  daysInclusive,
  LINKS_MAX_CHARS,
  LINKS_MAX_LINES,
  FinalReportMessage as M,
  MIDS_MAX,
  MONEY_MAX_FEN,
  POST_STATES,
  PROJECT_MAX_DAYS,
  PROJECT_NAME_MAX,
  PROJECT_PHASES,
  PROJECT_POST_SORTS,
  REPORT_NAME_MAX,
  REPORT_STATUSES,
} from './final-report.js';
import { verifyBadgeSchema } from './kol.api.js';
import { SORT_ORDERS } from './kol-search.js';
import { type FeatureAllowanceAnswer, featureAllowanceSchema } from './membership.api.js';
import { yuanTextToFen } from './operator.js';
import { sentimentCountsSchema } from './sentiment.api.js';

/*
 * Final reports (/api/launch/*) and campaign projects (/api/project/*), docs/final-report.md.
 */

/** Pasted links: one per line, at most LINKS_MAX_CHARS characters and LINKS_MAX_LINES non-empty lines. */
function links(required: boolean) {
  return text('博文链接', LINKS_MAX_CHARS).superRefine((value, issues) => {
    const lines = value.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '').length;
    if (required && lines === 0) issues.addIssue({ code: 'custom', message: '请填写博文链接' });
    if (lines > LINKS_MAX_LINES) issues.addIssue({ code: 'custom', message: M.tooManyLines });
  });
}

/** An optional yuan amount typed by a person, read exactly as fen ('1999.9' → 199990); blank is not given. */
function optionalYuan(bad: string) {
  return z.preprocess(
    (value: FormScalar) => {
      const given = blank(value);
      return typeof given === 'number' ? String(given) : given;
    },
    z
      .string({ error: bad })
      .transform((value, ctx) => {
        const fen = yuanTextToFen(value);
        if (fen === null || fen > MONEY_MAX_FEN) {
          ctx.addIssue({ code: 'custom', message: bad });
          return z.NEVER;
        }
        return fen;
      })
      .optional(),
  );
}

const reportId = id(M.reportId);
const projectId = id(M.projectId);

export const checkUrlsSchema = z.object({ urls: links(true) });
export const reportIdSchema = z.object({ id: reportId });
export const reportHistorySchema = z.object({ page });

/** POST /api/launch/submit: pasted links or a project, a name and the cost of the campaign. */
export const submitReportSchema = z
  .object({
    name: optionalText('报告名称', REPORT_NAME_MAX),
    urls: links(false),
    project_id: optionalId(M.projectId),
    cost: optionalYuan(M.cost),
  })
  .superRefine((body, issues) => {
    const hasLinks = body.urls.trim() !== '';
    if (!hasLinks && body.project_id === undefined)
      issues.addIssue({ code: 'custom', path: ['urls'], message: M.noLinks });
    if (hasLinks && body.project_id !== undefined)
      issues.addIssue({ code: 'custom', path: ['project_id'], message: M.bothSources });
  });
export type SubmitReportInput = z.output<typeof submitReportSchema>;

export const setCostSchema = z.object({ id: reportId, cost: optionalYuan(M.cost) });

/** What an export job reads again: the report, by its id (still the owner's, still done). */
export const reportExportParamsSchema = z.object({ report_id: reportId });
export type ReportExportParams = z.output<typeof reportExportParamsSchema>;

export const createProjectSchema = z
  .object({
    name: requiredText('项目名称', PROJECT_NAME_MAX, M.projectName),
    brand: requiredText('品牌名称', BRAND_NAME_MAX, M.brand),
    start_date: date(M.startDate),
    end_date: date(M.endDate),
    budget: optionalYuan(M.budget),
    urls: links(false),
  })
  .superRefine((body, issues) => {
    const days = daysInclusive(body.start_date, body.end_date);
    if (days < 1) issues.addIssue({ code: 'custom', path: ['end_date'], message: M.endBeforeStart });
    else if (days > PROJECT_MAX_DAYS) issues.addIssue({ code: 'custom', path: ['end_date'], message: M.tooLong });
  });
export type CreateProjectInput = z.output<typeof createProjectSchema>;

export const projectIdSchema = z.object({ id: projectId });
export const projectListSchema = z.object({ page });

/** Links pasted, and/or post ids or links picked elsewhere (post search's results). */
export const addPostsSchema = z
  .object({
    id: projectId,
    urls: links(false),
    mids: textList('博文id', 200).pipe(z.array(z.string()).max(MIDS_MAX, M.tooManyMids)),
  })
  .superRefine((body, issues) => {
    if (body.urls.trim() === '' && body.mids.length === 0)
      issues.addIssue({ code: 'custom', path: ['urls'], message: M.noPosts });
  });
export type AddPostsInput = z.output<typeof addPostsSchema>;

export const removePostSchema = z.object({
  id: projectId,
  mid: requiredText('博文id', 24, M.mid).refine((mid) => /^\d{1,20}$/.test(mid), M.mid),
});

export const projectPostsSchema = z.object({
  id: projectId,
  page,
  sort: choice(PROJECT_POST_SORTS, M.sort, 'added_at'),
  order: choice(SORT_ORDERS, M.order, 'desc'),
});
export type ProjectPostsInput = z.output<typeof projectPostsSchema>;

/** The member's final_report allowance: reports left this month and posts per report (max_rows). */
export type ReportAllowance = FeatureAllowanceAnswer;

/** A post a pasted line names, as the check shows it. */
export const linkPostSchema = z.strictObject({
  line: z.number().int(),
  mid: z.string(),
  uid: z.string(),
  uname: z.string(),
  avatar: z.string(),
  text: z.string(),
  created_at: chinaTime,
  reposts: z.number().int(),
  comments: z.number().int(),
  likes: z.number().int(),
  /** The post on weibo.com; '' for a demo post. */
  url: z.string(),
});
export type LinkPost = z.infer<typeof linkPostSchema>;

export const lineIssueSchema = z.strictObject({
  line: z.number().int(),
  /** The line as pasted, cut to LINK_ECHO_MAX characters. */
  input: z.string(),
  /** 博文链接第N行：reason. */
  message: z.string(),
});
export type LineIssue = z.infer<typeof lineIssueSchema>;

export const linkCheckSchema = z.strictObject({
  /** Non-empty lines pasted. */
  lines: z.number().int(),
  /** Posts one report may hold at this level (null: the level has no reports). */
  max_posts: z.number().int().nullable(),
  posts: z.array(linkPostSchema),
  /** Lines that stop a submit. */
  errors: z.array(lineIssueSchema),
  /** Lines naming a post an earlier line named: merged, not an error. */
  duplicates: z.array(lineIssueSchema),
});
export type LinkCheck = z.infer<typeof linkCheckSchema>;

const statusValue = z.literal(REPORT_STATUSES);

export const reportItemSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  project_id: z.number().int().nullable(),
  project_name: z.string().nullable(),
  status: statusValue,
  status_text: z.string(),
  progress: z.number().min(0).max(1),
  progress_text: z.string(),
  /** Posts asked for. */
  posts: z.number().int(),
  /** Figures of a finished report (0 before). */
  bloggers: z.number().int(),
  interactions: z.number().int(),
  cost_fen: z.number().int().nullable(),
  error: z.string().nullable(),
  create_time: chinaTime,
  finish_time: chinaTime.nullable(),
  /** When the report's data was read (数据截至); null until done. */
  data_time: chinaTime.nullable(),
});
export type ReportItem = z.infer<typeof reportItemSchema>;

export const reportSubmittedSchema = z.strictObject({ id: z.number().int(), status: statusValue });
export const reportProgressSchema = reportItemSchema.pick({
  id: true,
  status: true,
  status_text: true,
  progress: true,
  progress_text: true,
  error: true,
});
export type ReportProgress = z.infer<typeof reportProgressSchema>;

const tierValue = z.enum(BLOGGER_TIER_KEYS);

/** A post with its author and figures (frozen in a report, live in a project). */
export const reportPostSchema = z.strictObject({
  mid: z.string(),
  bid: z.string(),
  uid: z.string(),
  uname: z.string(),
  avatar: z.string(),
  followers: z.number().int(),
  tier: tierValue,
  url: z.string(),
  text: z.string(),
  created_at: chinaTime,
  reposts: z.number().int(),
  comments: z.number().int(),
  likes: z.number().int(),
  interactions: z.number().int(),
  sponsored: z.boolean(),
  state: z.enum(POST_STATES),
  /** Generated by the simulator: demo data, not a real Weibo post (the pages say so). */
  demo: z.boolean(),
});
export type ReportPost = z.infer<typeof reportPostSchema>;

export const reportBloggerSchema = z.strictObject({
  uid: z.string(),
  uname: z.string(),
  avatar: z.string(),
  verify: verifyBadgeSchema,
  followers: z.number().int(),
  tier: tierValue,
  posts: z.number().int(),
  reposts: z.number().int(),
  comments: z.number().int(),
  likes: z.number().int(),
  interactions: z.number().int(),
});
export type ReportBlogger = z.infer<typeof reportBloggerSchema>;

export const tierRowSchema = z.strictObject({
  tier: tierValue,
  label: z.string(),
  band: z.string(),
  bloggers: z.number().int(),
  posts: z.number().int(),
  followers: z.number().int(),
  interactions: z.number().int(),
});

/** Every figure of a campaign's posts (docs/metrics.md "Campaigns"); deleted posts are left out. */
export const campaignSummarySchema = z.strictObject({
  posts: z.number().int(),
  deleted_posts: z.number().int(),
  bloggers: z.number().int(),
  reposts: z.number().int(),
  comments: z.number().int(),
  likes: z.number().int(),
  interactions: z.number().int(),
  avg_interactions: z.number(),
  followers: z.number().int(),
  exposure: z.number().int(),
  reach_rate: z.number(),
  /** How the exposure was estimated, in Chinese. */
  exposure_basis: z.string(),
  /** A ratio: 0.012 is 1.2%. */
  engagement_rate: z.number(),
  cost_fen: z.number().int().nullable(),
  cpe_fen: z.number().int().nullable(),
  cpm_fen: z.number().int().nullable(),
  tiers: z.array(tierRowSchema),
  best: z.array(reportPostSchema),
  worst: z.array(reportPostSchema),
  /** Labels of the sampled comments. */
  sentiment: sentimentCountsSchema,
  words: z.array(z.strictObject({ word: z.string(), count: z.number().int() })),
  /** Posts and their interactions by publish date. */
  daily: z.array(z.strictObject({ date: chinaDate, posts: z.number().int(), interactions: z.number().int() })),
  /** Posts generated by the simulator: when above 0 the page and the export say the figures are demo data. */
  demo_posts: z.number().int(),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

export const reportResultSchema = z.strictObject({
  report: reportItemSchema,
  summary: campaignSummarySchema,
  posts: z.array(reportPostSchema),
  bloggers: z.array(reportBloggerSchema),
});
export type ReportResult = z.infer<typeof reportResultSchema>;

export const projectItemSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  start_date: chinaDate,
  end_date: chinaDate,
  budget_fen: z.number().int().nullable(),
  phase: z.enum(PROJECT_PHASES),
  phase_text: z.string(),
  posts: z.number().int(),
  interactions: z.number().int(),
  /** Posts at most (the level's posts per report). */
  max_posts: z.number().int(),
  create_time: chinaTime,
});
export type ProjectItem = z.infer<typeof projectItemSchema>;

export const projectListPageSchema = paged(projectItemSchema).extend({
  /** Projects this level may hold at once. */
  limit: z.number().int(),
});
export type ProjectListPage = z.infer<typeof projectListPageSchema>;

export const projectCreatedSchema = z.strictObject({ id: z.number().int(), added: z.number().int() });

export const postsAddedSchema = z.strictObject({
  added: z.number().int(),
  /** Already in the project, or named twice. */
  skipped: z.number().int(),
  /** Posts in the project now. */
  total: z.number().int(),
});
export type PostsAdded = z.infer<typeof postsAddedSchema>;

export const projectPostSchema = reportPostSchema.extend({ added_time: chinaTime, read_time: chinaTime });
export type ProjectPost = z.infer<typeof projectPostSchema>;

export const projectPostsPageSchema = z.strictObject({
  project: projectItemSchema,
  list: paged(projectPostSchema),
});
export type ProjectPostsPage = z.infer<typeof projectPostsPageSchema>;

export const trendDaySchema = z.strictObject({
  date: chinaDate,
  reposts: z.number().int(),
  comments: z.number().int(),
  likes: z.number().int(),
  interactions: z.number().int(),
  /** Growth over the day before. */
  new_interactions: z.number().int(),
});
export type TrendDay = z.infer<typeof trendDaySchema>;

export const projectReportSchema = z.strictObject({
  project: projectItemSchema,
  summary: campaignSummarySchema,
  trend: z.array(trendDaySchema),
  /** When these live figures were read. */
  data_time: chinaTime,
});
export type ProjectReport = z.infer<typeof projectReportSchema>;

export const finalReportApi = endpoints('final-report', {
  '/api/launch/auth': {
    summary: '结案报告：是否可用、本月剩余次数与每份报告博文上限',
    request: noFields,
    response: featureAllowanceSchema,
  },
  '/api/launch/checkUrls': {
    summary: '检查粘贴的博文链接（逐行说明问题）',
    request: checkUrlsSchema,
    response: linkCheckSchema,
  },
  '/api/launch/submit': {
    summary: '提交结案报告（博文链接或项目，可填投放费用）',
    request: submitReportSchema,
    response: reportSubmittedSchema,
  },
  '/api/launch/status': { summary: '结案报告生成进度', request: reportIdSchema, response: reportProgressSchema },
  '/api/launch/history': {
    summary: '结案报告记录（每页10条）',
    request: reportHistorySchema,
    response: paged(reportItemSchema),
  },
  '/api/launch/result': {
    summary: '结案报告结果（数据截至生成时）',
    request: reportIdSchema,
    response: reportResultSchema,
  },
  '/api/launch/setCost': {
    summary: '修改结案报告的投放费用（重算CPE/CPM）',
    request: setCostSchema,
    response: reportItemSchema,
  },
  '/api/launch/deleteTask': { summary: '删除结案报告', request: reportIdSchema, response: noData },
  '/api/launch/exportArt': {
    summary: '导出结案报告的博文（.xlsx）',
    request: reportIdSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
  '/api/launch/exportBlogger': {
    summary: '导出结案报告的博主（.xlsx）',
    request: reportIdSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
  '/api/project/create': {
    summary: '新建投放项目（可同时添加博文链接）',
    request: createProjectSchema,
    response: projectCreatedSchema,
  },
  '/api/project/list': { summary: '投放项目列表', request: projectListSchema, response: projectListPageSchema },
  '/api/project/detail': { summary: '投放项目信息', request: projectIdSchema, response: projectItemSchema },
  '/api/project/addPosts': {
    summary: '向项目添加博文（链接或博文id）',
    request: addPostsSchema,
    response: postsAddedSchema,
  },
  '/api/project/removePost': { summary: '从项目移出一条博文', request: removePostSchema, response: noData },
  '/api/project/posts': {
    summary: '项目博文及实时数据',
    request: projectPostsSchema,
    response: projectPostsPageSchema,
  },
  '/api/project/report': { summary: '项目实时报告与每日趋势', request: projectIdSchema, response: projectReportSchema },
  '/api/project/delete': { summary: '删除投放项目', request: projectIdSchema, response: noData },
});
