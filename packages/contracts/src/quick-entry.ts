/**
 * The tool catalogue: every desktop route of spec 2 with its Chinese name and sidebar
 * group. The web sidebar, the "即将上线" pages and the quick-entry popover all read it, and
 * the server maps statistics urls to tools with it. The quick-entry call is in quick-entry.api.ts.
 */

export const TOOL_GROUPS = [
  { key: 'home', name: '首页' },
  { key: 'dashboard', name: '数据看板' },
  { key: 'blogger', name: '博主搜索' },
  { key: 'post', name: '博文观察' },
  { key: 'topic', name: '话题观察' },
  { key: 'hot', name: '热搜' },
  { key: 'brand', name: '品牌分析' },
  { key: 'toolbox', name: '工具箱' },
  { key: 'export', name: '数据导出' },
  { key: 'personal', name: '个人中心' },
  { key: 'favourites', name: '收藏' },
  { key: 'topup', name: '充值' },
  { key: 'life', name: '本地生活' },
  { key: 'custom', name: '数据定制' },
] as const;

export type ToolGroupKey = (typeof TOOL_GROUPS)[number]['key'];

export interface ToolEntry {
  path: string;
  name: string;
  group: ToolGroupKey;
  /** One line on what the tool does (the "即将上线" page shows it). */
  desc: string;
  /** A main tool page that may appear in quick entry (not a detail, log or result page). */
  quick?: boolean;
  /** Shown with the 'new' badge. */
  isNew?: boolean;
  /** Menu entry highlighted while this page is open (detail pages, /area and /getfans). */
  highlight?: string;
  /** Spec 6: a visitor is stopped here and the login dialog opens. */
  visitorProtected?: boolean;
}

const t = (
  path: string,
  name: string,
  group: ToolGroupKey,
  desc: string,
  extra: Omit<ToolEntry, 'path' | 'name' | 'group' | 'desc'> = {},
): ToolEntry => ({ path, name, group, desc, ...extra });

