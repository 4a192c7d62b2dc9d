import { BRAND_PERIODS, type BrandPeriod } from '@boguan/contracts/brand-ranking';
import { useSearchParams } from 'react-router';

/** A board page's choices, kept in its URL: period type, a past period (blank = latest), category, page. */
export interface BoardState {
  type: BrandPeriod;
  date: string;
  category: string;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The state a URL holds; anything malformed reads as its default. */
export function readBoardState(query: URLSearchParams): BoardState {
  const raw = query.get('type') ?? '';
  const type = (BRAND_PERIODS as readonly string[]).includes(raw) ? (raw as BrandPeriod) : 'day';
  const pageValue = Number(query.get('page'));
  return {
    type,
    date: DATE.test(query.get('date') ?? '') ? (query.get('date') as string) : '',
    category: query.get('category') ?? '',
    page: Number.isInteger(pageValue) && pageValue >= 1 ? pageValue : 1,
  };
}

/** The URL of a state: defaults left out. */
export function writeBoardState(state: BoardState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.type !== 'day') out.set('type', state.type);
  if (state.date) out.set('date', state.date);
  if (state.category) out.set('category', state.category);
  if (state.page !== 1) out.set('page', String(state.page));
  return out;
}

export function useBoardState() {
  const [query, setQuery] = useSearchParams();
  const state = readBoardState(query);
  /** A new choice; the page goes back to 1 unless it is the choice. */
  const set = (next: Partial<BoardState>) => setQuery(writeBoardState({ ...state, page: 1, ...next }));
  return { state, set };
}
