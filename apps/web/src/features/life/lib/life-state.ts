import {
  LIFE_BLOGGER_CATEGORIES,
  LIFE_PERIODS,
  type LifePeriod,
  MERCHANT_CATEGORIES,
  MERCHANT_RANK_BYS,
  type MerchantRankBy,
} from '@boguan/contracts/life';
import { useSearchParams } from 'react-router';

/**
 * The page's choices, kept in its URL: the city (blank = the most mentioned), the period type and a
 * past period (blank = the latest finished), the merchant category, the ranking's order and page, the
 * bloggers' category and page.
 */
export interface LifeState {
  city: string;
  type: LifePeriod;
  date: string;
  category: string;
  by: MerchantRankBy;
  page: number;
  bcat: string;
  bpage: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function pageOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

/** The state a URL holds; anything malformed reads as its default. */
export function readLifeState(query: URLSearchParams): LifeState {
  return {
    city: (query.get('city') ?? '').trim().slice(0, 20),
    type: oneOf(LIFE_PERIODS, query.get('type'), 'week'),
    date: DATE.test(query.get('date') ?? '') ? (query.get('date') as string) : '',
    category: oneOf(['', ...MERCHANT_CATEGORIES], query.get('category'), ''),
    by: oneOf(MERCHANT_RANK_BYS, query.get('by'), 'mentions'),
    page: pageOf(query.get('page')),
    bcat: oneOf(['', ...LIFE_BLOGGER_CATEGORIES], query.get('bcat'), ''),
    bpage: pageOf(query.get('bpage')),
  };
}

/** The URL of a state: defaults left out. */
export function writeLifeState(state: LifeState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.city) out.set('city', state.city);
  if (state.type !== 'week') out.set('type', state.type);
  if (state.date) out.set('date', state.date);
  if (state.category) out.set('category', state.category);
  if (state.by !== 'mentions') out.set('by', state.by);
  if (state.page !== 1) out.set('page', String(state.page));
  if (state.bcat) out.set('bcat', state.bcat);
  if (state.bpage !== 1) out.set('bpage', String(state.bpage));
  return out;
}

export function useLifeState() {
  const [query, setQuery] = useSearchParams();
  const state = readLifeState(query);
  /** A new choice: both pages go back to 1 unless the choice is a page. */
  const set = (next: Partial<LifeState>) =>
    setQuery(writeLifeState({ ...state, page: 1, bpage: 1, ...next }), { replace: false });
  return { state, set };
}
