/*
 * Propagation analysis (/propagationAnalysis, /propagationAnalysisLog, /propagationAnalysisResult):
 * a member submits a post, a job collects its reposts and stores the frozen spread report
 * (docs/propagation.md). The constants, labels and messages the page and the server share; the
 * calls and their schemas are in propagation.api.ts.
 */

/** Most nodes the drawn tree carries (the largest branches first); the figures count every repost. */
export const SPREAD_TREE_MAX_NODES = 10_000;
/** Most reposts one report reads: a post past it is analysed on its first reposts and says so. */
export const SPREAD_MAX_REPOSTS = 300_000;
/** Key spreaders listed. */
export const SPREAD_KEY_SPREADERS = 10;
/** Followers from which a participant counts as a KOL. */
export const SPREAD_KOL_FOLLOWERS = 100_000;
/** KOL participants listed (most followed first). */
export const SPREAD_KOL_LIST = 50;
/** Regions listed by name; the rest are summed as 其他. */
export const SPREAD_REGION_LIST = 10;
/** Width of one time-curve bucket: one hour, as `boguan analyze propagation` counts. */
export const SPREAD_BUCKET_MINUTES = 60;

export const PROPAGATION_HISTORY_PER_PAGE = 10;
/** Most characters of a pasted post link. */
export const PROPAGATION_URL_MAX = 500;
/** Stored posts offered to pick from (reposts imported from files). */
export const PROPAGATION_STORED_LIMIT = 20;

export const PropagationStatus = { pending: 0, running: 1, done: 2, failed: 3 } as const;
export type PropagationStatus = (typeof PropagationStatus)[keyof typeof PropagationStatus];
export const PROPAGATION_STATUSES = [
  PropagationStatus.pending,
  PropagationStatus.running,
  PropagationStatus.done,
  PropagationStatus.failed,
] as const;
export const PROPAGATION_STATUS_LABELS: Record<PropagationStatus, string> = {
  0: '等待开始',
  1: '分析中',
  2: '分析完成',
  3: '分析失败',
};

/**
 * Where the reposts come from: `collect` reads them through the data source now; `stored` analyses
 * the reposts already stored (imported with `boguan import reposts-jsonl`, or collected before).
 */
export const PROPAGATION_MODES = ['collect', 'stored'] as const;
export type PropagationMode = (typeof PROPAGATION_MODES)[number];
export const PROPAGATION_MODE_LABELS: Record<PropagationMode, string> = {
  collect: '实时采集转发',
  stored: '使用已有转发数据',
};

export const PROPAGATION_SUBMITTED = '传播分析任务已提交';
export const PROPAGATION_DELETED = '删除成功';
export const PROPAGATION_TASK_NOT_FOUND = '任务不存在';
export const PROPAGATION_NOT_DONE = '传播分析尚未完成，请稍后查看';
export const PROPAGATION_FAILED = '传播分析失败，请重新提交';
export const PROPAGATION_NOT_A_POST = '请输入正确的微博博文链接或博文ID';
export const PROPAGATION_OTHER_SITE = '仅支持微博博文链接';
export const PROPAGATION_POST_NOT_FOUND = '博文不存在或已被删除';
export const PROPAGATION_POST_DELETED = '该博文已被删除，无法分析';
export const PROPAGATION_NO_SOURCE = '当前未配置数据源，只能分析已有转发数据的博文';
export const PROPAGATION_NO_STORED = '该博文暂无已存储的转发数据，请选择实时采集';
export const PROPAGATION_NO_REPOSTS = '该博文暂无转发，无法生成传播分析';
export const PROPAGATION_SOURCE_FAILED = '转发数据采集失败，请稍后重新提交';
export const PROPAGATION_INTERRUPTED = '传播分析过程中出现错误，请重新提交';
export const PROPAGATION_DUPLICATE = '该博文的传播分析正在进行中，请勿重复提交';
export const PROPAGATION_EXPORT_NO_PERMISSION = '当前会员等级暂不支持导出，请升级会员';
export const PROPAGATION_EXPORT_USED_UP = '本月导出次数已用完，请升级会员';
export const PROPAGATION_EXPORT_EMPTY = '暂无可导出的数据';

export const PropagationMessage = {
  taskId: '任务id不正确',
  url: '请输入博文链接或博文ID',
  mode: '数据来源不正确',
  status: '任务状态不正确',
  mid: '博文ID不正确',
} as const;

/** A demo world's spread says so beside its figures. */
export const SPREAD_DEMO_NOTE = '演示数据：由模拟器生成的转发';
/** Coverage is a plain sum: followers shared by several reposters are counted once per reposter. */
export const SPREAD_COVERAGE_NOTE = '覆盖人数为原博主与各转发账号粉丝数之和，未去除重复粉丝';

/**
 * Each figure of the report with its formula, shown beside it (ⓘ) and in the export; the same
 * definitions are in docs/metrics.md ("Propagation").
 */
export const SPREAD_METRICS = {
  nodes: { label: '转发数', hint: '与原博文相连的转发条数（传播树的节点数，不含原博文）' },
  reposters: { label: '参与账号', hint: '转发过该博文的不同账号数（同一账号多次转发计 1 个）' },
  depth: { label: '传播层级', hint: '传播树的最大层数：直接转发原博文为第 1 层，转发第 1 层的为第 2 层，依此类推' },
  maxBreadth: { label: '最大广度', hint: '单一层级中转发条数的最大值' },
  coverage: {
    label: '覆盖人数',
    hint: '原博主粉丝数 + 每个转发账号的粉丝数（每个账号计一次）；不同账号的共同粉丝会被重复计算，未去重',
  },
  kols: { label: 'KOL 参与', hint: '粉丝数不少于 10 万的转发账号数' },
  levelShare: { label: '层级占比', hint: '该层转发数 ÷ 转发总数' },
  keySpreaders: {
    label: '关键传播者',
    hint: '按带动转发数（其转发下方各层转发之和）从高到低取前 10；相同时比直接转发数，再比转发时间早者',
  },
  directReposts: { label: '直接转发', hint: '直接转发该条转发的条数（下一层）' },
  descendants: { label: '带动转发', hint: '该条转发下方所有层级的转发之和' },
  curve: { label: '转发时间曲线', hint: '从第一条转发起每 1 小时的转发数与累计转发数' },
  tippingPoint: {
    label: '引爆点',
    hint: '转发数最多的 1 小时（累计曲线上升最快处），数量相同取最早；并列出在该小时结束前最后加入的关键传播者',
  },
  bots: {
    label: '疑似水军占比',
    hint: '有资料的参与账号中，满足至少 2 项可疑特征（无头像、默认昵称、无发博、关注远多于粉丝、30 天内注册）的比例',
  },
  participants: { label: '参与用户画像', hint: '参与账号中已收录资料者的性别、地区与认证分布' },
} as const;
export type SpreadMetric = keyof typeof SPREAD_METRICS;
