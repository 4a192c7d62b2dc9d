import type { RequestOf } from '@boguan/contracts/api';
import type { VerifyBadge } from '@boguan/contracts/kol';
import {
  KOL_SEARCH_PER_PAGE,
  KOL_SEARCH_RANGES,
  type KolSort,
  rangeMessage,
  type SortOrder,
} from '@boguan/contracts/kol-search';
import { kolSearchFilterFields } from '@boguan/contracts/kol-search.api';

/**
 * The search as the page keeps it: in the URL (so back/forward, reload and a shared link show the
 * same results, and the header search's 查看更多 ?name= lands here) and as the API payload. Blank
 * fields are '' or null here, as the form controls hold them.
 */
export interface SearchState {
  keyword: string;
  category: string;
  fans_min: number | null;
  fans_max: number | null;
  verify: VerifyBadge[];
  gender: '' | 'm' | 'f';
  province: string;
  city: string;
  interact_min: number | null;
  interact_max: number | null;
  /** Percent as typed: 1.5 means 1.5%. */
  engage_min: number | null;
  engage_max: number | null;
  sponsored_max: number | null;
  active_days: number | null;
  sort: KolSort;
  order: SortOrder;
  page: number;
}

export const DEFAULT_STATE: SearchState = {
  keyword: '',
  category: '',
  fans_min: null,
  fans_max: null,
  verify: [],
  gender: '',
  province: '',
  city: '',
  interact_min: null,
  interact_max: null,
  engage_min: null,
  engage_max: null,
  sponsored_max: null,
  active_days: null,
  sort: 'fans',
  order: 'desc',
  page: 1,
};

const NUMBER_FIELDS = [
  'fans_min',
  'fans_max',
  'interact_min',
  'interact_max',
  'engage_min',
  'engage_max',
  'sponsored_max',
] as const;

type Fields = typeof kolSearchFilterFields;

/** One field of the URL read by the server's own rule for it; undefined when it breaks the rule. */
function read<K extends keyof Fields>(key: K, value: string | null): Fields[K]['_output'] | undefined {
  const parsed = kolSearchFilterFields[key].safeParse(value ?? undefined);
  return parsed.success ? parsed.data : undefined;
}

/** Reads the URL; a value the contract refuses falls back to the default instead of failing. */
export function stateFromQuery(query: URLSearchParams): SearchState {
  const state: SearchState = { ...DEFAULT_STATE, verify: [] };
  state.keyword = read('keyword', query.get('keyword') ?? query.get('name')) ?? '';
  state.category = read('category', query.get('category')) ?? '';
  for (const field of NUMBER_FIELDS) state[field] = read(field, query.get(field)) ?? null;
  // Each badge on its own, so one unknown badge does not drop the others.
  state.verify = (query.get('verify') ?? '').split(',').flatMap((badge) => read('verify', badge) ?? []);
  state.gender = read('gender', query.get('gender')) ?? '';
  state.province = read('province', query.get('province')) ?? '';
  state.city = state.province ? (read('city', query.get('city')) ?? '') : '';
  state.active_days = read('active_days', query.get('active_days')) ?? null;
  state.sort = read('sort', query.get('sort')) ?? DEFAULT_STATE.sort;
  state.order = read('order', query.get('order')) ?? DEFAULT_STATE.order;
  const page = Number(query.get('page'));
  state.page = Number.isInteger(page) && page >= 1 ? page : 1;
  return state;
}

/** The URL of a state: only what differs from the default, so links stay short. */
export function queryFromState(state: SearchState): URLSearchParams {
  const query = new URLSearchParams();
  if (state.keyword) query.set('keyword', state.keyword);
  if (state.category) query.set('category', state.category);
  for (const field of NUMBER_FIELDS) if (state[field] !== null) query.set(field, String(state[field]));
  if (state.verify.length > 0) query.set('verify', state.verify.join(','));
  if (state.gender) query.set('gender', state.gender);
  if (state.province) query.set('province', state.province);
  if (state.province && state.city) query.set('city', state.city);
  if (state.active_days !== null) query.set('active_days', String(state.active_days));
  if (state.sort !== DEFAULT_STATE.sort) query.set('sort', state.sort);
  if (state.order !== DEFAULT_STATE.order) query.set('order', state.order);
  if (state.page !== 1) query.set('page', String(state.page));
  return query;
}

/** The filters and sort as the API takes them (no paging): also the export's payload. */
export function filtersPayload(state: SearchState): RequestOf<'/api/kol/search_export'> {
  const payload: RequestOf<'/api/kol/search_export'> = { sort: state.sort, order: state.order };
  if (state.keyword) payload.keyword = state.keyword;
  if (state.category) payload.category = state.category;
  for (const field of NUMBER_FIELDS) if (state[field] !== null) payload[field] = state[field];
  if (state.verify.length > 0) payload.verify = state.verify;
  if (state.gender) payload.gender = state.gender;
  if (state.province) payload.province = state.province;
  if (state.province && state.city) payload.city = state.city;
  if (state.active_days !== null) payload.active_days = state.active_days;
  return payload;
}

export function searchPayload(state: SearchState, perPage = KOL_SEARCH_PER_PAGE): RequestOf<'/api/kol/search'> {
  return { ...filtersPayload(state), page: state.page, per_page: perPage };
}

/** A min above its max, in the words the server uses; null when the ranges are fine. */
export function rangeProblem(state: SearchState): string | null {
  for (const [min, max, label] of KOL_SEARCH_RANGES) {
    const low = state[min];
    const high = state[max];
    if (low !== null && high !== null && low > high) return rangeMessage(label);
  }
  return null;
}

/** How many filters beyond the keyword are set (shown on the advanced-filter toggle). */
export function activeFilterCount(state: SearchState): number {
  const fields = [
    state.category,
    state.fans_min ?? state.fans_max,
    state.verify.length > 0 ? 1 : null,
    state.gender,
    state.province,
    state.interact_min ?? state.interact_max,
    state.engage_min ?? state.engage_max,
    state.sponsored_max,
    state.active_days,
  ];
  return fields.filter((value) => value !== null && value !== '').length;
}

/** Fan-count presets advertisers pick most (raw counts; null is open-ended). */
export const FANS_PRESETS: ReadonlyArray<{ label: string; min: number | null; max: number | null }> = [
  { label: '1万以下', min: null, max: 10_000 },
  { label: '1万-10万', min: 10_000, max: 100_000 },
  { label: '10万-50万', min: 100_000, max: 500_000 },
  { label: '50万-100万', min: 500_000, max: 1_000_000 },
  { label: '100万-500万', min: 1_000_000, max: 5_000_000 },
  { label: '500万以上', min: 5_000_000, max: null },
];
