import { TOPIC_PERIODS, type TopicPeriod } from '@boguan/contracts/topic-ranking';
import { useSearchParams } from 'react-router';

/** A board page's choices, kept in its URL: period type, a past period (blank = latest), category, page. */
export interface BoardState {
  type: TopicPeriod;
  date: string;
  hour: number | null;
  category: string;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The state a URL holds; anything malformed reads as its default. */
export function readBoardState(query: URLSearchParams): BoardState {
  const raw = query.get('type') ?? '';
  const type = (TOPIC_PERIODS as readonly string[]).includes(raw) ? (raw as TopicPeriod) : 'day';
  const date = DATE.test(query.get('date') ?? '') ? (query.get('date') as string) : '';
  const hourValue = Number(query.get('hour') ?? 'x');
  const hour = type === 'hour' && Number.isInteger(hourValue) && hourValue >= 0 && hourValue <= 23 ? hourValue : null;
  const pageValue = Number(query.get('page'));
  return {
    type,
    date: type === 'hour' && hour === null ? '' : date,
    hour,
    category: query.get('category') ?? '',
    page: Number.isInteger(pageValue) && pageValue >= 1 ? pageValue : 1,
  };
}

/** The URL of a state: defaults left out. */
export function writeBoardState(state: BoardState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.type !== 'day') out.set('type', state.type);
  if (state.date) out.set('date', state.date);
  if (state.date && state.type === 'hour' && state.hour !== null) out.set('hour', String(state.hour));
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
