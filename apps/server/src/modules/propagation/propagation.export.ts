import { GENDER_LABELS, VERIFY_LABELS } from '@boguan/contracts/kol';
import { BOT_SIGNAL_LABELS } from '@boguan/contracts/kol-detail';
import {
  PROPAGATION_EXPORT_EMPTY,
  PROPAGATION_EXPORT_NO_PERMISSION,
  PROPAGATION_EXPORT_USED_UP,
  SPREAD_COVERAGE_NOTE,
  SPREAD_METRICS,
} from '@boguan/contracts/propagation';
import {
  type CurvePoint,
  type KeySpreader,
  type PropagationExportCheck,
  type PropagationExportParams,
  propagationExportParamsSchema,
  type Spread,
  type SpreadKol,
  type SpreadLevel,
  type SpreadNode,
} from '@boguan/contracts/propagation.api';
import type { AppContext } from '../../lib/context.js';
import { defineExport } from '../exports/export-kinds.js';
import { runExport } from '../exports/exports.service.js';
import { type Sheet, sheet, type XlsxColumn } from '../exports/xlsx.js';
import type { Member } from '../membership/membership.service.js';
import type { PropagationTaskRow } from './propagation.repository.js';
import { requireDoneTask } from './propagation.service.js';

/** Exports of post-area results count against the member's post export allowance. */
const EXPORT_FEATURE = 'article_export' as const;
const EXPORT_KIND = 'propagation.result';

interface Row3 {
  name: string;
  value: string | number;
  note: string;
}
const OVERVIEW_COLUMNS: XlsxColumn<Row3>[] = [
  { header: '指标', value: (r) => r.name, width: 18 },
  { header: '数值', value: (r) => r.value, width: 24 },
  { header: '计算方式', value: (r) => r.note, width: 70 },
];

const LEVEL_COLUMNS: XlsxColumn<SpreadLevel>[] = [
  { header: '层级', value: (l) => `第${l.level}层` },
  { header: '转发数', value: (l) => l.count },
  { header: '占比', value: (l) => `${(l.share * 100).toFixed(2)}%` },
];

const pathText = (k: KeySpreader) => k.path.map((s) => s.name || s.uid).join(' → ');
const SPREADER_COLUMNS: XlsxColumn<KeySpreader & { rank: number }>[] = [
  { header: '排名', value: (k) => k.rank },
  { header: '昵称', value: (k) => k.name, width: 20 },
  { header: 'uid', value: (k) => k.uid, width: 14 },
  { header: '认证', value: (k) => VERIFY_LABELS[k.verify] },
  { header: '层级', value: (k) => k.level },
  { header: SPREAD_METRICS.directReposts.label, value: (k) => k.direct_reposts },
  { header: SPREAD_METRICS.descendants.label, value: (k) => k.descendants },
  { header: '粉丝数', value: (k) => k.followers },
  { header: '转发时间', value: (k) => k.time, width: 20 },
  { header: '传播路径', value: pathText, width: 50 },
  { header: '转发mid', value: (k) => k.mid, width: 20 },
];

const KOL_COLUMNS: XlsxColumn<SpreadKol>[] = [
  { header: '昵称', value: (k) => k.name, width: 20 },
  { header: 'uid', value: (k) => k.uid, width: 14 },
  { header: '认证', value: (k) => VERIFY_LABELS[k.verify] },
  { header: '粉丝数', value: (k) => k.followers },
  { header: '层级', value: (k) => k.level },
  { header: SPREAD_METRICS.descendants.label, value: (k) => k.descendants },
  { header: '转发时间', value: (k) => k.time, width: 20 },
];

const CURVE_COLUMNS: XlsxColumn<CurvePoint>[] = [
  { header: '时间（每小时）', value: (p) => p.time, width: 20 },
  { header: '转发数', value: (p) => p.count },
  { header: '累计转发数', value: (p) => p.cumulative },
];

interface MixRow {
  dimension: string;
  name: string;
  count: number;
}
const MIX_COLUMNS: XlsxColumn<MixRow>[] = [
  { header: '维度', value: (r) => r.dimension },
  { header: '类别', value: (r) => r.name, width: 20 },
  { header: '账号数', value: (r) => r.count },
];

const NODE_COLUMNS: XlsxColumn<SpreadNode>[] = [
  { header: '转发mid', value: (n) => n.mid, width: 20 },
  { header: '上级转发mid', value: (n) => n.parent ?? '（原博文）', width: 20 },
  { header: '昵称', value: (n) => n.name, width: 20 },
  { header: 'uid', value: (n) => n.uid, width: 14 },
  { header: '层级', value: (n) => n.level },
  { header: '转发时间', value: (n) => n.time, width: 20 },
  { header: '粉丝数', value: (n) => n.followers },
  { header: SPREAD_METRICS.directReposts.label, value: (n) => n.children },
  { header: SPREAD_METRICS.descendants.label, value: (n) => n.descendants },
];

