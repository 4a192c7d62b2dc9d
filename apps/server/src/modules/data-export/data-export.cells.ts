import { formatChinaTime } from '@boguan/contracts/china-time';
import { DATASET_COLUMNS, type Dataset } from '@boguan/contracts/data-export';
import { SENTIMENT_LABELS, type SentimentLabel } from '@boguan/contracts/sentiment';
import type { CellValue } from '../exports/xlsx.js';
import { modelLabel } from '../sentiment/sentiment.service.js';
import type { Origin } from '../weibo-data/weibo-data.tables.js';
import type { ExportRow } from './data-export.repository.js';

/** How one column's cell is read from a dataset row (docs/data-export.md lists them). */
type CellReader = (row: ExportRow) => CellValue;

const text =
  (column: string): CellReader =>
  (row) =>
    row[column] == null ? '' : String(row[column]);
const number =
  (column: string): CellReader =>
  (row) =>
    row[column] == null ? null : Number(row[column]);
const time =
  (column: string): CellReader =>
  (row) =>
    row[column] == null ? '' : formatChinaTime(row[column] as Date | string);
const yesNo =
  (column: string): CellReader =>
  (row) =>
    row[column] ? '是' : '否';
/** A ratio as a percentage with two decimals (0.0123 → 1.23). */
const percent =
  (column: string): CellReader =>
  (row) =>
    row[column] == null ? null : Math.round(Number(row[column]) * 10_000) / 100;
const minutes =
  (column: string): CellReader =>
  (row) =>
    Math.round(Number(row[column] ?? 0) / 60);

/** A simulated post or blogger has no page on weibo.com: its link cell stays empty rather than lie. */
const fromWeibo = (row: ExportRow) => (row.origin as Origin | undefined) !== 'simulator';
const postUrl: CellReader = (row) =>
  fromWeibo(row) ? `https://weibo.com/${String(row.uid)}/${String(row.bid || row.mid)}` : '';
const homeUrl: CellReader = (row) => (fromWeibo(row) ? `https://weibo.com/u/${String(row.uid)}` : '');
const interactions: CellReader = (row) => Number(row.reposts) + Number(row.comments) + Number(row.likes);
const scoreLabel: CellReader = (row) => SENTIMENT_LABELS[modelLabel((row.sentiment_score as number | null) ?? null)];
const MENTION_LABELS: Record<number, SentimentLabel> = { 1: 'positive', 0: 'neutral', [-1]: 'negative' };
const mentionLabel: CellReader = (row) => SENTIMENT_LABELS[MENTION_LABELS[Number(row.sentiment)] ?? 'neutral'];

const POST_CELLS: Record<string, CellReader> = {
  mid: text('mid'),
  url: postUrl,
  uid: text('uid'),
  screen_name: text('screen_name'),
  followers: number('followers'),
  verify_badge: text('verify_badge'),
  text: text('text'),
  created_at: time('created_at'),
  reposts: number('reposts'),
  comments: number('comments'),
  likes: number('likes'),
  interactions,
  sponsored: yesNo('sponsored'),
  sentiment: scoreLabel,
};

const CELLS: Record<Dataset, Record<string, CellReader>> = {
  bloggers: {
    uid: text('uid'),
    screen_name: text('screen_name'),
    url: homeUrl,
    gender: (row) => ({ m: '男', f: '女' })[String(row.gender)] ?? '未知',
    province: text('province'),
    city: text('city'),
    verify_badge: text('verify_badge'),
    categories: (row) => ((row.categories as string[] | null) ?? []).join('、'),
    followers: number('followers'),
    posts_30d: number('posts_30d'),
    interactions_30d: number('interactions_30d'),
    avg_interactions_30d: number('avg_interactions_30d'),
    engagement_rate_30d: percent('engagement_rate_30d'),
    sponsored_share_30d: percent('sponsored_share_30d'),
    influence_month: number('influence_month'),
  },
  posts: POST_CELLS,
  topic_posts: POST_CELLS,
  comments: {
    id: text('id'),
    mid: text('mid'),
    uid: text('uid'),
    screen_name: text('screen_name'),
    text: text('text'),
    created_at: time('created_at'),
    likes: number('likes'),
    sentiment: scoreLabel,
  },
  reposts: {
    mid: text('mid'),
    root_mid: text('root_mid'),
    parent_mid: text('parent_mid'),
    uid: text('uid'),
    screen_name: text('screen_name'),
    followers: number('followers'),
    verify_badge: text('verify_badge'),
    text: text('text'),
    created_at: time('created_at'),
  },
  hot_search: {
    day: text('day'),
    word: text('word'),
    category: text('category'),
    is_ad: yesNo('is_ad'),
    first_seen: time('first_seen'),
    last_seen: time('last_seen'),
    peak_rank: number('peak_rank'),
    peak_heat: number('peak_heat'),
    minutes_on_list: minutes('seconds_on_list'),
    minutes_at_top: minutes('seconds_at_top'),
  },
  brand_mentions: { ...POST_CELLS, brand: text('brand'), sentiment: mentionLabel, is_repost: yesNo('is_repost') },
};

export interface ChosenColumns {
  headers: string[];
  cells: (row: ExportRow) => CellValue[];
}

/** The columns the member chose (none: all), in the dataset's order, with their Chinese headers. */
export function chosenColumns(dataset: Dataset, keys: readonly string[]): ChosenColumns {
  const wanted = new Set(keys);
  const columns = DATASET_COLUMNS[dataset].filter((c) => wanted.size === 0 || wanted.has(c.key));
  const readers = columns.map((c) => {
    const reader = CELLS[dataset][c.key];
    if (!reader) throw new Error(`dataset ${dataset} has no cell reader for ${c.key}`);
    return reader;
  });
  return { headers: columns.map((c) => c.label), cells: (row) => readers.map((read) => read(row)) };
}
