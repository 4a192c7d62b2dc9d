import { DATA_BOARD_DEFAULT_RANGE, DATA_BOARD_RANGES, type DataBoardRange } from '@boguan/contracts/data-board';
import { useSearchParams } from 'react-router';

/** The page's choices, kept in its URL: the trend's range and the chosen day (blank = the latest). */
export interface DashboardState {
  days: DataBoardRange;
  date: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The state a URL holds; anything malformed reads as its default. */
export function readDashboardState(query: URLSearchParams): DashboardState {
  const days = Number(query.get('days'));
  return {
    days: (DATA_BOARD_RANGES as readonly number[]).includes(days) ? (days as DataBoardRange) : DATA_BOARD_DEFAULT_RANGE,
    date: DATE.test(query.get('date') ?? '') ? (query.get('date') as string) : '',
  };
}

/** The URL of a state: defaults left out. */
export function writeDashboardState(state: DashboardState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.days !== DATA_BOARD_DEFAULT_RANGE) out.set('days', String(state.days));
  if (state.date) out.set('date', state.date);
  return out;
}

export function useDashboardState() {
  const [query, setQuery] = useSearchParams();
  const state = readDashboardState(query);
  const set = (next: Partial<DashboardState>) => setQuery(writeDashboardState({ ...state, ...next }));
  return { state, set };
}
