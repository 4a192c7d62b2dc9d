import { useSearchParams } from 'react-router';
import { JobStatus } from '../job-progress';

/** The status filter of a task log: one job state, or -1 for every state. */
export type TaskLogFilter = JobStatus | -1;

const STATUSES: readonly number[] = Object.values(JobStatus);

export interface TaskLogParams {
  page: number;
  filter: TaskLogFilter;
  /** The filter as the history query takes it: undefined lists every state. */
  status: JobStatus | undefined;
  set: (next: { page?: number; filter?: TaskLogFilter }) => void;
}

/** The page and the filter live in the URL (?page=&status=), so a reload or a shared link shows the same list. */
export function useTaskLogParams(): TaskLogParams {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const raw = Number.parseInt(params.get('status') ?? '-1', 10);
  const filter: TaskLogFilter = STATUSES.includes(raw) ? (raw as JobStatus) : -1;
  const set = (next: { page?: number; filter?: TaskLogFilter }) => {
    const out = new URLSearchParams();
    const p = next.page ?? page;
    const s = next.filter ?? filter;
    if (p > 1) out.set('page', String(p));
    if (s !== -1) out.set('status', String(s));
    setParams(out);
  };
  return { page, filter, status: filter === -1 ? undefined : filter, set };
}
