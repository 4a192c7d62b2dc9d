import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { HotSearchEntry } from '../model.js';
import { parseCount } from './count.js';
import { asArray, asFlag, asRecord, asString } from './json-read.js';
import { fromChinaParts } from './time.js';

/** An entry that could not be read, named by file and position so an operator can find it. */
export interface HotSearchProblem {
  file: string;
  index: number;
  reason: string;
}

export interface HotSearchParseResult {
  entries: HotSearchEntry[];
  problems: HotSearchProblem[];
}

/**
 * Weibo's `flag` bits as the list shows them (1 新, 2 热, 4 爆, 16 沸); the strongest wins when
 * several are set. Unknown bits (e.g. 32768) show no label.
 */
const FLAG_LABELS: [bit: number, label: string][] = [
  [4, '爆'],
  [16, '沸'],
  [2, '热'],
  [1, '新'],
];

function labelOf(flag: string | null, isAd: boolean): string {
  if (isAd) return '荐';
  const bits = Number(flag);
  if (!flag || !Number.isInteger(bits)) return '';
  return FLAG_LABELS.find(([bit]) => (bits & bit) !== 0)?.[1] ?? '';
}

/**
 * The search URL of an entry carries `extparam`, itself a URL-encoded query string (band_rank,
 * display_time, flag, ad markers). URLSearchParams decodes one level each time.
 */
function readExtparam(url: string): URLSearchParams | null {
  try {
    let ext = new URL(url).searchParams.get('extparam');
    // Some captures encode extparam once more; decode until the key=value pairs show.
    for (let i = 0; ext && !ext.includes('=') && /%3D/i.test(ext) && i < 3; i += 1) ext = decodeURIComponent(ext);
    return ext ? new URLSearchParams(ext) : null;
  } catch {
    return null;
  }
}

/** One archived entry, or the reason it cannot be used. */
export function parseHotSearchEntry(value: unknown, fallbackCapturedAt?: Date): HotSearchEntry | string {
  const raw = asRecord(value);
  if (!raw) return '条目不是对象';
  const word = asString(raw.title ?? raw.word).trim();
  if (!word) return '缺少标题 title';
  const ext = readExtparam(asString(raw.url));
  const displayTime = ext?.get('display_time') ?? null;
  let capturedAt: Date | null = null;
  if (displayTime && /^\d{9,11}$/.test(displayTime)) capturedAt = new Date(Number(displayTime) * 1000);
  else if (fallbackCapturedAt) capturedAt = fallbackCapturedAt;
  if (!capturedAt) return 'url 中缺少 display_time，无法确定抓取时间';
  // Ads sit at fixed seats and may even carry the band_rank of their seat: never a rank.
  const isAd =
    asFlag(raw.ads) || ext?.get('is_ad_pos') === '1' || ext?.get('topic_ad') === '1' || ext?.has('adid') === true;
  const bandRank = ext?.get('band_rank') ?? null;
  const rank = !isAd && bandRank && /^\d+$/.test(bandRank) ? Number(bandRank) : null;
  const category = asString(raw.category).trim();
  const entry: HotSearchEntry = {
    capturedAt,
    rank,
    word,
    heat: parseCount(raw.hot ?? raw.num),
    category: category === '暂无' ? '' : category,
    label: labelOf(ext?.get('flag') ?? null, isAd),
    isAd,
  };
  if (raw.readCount !== undefined) entry.readCount = parseCount(raw.readCount);
  if (raw.discussCount !== undefined) entry.discussCount = parseCount(raw.discussCount);
  const description = asString(raw.description).trim();
  if (description) entry.description = description;
  return entry;
}

/**
 * One archive file (a JSON array of entries) to entries in file order. Malformed entries are
 * reported with the file and index and skipped; the rest is kept.
 */
export function parseHotSearchFile(json: unknown, file: string, fallbackCapturedAt?: Date): HotSearchParseResult {
  const result: HotSearchParseResult = { entries: [], problems: [] };
  if (!Array.isArray(json)) {
    result.problems.push({ file, index: -1, reason: '文件内容不是 JSON 数组' });
    return result;
  }
  asArray(json).forEach((value, index) => {
    const parsed = parseHotSearchEntry(value, fallbackCapturedAt);
    if (typeof parsed === 'string') result.problems.push({ file, index, reason: parsed });
    else result.entries.push(parsed);
  });
  return result;
}

const HOUR_FILE = /^\d{2}\.json$/;

/** Capture hour from the archive layout (YYYY-MM-DD/HH.json), China time; used only without display_time. */
function hourOfFile(day: string, file: string): Date | undefined {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const h = /^(\d{2})\.json$/.exec(file);
  if (!d || !h) return undefined;
  return fromChinaParts(Number(d[1]), Number(d[2]), Number(d[3]), Number(h[1])) ?? undefined;
}

/** Ranked entries first by time, then by rank (unranked ads and pinned entries after the ranked ones). */
export function compareHotSearchEntries(a: HotSearchEntry, b: HotSearchEntry): number {
  const byTime = a.capturedAt.getTime() - b.capturedAt.getTime();
  if (byTime !== 0) return byTime;
  return (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER);
}

/**
 * A hot-search archive folder: one sub-folder per day holding hourly HH.json arrays. summary.json
 * (a per-day aggregate) is not a capture and is skipped. Entries come back in time order.
 */
export async function readHotSearchArchive(dir: string): Promise<HotSearchParseResult & { files: number }> {
  const result: HotSearchParseResult & { files: number } = { entries: [], problems: [], files: 0 };
  const top = await readdir(dir, { withFileTypes: true });
  // Either a folder of day folders, or one day folder given directly.
  const days = top.some((d) => d.isFile() && HOUR_FILE.test(d.name))
    ? [{ day: path.basename(dir), folder: dir, prefix: '' }]
    : top
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
        .map((day) => ({ day, folder: path.join(dir, day), prefix: day }));
  for (const { day, folder, prefix } of days) {
    const names = (await readdir(folder)).filter((n) => HOUR_FILE.test(n)).sort();
    for (const name of names) {
      const file = prefix ? path.join(prefix, name) : name;
      result.files += 1;
      let json: unknown;
      try {
        json = JSON.parse(await readFile(path.join(folder, name), 'utf8'));
      } catch (error) {
        result.problems.push({ file, index: -1, reason: `JSON 无法解析：${(error as Error).message}` });
        continue;
      }
      const parsed = parseHotSearchFile(json, file, hourOfFile(day, name));
      result.entries.push(...parsed.entries);
      result.problems.push(...parsed.problems);
    }
  }
  result.entries.sort(compareHotSearchEntries);
  return result;
}
