import type { RequestOf } from '@boguan/contracts/api';
import { addDays, chinaDate } from '@boguan/contracts/china-time';
import type { VerifyBadge } from '@boguan/contracts/kol';
import type { SortOrder } from '@boguan/contracts/kol-search';
import {
  POST_SEARCH_PER_PAGE,
  type PostMedia,
  type PostSort,
  type PostType,
  type SponsoredChoice,
} from '@boguan/contracts/post-search';
import { postSearchFilterFields } from '@boguan/contracts/post-search.api';

/**
 * The search as the page keeps it: in the URL (back/forward, reload and a shared link show the same
 * results; the header search's 查看更多 lands here with ?name=) and as the API payload. Blank
 * fields are '' or null, as the form controls hold them.
 */
export interface SearchState {
  keyword: string;
  start_date: string;
  end_date: string;
  category: string;
  post_type: '' | PostType;
  media: PostMedia[];
  sponsored: '' | SponsoredChoice;
  verify: VerifyBadge[];
  interact_min: number | null;
  sort: PostSort;
  order: SortOrder;
  page: number;
}

export const DEFAULT_STATE: SearchState = {
  keyword: '',
  start_date: '',
  end_date: '',
  category: '',
  post_type: '',
  media: [],
  sponsored: '',
  verify: [],
  interact_min: null,
  sort: 'time',
  order: 'desc',
  page: 1,
};

type Fields = typeof postSearchFilterFields;

/** One field of the URL read by the server's own rule for it; undefined when it breaks the rule. */
function read<K extends keyof Fields>(key: K, value: string | null): Fields[K]['_output'] | undefined {
  const parsed = postSearchFilterFields[key].safeParse(value ?? undefined);
  return parsed.success ? parsed.data : undefined;
}

/** Each listed value on its own, so one unknown value does not drop the others. */
function list<K extends 'media' | 'verify'>(key: K, value: string | null): Fields[K]['_output'] {
  return (value ?? '').split(',').flatMap((item) => read(key, item) ?? []) as Fields[K]['_output'];
}

/** Reads the URL; a value the contract refuses falls back to the default instead of failing. */
export function stateFromQuery(query: URLSearchParams): SearchState {
  const state: SearchState = { ...DEFAULT_STATE, media: [], verify: [] };
  state.keyword = read('keyword', query.get('keyword') ?? query.get('name')) ?? '';
  state.start_date = read('start_date', query.get('start_date')) ?? '';
  state.end_date = read('end_date', query.get('end_date')) ?? '';
  if (state.start_date && state.end_date && state.start_date > state.end_date) state.start_date = '';
  state.category = read('category', query.get('category')) ?? '';
  state.post_type = read('post_type', query.get('post_type')) ?? '';
  state.media = list('media', query.get('media'));
  state.sponsored = read('sponsored', query.get('sponsored')) ?? '';
  state.verify = list('verify', query.get('verify'));
  state.interact_min = read('interact_min', query.get('interact_min')) ?? null;
  state.sort = read('sort', query.get('sort')) ?? DEFAULT_STATE.sort;
  state.order = read('order', query.get('order')) ?? DEFAULT_STATE.order;
  const page = Number(query.get('page'));
  state.page = Number.isInteger(page) && page >= 1 ? page : 1;
  return state;
}

/** The URL of a state: only what differs from the default, so links stay short. */
export function queryFromState(state: SearchState): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of ['keyword', 'start_date', 'end_date', 'category', 'post_type', 'sponsored'] as const) {
    if (state[key]) query.set(key, state[key]);
  }
  if (state.media.length > 0) query.set('media', state.media.join(','));
  if (state.verify.length > 0) query.set('verify', state.verify.join(','));
  if (state.interact_min !== null) query.set('interact_min', String(state.interact_min));
  if (state.sort !== DEFAULT_STATE.sort) query.set('sort', state.sort);
  if (state.order !== DEFAULT_STATE.order) query.set('order', state.order);
  if (state.page !== 1) query.set('page', String(state.page));
  return query;
}

/** The filters and sort as the API takes them (no paging): also getTimes' and the export's payload. */
export function filtersPayload(state: SearchState): RequestOf<'/api/article/exportBlog'> {
  const payload: RequestOf<'/api/article/exportBlog'> = {
    keyword: state.keyword,
    sort: state.sort,
    order: state.order,
  };
  if (state.start_date) payload.start_date = state.start_date;
  if (state.end_date) payload.end_date = state.end_date;
  if (state.category) payload.category = state.category;
  if (state.post_type) payload.post_type = state.post_type;
  if (state.media.length > 0) payload.media = state.media;
  if (state.sponsored) payload.sponsored = state.sponsored;
  if (state.verify.length > 0) payload.verify = state.verify;
  if (state.interact_min !== null) payload.interact_min = state.interact_min;
  return payload;
}

export function searchPayload(state: SearchState, perPage = POST_SEARCH_PER_PAGE): RequestOf<'/api/article/search'> {
  return { ...filtersPayload(state), page: state.page, per_page: perPage };
}

/** The time presets of the form; `custom` shows the date pickers. */
export const TIME_PRESETS = [
  { value: 'all', label: '不限', days: null },
  { value: '1', label: '今天', days: 1 },
  { value: '7', label: '近7天', days: 7 },
  { value: '30', label: '近30天', days: 30 },
  { value: '90', label: '近90天', days: 90 },
  { value: 'custom', label: '自定义', days: null },
] as const;
export type TimePreset = (typeof TIME_PRESETS)[number]['value'];

/** The China dates of a preset ending today: 近7天 is today and the 6 days before. */
export function presetDates(preset: TimePreset, today: Date): { start_date: string; end_date: string } {
  const days = TIME_PRESETS.find((p) => p.value === preset)?.days ?? null;
  if (days === null) return { start_date: '', end_date: '' };
  const end = chinaDate(today);
  return { start_date: addDays(end, -(days - 1)), end_date: end };
}

/** Which preset a state's dates are (custom when they match none). */
export function presetOf(state: Pick<SearchState, 'start_date' | 'end_date'>, today: Date): TimePreset {
  if (!state.start_date && !state.end_date) return 'all';
  const match = TIME_PRESETS.find((p) => {
    if (p.days === null) return false;
    const dates = presetDates(p.value, today);
    return dates.start_date === state.start_date && dates.end_date === state.end_date;
  });
  return match?.value ?? 'custom';
}

/** How many filters beyond the keyword are set (shown on the filter toggle of a phone). */
export function activeFilterCount(state: SearchState): number {
  return [
    state.start_date || state.end_date,
    state.category,
    state.post_type,
    state.media.length > 0,
    state.sponsored,
    state.verify.length > 0,
    state.interact_min !== null,
  ].filter(Boolean).length;
}

/** The text cut into the words the server matched, marked for highlighting: [text, matched][] pieces. */
export function highlight(text: string, words: readonly string[]): Array<[string, boolean]> {
  const wanted = words.filter((w) => w.length > 0);
  if (wanted.length === 0) return [[text, false]];
  const escaped = wanted.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(${escaped.join('|')})`, 'gi');
  const pieces: Array<[string, boolean]> = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (at > last) pieces.push([text.slice(last, at), false]);
    pieces.push([match[0], true]);
    last = at + match[0].length;
  }
  if (last < text.length) pieces.push([text.slice(last), false]);
  return pieces;
}