export const TOOL_CATALOGUE: readonly ToolEntry[] = [
  t('/home', '首页', 'home', '平台公告、消息与常用工具入口'),
  t('/statistics', '数据看板', 'dashboard', '全站发博量、活跃博主与互动量的每日走势，当日分布与榜单', {
    quick: true,
    visitorProtected: true,
  }),

  t('/bosSearch', '博主搜索', 'blogger', '按关键词、分类、粉丝量等条件查找微博博主', { quick: true }),
  t('/bosSearch/detail', '博主详情', 'blogger', '博主的粉丝、互动、发文与商业数据', { highlight: '/bosSearch' }),
  t('/bosContrast', '博主对比', 'blogger', '多个博主的粉丝与互动数据并排对比', { quick: true, visitorProtected: true }),
  t('/bosContrastHis', '对比记录', 'blogger', '查看历史博主对比', { highlight: '/bosContrast' }),
  t('/bosContrast/detail', '对比详情', 'blogger', '一次博主对比的完整结果', { highlight: '/bosContrast' }),
  t('/synthe', '博主排行榜', 'blogger', '按综合影响力排列的博主榜单', { quick: true, visitorProtected: true }),
  t('/area', '地域榜', 'blogger', '按地域排列的博主榜单', { highlight: '/synthe', visitorProtected: true }),
  t('/getfans', '涨粉榜', 'blogger', '按粉丝增长排列的博主榜单', { highlight: '/synthe', visitorProtected: true }),
  t('/monitor', '账号监控', 'blogger', '持续监控博主的粉丝与发文变化并发送提醒', {
    quick: true,
    visitorProtected: true,
  }),
  t('/monitorHistory', '监控记录', 'blogger', '账号监控的历史与提醒日志', {
    highlight: '/monitor',
    visitorProtected: true,
  }),
  t('/stope', '博主回采', 'blogger', '回溯采集博主一段时间内的全部博文', { quick: true }),
  t('/stopeHistory', '回采记录', 'blogger', '博主回采任务列表', { highlight: '/stope' }),
  t('/stopeResult', '回采结果', 'blogger', '一次回采的博文与统计', { highlight: '/stope' }),

  t('/blogMonitor', '博文监测', 'post', '监测单条博文的转评赞变化趋势', { quick: true }),
  t('/blogReport', '监测记录', 'post', '博文监测历史列表与迷你趋势图', { highlight: '/blogMonitor' }),
  t('/blogDetail', '监测详情', 'post', '一条博文监测的完整趋势与参与者', { highlight: '/blogMonitor' }),
  t('/blogHotRanking', '热门博文榜', 'post', '按互动热度排列的博文榜单', { quick: true, visitorProtected: true }),
  t('/blogCakeRanking', '恰饭榜', 'post', '商业合作博文按互动排名', { quick: true, visitorProtected: true }),
  t('/blogSearch', '博文搜索', 'post', '按关键词和时间范围搜索微博博文', { quick: true }),
  t('/finalReport', '结案报告', 'post', '为一次投放的博文生成结案报告', { quick: true }),
  t('/finalReportLog', '报告记录', 'post', '结案报告历史', { highlight: '/finalReport' }),
  t('/finalResult', '报告结果', 'post', '一份结案报告的内容', { highlight: '/finalReport' }),
  t('/propagationAnalysis', '传播分析', 'post', '分析博文的转发链路与关键传播节点', { quick: true, isNew: true }),
  t('/propagationAnalysisLog', '分析记录', 'post', '传播分析历史', { highlight: '/propagationAnalysis' }),
  t('/propagationAnalysisResult', '分析结果', 'post', '一次传播分析的转发树与节点', {
    highlight: '/propagationAnalysis',
  }),
  t('/blogAddProj', '投放项目', 'post', '建立投放项目并归集项目博文', { quick: true }),
  t('/blogProjRecord', '项目记录', 'post', '投放项目列表', { highlight: '/blogAddProj' }),
  t('/blogProjBlog', '项目博文', 'post', '项目内的博文与数据', { highlight: '/blogAddProj' }),
  t('/blogProjReport', '项目报告', 'post', '投放项目的汇总报告', { highlight: '/blogAddProj' }),

  t('/topicMonitor', '话题监测', 'topic', '监测话题的阅读、讨论与参与博主变化', { quick: true }),
  t('/topicReport', '监测记录', 'topic', '话题监测历史', { highlight: '/topicMonitor' }),
  t('/topicDetail', '话题详情', 'topic', '一个话题的趋势与参与者', { highlight: '/topicMonitor' }),
  t('/topictopRanking', '话题榜', 'topic', '按阅读增量排列的话题榜单', {
    quick: true,
    visitorProtected: true,
  }),
  t('/topicRecreationRanking', '娱乐话题榜', 'topic', '娱乐类话题按阅读增量排列的榜单', { visitorProtected: true }),
  t('/topicheatedRanking', '飙升话题榜', 'topic', '按讨论增长率排列的话题榜单'),
  t('/topicAnalysis', '话题分析', 'topic', '分析话题的传播、人群与内容', { quick: true }),
  t('/topicAnalysisLog', '分析记录', 'topic', '话题分析历史', { highlight: '/topicAnalysis' }),
  t('/topicAnalysisResult', '分析结果', 'topic', '一次话题分析的报告', { highlight: '/topicAnalysis' }),

  t('/hotSearch', '实时热搜', 'hot', '微博热搜榜实时排名与在榜时长', { quick: true }),
  t('/hotLog', '热搜报告与预警', 'hot', '关键词上榜预警与在榜报告'),
  t('/hotDetail', '热搜详情', 'hot', '一条热搜的排名曲线与相关博文', { highlight: '/hotSearch' }),
  t('/hotHistory', '历史热搜', 'hot', '按日期回看历史热搜榜', { quick: true, visitorProtected: true }),

  t('/brandSearch', '品牌搜索', 'brand', '查找品牌及其微博声量与合作博主', { quick: true }),
  t('/brandSearch/detail', '品牌详情', 'brand', '品牌的声量、投放与合作博主', { highlight: '/brandSearch' }),
  t('/brandGive', '品牌样例', 'brand', '品牌分析的样例报告', { highlight: '/brandSearch' }),
  t('/brandRanking', '品牌榜', 'brand', '按微博声量排列的品牌榜单', { quick: true, visitorProtected: true }),
  t('/brandIncRanking', '品牌增长榜', 'brand', '按声量增长排列的品牌榜单', { visitorProtected: true }),
  t('/brandHotRanking', '品牌热度榜', 'brand', '按互动热度排列的品牌榜单'),
  t('/brandContrast', '品牌对比', 'brand', '多个品牌的声量与投放并排对比', { quick: true }),
  t('/brandContrastHis', '对比记录', 'brand', '品牌对比历史', { highlight: '/brandContrast' }),
  t('/brandContrast/detail', '对比详情', 'brand', '一次品牌对比的完整结果', { highlight: '/brandContrast' }),
  t('/brandReport', '品牌报告', 'brand', '生成品牌的微博营销报告', { quick: true }),
  t('/brandReportLog', '报告记录', 'brand', '品牌报告历史', { highlight: '/brandReport' }),
  t('/brandResult', '报告结果', 'brand', '一份品牌报告的内容', { highlight: '/brandReport' }),
  t('/brandAudience', '品牌受众分析', 'brand', '分析品牌互动人群的画像', { quick: true, isNew: true }),
  t('/brandAudienceLog', '分析记录', 'brand', '品牌受众分析历史', { highlight: '/brandAudience' }),
  t('/brandAudienceResult', '分析结果', 'brand', '一次受众分析的画像报告', { highlight: '/brandAudience' }),

  t('/wordCloud', '词云', 'toolbox', '把博文与评论的高频词生成词云', { quick: true }),
  t('/cloudLog', '词云记录', 'toolbox', '词云生成历史', { highlight: '/wordCloud' }),

  t('/dataExport', '数据导出', 'export', '按条件批量导出博主、博文、评论、转发、话题、热搜与品牌数据', { quick: true }),
  t('/dataExportRecord', '导出记录', 'export', '各工具的导出文件：进度、下载与删除', { highlight: '/dataExport' }),

  t('/user', '账户信息', 'personal', '账号、会员与安全设置', { visitorProtected: true }),
  t('/orderInfo', '订单信息', 'personal', '会员购买订单', { visitorProtected: true }),
  t('/invoice', '发票管理', 'personal', '申请与查看发票'),
  t('/inform', '消息通知', 'personal', '系统消息与监控提醒'),
  t('/inform/detail', '消息详情', 'personal', '一条消息的内容', { highlight: '/inform' }),
  t('/shares', '付费推广', 'personal', '邀请好友购买会员获得佣金', { visitorProtected: true }),
  t('/withdraw', '提现', 'personal', '推广佣金提现', { visitorProtected: true }),

  t('/bosCollect', '博主收藏', 'favourites', '收藏的博主', { visitorProtected: true }),
  t('/brandCollect', '品牌收藏', 'favourites', '收藏的品牌'),

  t('/member', '会员购买', 'topup', '开通或续费高级版、专业版会员', { visitorProtected: true }),

  t('/life', '本地生活', 'life', '本地生活类博主与探店数据', { quick: true, visitorProtected: true }),
  t('/lifeCustom', '数据定制', 'custom', '提交定制数据需求', { visitorProtected: true, isNew: true }),
];

