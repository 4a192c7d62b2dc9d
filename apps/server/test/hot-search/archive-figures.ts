import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The figures of the real archive counted straight from its files, without the project's parser
 * or SQL: times from display_time, ranks from band_rank, ads apart (the `ads` flag or an ad marker
 * in extparam), 暂无 as no category. Time on list: intervals between consecutive captures that both
 * show the word, 4 hours at most, counted for the China day the interval ends in.
 */

export const ARCHIVE = path.resolve(import.meta.dirname, '../../../../packages/weibo/test/fixtures/hot-search-archive');

interface Sighting {
  rank: number | null;
  heat: number;
  category: string;
  isAd: boolean;
}

export interface DayFigures {
  day: string;
  word: string;
  is_ad: boolean;
  category: string;
  first_seen: number;
  last_seen: number;
  peak_rank: number | null;
  peak_heat: number;
  seconds_on_list: number;
  seconds_at_top: number;
  captures: number;
}

function extparam(url: string): URLSearchParams {
  let ext = new URL(url).searchParams.get('extparam') ?? '';
  while (!ext.includes('=') && ext.includes('%3D')) ext = decodeURIComponent(ext);
  return new URLSearchParams(ext);
}

/** Every capture of the archive: epoch seconds -> word -> sighting. */
export function readCaptures(): Map<number, Map<string, Sighting>> {
  const captures = new Map<number, Map<string, Sighting>>();
  for (const day of readdirSync(ARCHIVE).filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))) {
    for (const file of readdirSync(path.join(ARCHIVE, day)).filter((f) => /^\d{2}\.json$/.test(f))) {
      const items = JSON.parse(readFileSync(path.join(ARCHIVE, day, file), 'utf8')) as Array<Record<string, unknown>>;
      for (const item of items) {
        const ext = extparam(String(item.url));
        const at = Number(ext.get('display_time'));
        const isAd =
          item.ads === true || ext.get('is_ad_pos') === '1' || ext.get('topic_ad') === '1' || ext.has('adid');
        const band = ext.get('band_rank');
        const list = captures.get(at) ?? new Map<string, Sighting>();
        captures.set(at, list);
        const category = String(item.category ?? '').trim();
        list.set(String(item.title).trim(), {
          rank: !isAd && band && /^\d+$/.test(band) ? Number(band) : null,
          heat: Number(item.hot ?? 0),
          category: category === '暂无' ? '' : category,
          isAd,
        });
      }
    }
  }
  return captures;
}

/** Longer intervals are holes in the record (docs/metrics.md). */
const MAX_GAP_SECONDS = 4 * 3600;

const chinaDay = (seconds: number) => new Date((seconds + 8 * 3600) * 1000).toISOString().slice(0, 10);

/** hot_search_days as counted from the captures. */
export function dayFigures(captures: Map<number, Map<string, Sighting>>): DayFigures[] {
  const times = [...captures.keys()].sort((a, b) => a - b);
  const out = new Map<string, DayFigures>();
  times.forEach((at, i) => {
    const before = i > 0 ? captures.get(times[i - 1] as number) : undefined;
    for (const [word, s] of captures.get(at) as Map<string, Sighting>) {
      const day = chinaDay(at);
      const key = `${day}|${word}|${s.isAd}`;
      const row = out.get(key) ?? {
        day,
        word,
        is_ad: s.isAd,
        category: s.category,
        first_seen: at,
        last_seen: at,
        peak_rank: null,
        peak_heat: 0,
        seconds_on_list: 0,
        seconds_at_top: 0,
        captures: 0,
      };
      out.set(key, row);
      const previous = before?.get(word);
      const gap = at - (times[i - 1] as number);
      if (previous && previous.isAd === s.isAd && gap <= MAX_GAP_SECONDS) {
        row.seconds_on_list += gap;
        if (previous.rank === 1 && s.rank === 1) row.seconds_at_top += gap;
      }
      row.last_seen = at;
      row.category = s.category;
      row.captures += 1;
      row.peak_heat = Math.max(row.peak_heat, s.heat);
      if (s.rank !== null && (row.peak_rank === null || s.rank < row.peak_rank)) row.peak_rank = s.rank;
    }
  });
  return [...out.values()];
}
