import { addDays } from '@boguan/contracts/china-time';
import {
  WORD_CLOUD_MAX_DAYS,
  WORD_CLOUD_REMOVED_MAX,
  WORD_CLOUD_SORTS,
  WORD_CLOUD_WORD_MAX,
  type WordCloudSort,
  wordCloudRangeDays,
} from '@boguan/contracts/word-cloud';
import type { WordCloudSummary } from '@boguan/contracts/word-cloud.api';

/** /wordCloud?id=&sort=: the cloud shown (null: the form to make one) and its word order. */
export function parseCloudQuery(params: URLSearchParams): { id: number | null; sort: WordCloudSort } {
  const raw = params.get('id') ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
  const sort = (WORD_CLOUD_SORTS as readonly string[]).includes(params.get('sort') ?? '')
    ? (params.get('sort') as WordCloudSort)
    : 'count';
  return { id, sort };
}

/** What a cloud was made of, in one line (the history and the result header). */
export function cloudBasis(cloud: WordCloudSummary): string {
  switch (cloud.source) {
    case 'keyword':
      return `关键词「${cloud.keyword ?? ''}」 ${cloud.start_date} 至 ${cloud.end_date}`;
    case 'post':
      return cloud.uname ? `${cloud.uname} 的博文评论` : '博文评论';
    case 'upload':
      return cloud.column_name ? `${cloud.file_name} · ${cloud.column_name}` : (cloud.file_name ?? '上传文件');
    default:
      return `粘贴文本 ${cloud.chars} 字`;
  }
}

/** What the texts were: 博文 / 评论 / 行 / 单元格. */
export function textUnit(cloud: Pick<WordCloudSummary, 'source' | 'column_name'>): string {
  if (cloud.source === 'keyword') return '条博文';
  if (cloud.source === 'post') return '条评论';
  return cloud.column_name ? '个单元格' : '行文本';
}

/**
 * A word added to the pending removals: trimmed, not twice (Latin case aside), not past the
 * limits; the reason in Chinese when it cannot be added.
 */
export function addRemoved(list: readonly string[], word: string): { list: string[]; problem: string | null } {
  const clean = word.trim();
  if (clean === '') return { list: [...list], problem: '请输入要移除的词' };
  if (clean.length > WORD_CLOUD_WORD_MAX)
    return { list: [...list], problem: `移除的词不能超过${WORD_CLOUD_WORD_MAX}个字符` };
  if (list.some((w) => w.toLowerCase() === clean.toLowerCase())) return { list: [...list], problem: null };
  if (list.length >= WORD_CLOUD_REMOVED_MAX)
    return { list: [...list], problem: `最多移除${WORD_CLOUD_REMOVED_MAX}个词` };
  return { list: [...list, clean], problem: null };
}

/** Whether two removal lists hold the same words (order aside): nothing to redraw. */
export function sameWords(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const keys = new Set(a.map((w) => w.toLowerCase()));
  return b.every((w) => keys.has(w.toLowerCase()));
}

/** The PNG's name: 词云_<title>.png without characters file systems refuse. */
export function pngName(title: string): string {
  return `词云_${title.replace(/[\\/:*?"<>|\s「」]/g, '_').slice(0, 40)}.png`;
}

/** A day of the keyword range picker: never after today, within 90 days of the end already picked. */
export function isDayDisabled(day: string, today: string, otherEnd: string | null): boolean {
  if (day > today) return true;
  if (otherEnd === null) return false;
  const [start, end] = day < otherEnd ? [day, otherEnd] : [otherEnd, day];
  return wordCloudRangeDays(start, end) > WORD_CLOUD_MAX_DAYS;
}

/** The last `days` China days ending today. */
export function lastDays(today: string, days: number): [string, string] {
  return [addDays(today, 1 - days), today];
}