const byLowerPath = new Map(TOOL_CATALOGUE.map((entry) => [entry.path.toLowerCase(), entry]));

/** Finds the catalogue entry of a path, ignoring case and a trailing slash. */
export function findTool(path: string): ToolEntry | undefined {
  const normal = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return byLowerPath.get(normal.toLowerCase());
}

/**
 * The catalogue pages that exist today. Quick entries and the home page's tool links offer only
 * these, so no entry leads to a 即将上线 page; an area adds its paths when it lands (a web test
 * holds this list equal to the web's page registry).
 */
export const BUILT_PATHS: ReadonlySet<string> = new Set([
  '/home',
  '/statistics',
  '/bosSearch',
  '/bosSearch/detail',
  '/bosContrast',
  '/bosContrast/detail',
  '/bosContrastHis',
  '/bosCollect',
  '/synthe',
  '/area',
  '/getfans',
  '/monitor',
  '/monitorHistory',
  '/stope',
  '/stopeHistory',
  '/stopeResult',
  '/user',
  '/member',
  '/orderInfo',
  '/invoice',
  '/inform',
  '/inform/detail',
  '/shares',
  '/withdraw',
  '/blogMonitor',
  '/blogReport',
  '/blogDetail',
  '/propagationAnalysis',
  '/propagationAnalysisLog',
  '/propagationAnalysisResult',
  '/blogSearch',
  '/blogHotRanking',
  '/blogCakeRanking',
  '/finalReport',
  '/finalReportLog',
  '/finalResult',
  '/blogAddProj',
  '/blogProjRecord',
  '/blogProjBlog',
  '/blogProjReport',
  '/wordCloud',
  '/hotSearch',
  '/hotDetail',
  '/hotHistory',
  '/cloudLog',
  '/hotLog',
  '/topictopRanking',
  '/topicRecreationRanking',
  '/topicheatedRanking',
  '/topicMonitor',
  '/topicReport',
  '/topicDetail',
  '/topicAnalysis',
  '/topicAnalysisLog',
  '/topicAnalysisResult',
  '/brandAudience',
  '/brandAudienceLog',
  '/brandAudienceResult',
  '/brandCollect',
  '/brandContrast',
  '/brandContrast/detail',
  '/brandContrastHis',
  '/brandGive',
  '/brandHotRanking',
  '/brandIncRanking',
  '/brandRanking',
  '/brandReport',
  '/brandReportLog',
  '/brandResult',
  '/brandSearch',
  '/brandSearch/detail',
  '/life',
  '/lifeCustom',
  '/dataExport',
  '/dataExportRecord',
]);

export const isBuilt = (tool: ToolEntry): boolean => BUILT_PATHS.has(tool.path);

/** Offered as 常用工具 until a user has history of their own (the built ones among them). */
export const DEFAULT_COMMON_TOOLS = [
  '/bosSearch',
  '/blogSearch',
  '/synthe',
  '/hotSearch',
  '/brandSearch',
  '/blogMonitor',
  '/topicMonitor',
  '/wordCloud',
] as const;

export const QUICK_ENTRY_SIZE = 8;
/** The top N hot tools carry the fire badge. */
export const QUICK_ENTRY_FIRE = 3;

/** The badge of a quick-entry tool: none, the top hot tools, tools marked new. */
export const QUICK_ENTRY_LABELS = ['', 'fire', 'new'] as const;
export type QuickEntryLabel = (typeof QUICK_ENTRY_LABELS)[number];

/** The two groups of the popover, in order. */
export const QUICK_ENTRY_GROUPS = ['常用工具', '热门工具'] as const;