function overview(task: PropagationTaskRow, spread: Spread): Row3[] {
  const s = spread.summary;
  const m = SPREAD_METRICS;
  const rows: Row3[] = [
    { name: '博文mid', value: spread.mid, note: '' },
    { name: '博主', value: spread.root.name || '-', note: '' },
    { name: '数据截至', value: spread.read_at, note: '报告数据读取的时刻，之后不再变化' },
    { name: m.nodes.label, value: s.nodes, note: m.nodes.hint },
    { name: m.reposters.label, value: s.reposters, note: m.reposters.hint },
    { name: m.depth.label, value: s.depth, note: m.depth.hint },
    { name: m.maxBreadth.label, value: s.max_breadth, note: `${m.maxBreadth.hint}（第${s.max_breadth_level}层）` },
    { name: m.coverage.label, value: s.coverage, note: `${m.coverage.hint}。${SPREAD_COVERAGE_NOTE}` },
    { name: m.kols.label, value: s.kol_count, note: m.kols.hint },
    {
      name: m.tippingPoint.label,
      value: spread.tipping_point ? `${spread.tipping_point.time}（${spread.tipping_point.count}条）` : '-',
      note: m.tippingPoint.hint,
    },
    {
      name: m.bots.label,
      value: `${(spread.participants.bots.share * 100).toFixed(2)}%`,
      note: `${m.bots.hint}；基于 ${spread.participants.bots.checked} 个有资料的账号`,
    },
    { name: '未连上原博文的转发', value: s.detached, note: '上级转发不在已读取数据中的转发及其下方转发' },
  ];
  if (s.capped) rows.push({ name: '说明', value: `仅分析最早的 ${s.read} 条转发`, note: '' });
  if (task.mode === 'stored') rows.push({ name: '数据来源', value: '已存储的转发数据', note: '' });
  return rows;
}

function mixRows(spread: Spread): MixRow[] {
  const p = spread.participants;
  return [
    ...(['m', 'f', 'n'] as const).map((g) => ({ dimension: '性别', name: GENDER_LABELS[g], count: p.gender[g] })),
    ...p.regions.map((r) => ({ dimension: '地区', name: r.name, count: r.count })),
    ...(['gold', 'blue', 'yellow', 'none'] as const).map((v) => ({
      dimension: '认证',
      name: VERIFY_LABELS[v],
      count: p.verification[v],
    })),
    { dimension: '疑似水军', name: '疑似水军账号', count: p.bots.suspected },
    ...p.bots.signals.map((s) => ({
      dimension: '可疑特征',
      name: BOT_SIGNAL_LABELS[s.name as keyof typeof BOT_SIGNAL_LABELS] ?? s.name,
      count: s.count,
    })),
  ];
}

function rowLimit(ctx: AppContext, member: Member): number {
  return ctx.membership.authorize(member, EXPORT_FEATURE).maxRows ?? Number.MAX_SAFE_INTEGER;
}

async function resultSheets(ctx: AppContext, member: Member, params: PropagationExportParams): Promise<Sheet[]> {
  const { task, spread } = await requireDoneTask(ctx, member, params.task_id);
  const nodes = spread.tree.nodes.slice(0, rowLimit(ctx, member));
  return [
    sheet('传播概览', OVERVIEW_COLUMNS, overview(task, spread)),
    sheet('层级分布', LEVEL_COLUMNS, spread.levels),
    sheet(
      '关键传播者',
      SPREADER_COLUMNS,
      spread.key_spreaders.map((k, i) => ({ ...k, rank: i + 1 })),
    ),
    sheet('KOL参与', KOL_COLUMNS, spread.kols),
    sheet('转发时间曲线', CURVE_COLUMNS, spread.curve),
    sheet('参与用户画像', MIX_COLUMNS, mixRows(spread)),
    sheet('转发明细', NODE_COLUMNS, nodes),
  ];
}

export const propagationExport = defineExport({
  name: EXPORT_KIND,
  params: propagationExportParamsSchema,
  build: resultSheets,
});

/** analyseArticleExportCheckNum: the repost rows the export would hold and whether an export use is left. */
export async function propagationExportCheck(
  ctx: AppContext,
  user: Member,
  id: number,
): Promise<PropagationExportCheck> {
  const { spread } = await requireDoneTask(ctx, user, id);
  const total = spread.tree.nodes.length;
  const allowance = await ctx.membership.remaining(user, EXPORT_FEATURE);
  const count = allowance.max_rows === null ? total : Math.min(total, allowance.max_rows);
  const left = [allowance.per_day?.remaining, allowance.per_month?.remaining].filter(
    (v): v is number => v !== undefined,
  );
  const remaining = left.length > 0 ? Math.min(...left) : null;
  let reason: string | null = null;
  if (!allowance.allowed) reason = PROPAGATION_EXPORT_NO_PERMISSION;
  else if (remaining === 0) reason = PROPAGATION_EXPORT_USED_UP;
  else if (count === 0) reason = PROPAGATION_EXPORT_EMPTY;
  return {
    count,
    total,
    max_rows: allowance.max_rows,
    remaining_exports: allowance.allowed ? remaining : 0,
    allowed: reason === null,
    reason,
  };
}

/** analyseArticleExport: the report's figures, tables and repost rows as .xlsx (a job past 2000 rows). */
export async function exportPropagation(ctx: AppContext, user: Member, id: number) {
  const { task, spread } = await requireDoneTask(ctx, user, id);
  const name = (spread.root.name || task.mid).replace(/[\\/:*?"<>|\s]/g, '_');
  const date = spread.read_at.slice(0, 10);
  return runExport(ctx, user, {
    feature: EXPORT_FEATURE,
    kind: propagationExport,
    params: { task_id: task.id },
    title: `传播分析·${spread.root.name || task.mid}·数据截至${spread.read_at}`,
    fileName: `传播分析_${name}_${date}.xlsx`,
    rowCount: Math.min(spread.tree.nodes.length, rowLimit(ctx, user)),
  });
}
