import { type WordCloudExportParams, wordCloudExportParamsSchema } from '@boguan/contracts/word-cloud.api';
import type { RankedTerm } from '@boguan/weibo/text/word-cloud';
import type { AppContext } from '../../lib/context.js';
import { defineExport } from '../exports/export-kinds.js';
import { runExport } from '../exports/exports.service.js';
import { type Sheet, sheet, type XlsxColumn } from '../exports/xlsx.js';
import type { Member } from '../membership/membership.service.js';
import type { WordCloudRow } from './word-cloud.repository.js';
import { ownedCloud, rankedWords, wordCloudSummary } from './word-cloud.service.js';

const WORD_CLOUD_EXPORT_KIND = 'word_cloud.words';

interface RankedRow extends RankedTerm {
  rank: number;
}

const WORD_COLUMNS: XlsxColumn<RankedRow>[] = [
  { header: '排名', value: (w) => w.rank },
  { header: '词语', value: (w) => w.word, width: 20 },
  { header: '词频', value: (w) => w.count },
  { header: '出现条数', value: (w) => w.docs },
  { header: 'TF-IDF权重', value: (w) => w.weight, width: 14 },
];

interface KeyValue {
  name: string;
  value: string | number;
}
const KEY_VALUE_COLUMNS: XlsxColumn<KeyValue>[] = [
  { header: '项目', value: (r) => r.name, width: 20 },
  { header: '内容', value: (r) => r.value, width: 60 },
];

function overview(row: WordCloudRow): KeyValue[] {
  const cloud = wordCloudSummary(row);
  const lines: KeyValue[] = [
    { name: '词云名称', value: cloud.title },
    { name: '来源', value: cloud.source_text },
  ];
  if (cloud.keyword !== null) {
    lines.push({ name: '关键词', value: cloud.keyword });
    lines.push({ name: '时间范围', value: `${cloud.start_date} 至 ${cloud.end_date}` });
  }
  if (cloud.url !== null) lines.push({ name: '博文链接', value: cloud.url });
  if (cloud.file_name !== null) lines.push({ name: '文件', value: cloud.file_name });
  if (cloud.column_name !== null) lines.push({ name: '分析列', value: cloud.column_name });
  lines.push(
    { name: '文本条数', value: cloud.texts },
    { name: '字数', value: cloud.chars },
    { name: '有效词数', value: cloud.total_words },
    { name: '不同词语数', value: cloud.distinct_words },
    { name: '词频表词数', value: cloud.word_count },
    { name: '已移除的词', value: cloud.removed.join('、') || '无' },
    { name: '生成时间', value: cloud.create_time },
  );
  if (cloud.demo) lines.push({ name: '说明', value: '演示数据：由演示世界生成的博文或评论' });
  return lines;
}

async function wordCloudSheets(ctx: AppContext, member: Member, params: WordCloudExportParams): Promise<Sheet[]> {
  const row = await ownedCloud(ctx, member, params.cloud_id);
  const words = rankedWords(row, 'count').map((w, i) => ({ ...w, rank: i + 1 }));
  return [sheet('词频表', WORD_COLUMNS, words), sheet('概况', KEY_VALUE_COLUMNS, overview(row))];
}

export const wordCloudExport = defineExport({
  name: WORD_CLOUD_EXPORT_KIND,
  params: wordCloudExportParamsSchema,
  build: wordCloudSheets,
});

/** The file name: 词云_<title>_<China date of the cloud>.xlsx, without characters file systems refuse. */
function exportFileName(row: WordCloudRow): string {
  const title = row.title.replace(/[\\/:*?"<>|\s「」]/g, '_').slice(0, 40);
  return `词云_${title}_${wordCloudSummary(row).create_time.slice(0, 10)}.xlsx`;
}

/**
 * POST /api/word_cloud/export: the word table (every word left after the removals, by frequency,
 * with docs and TF-IDF weight) and the cloud's overview. One word_cloud use (docs/word-cloud.md).
 */
export async function exportWordCloud(ctx: AppContext, user: Member, id: number) {
  const row = await ownedCloud(ctx, user, id);
  return runExport(ctx, user, {
    feature: 'word_cloud',
    kind: wordCloudExport,
    params: { cloud_id: Number(row.id) },
    title: `词云·${row.title} 词频表`,
    fileName: exportFileName(row),
    rowCount: row.word_count,
  });
}
