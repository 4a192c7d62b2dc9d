import { Alert, Progress, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import styles from './job-progress.module.css';
import { type QueryLike, QueryState } from './query-state';

/** The states every background job goes through (report, stope, propagation): pending, running, done, failed. */
export const JobStatus = { pending: 0, running: 1, done: 2, failed: 3 } as const;
export type JobStatus = (typeof JobStatus)[keyof typeof JobStatus];

/** Tag colours of the four job states. */
export const JOB_STATUS_COLORS: Record<JobStatus, string> = { 0: 'default', 1: 'processing', 2: 'success', 3: 'error' };

/** A job's 0..1 progress as a whole percentage for the bar, kept within 0..100. */
export function jobPercent(progress: number): number {
  return Math.max(0, Math.min(100, Math.round(progress * 100)));
}

/** What the panel reads of a job's status answer. */
export interface JobProgress {
  status: JobStatus;
  status_text: string;
  progress: number;
  progress_text: string;
  error: string | null;
}

/**
 * The progress of a submitted job while its status query polls: state tag, step text, bar, the
 * failure when it failed, and `done` (the job's result link) once it is done.
 */
export function JobProgressPanel<T extends JobProgress>({
  query,
  label,
  readFailed,
  jobFailed,
  done,
}: {
  query: QueryLike<T>;
  /** The bar's accessible name, e.g. 报告生成进度. */
  label: string;
  /** Shown when the status cannot be read. */
  readFailed: string;
  /** Shown when the job failed without an error of its own. */
  jobFailed: string;
  done: (job: T) => ReactNode;
}) {
  return (
    <QueryState query={query} title={readFailed} loading={<Progress percent={0} status="active" aria-label={label} />}>
      {(job) => {
        const failed = job.status === JobStatus.failed;
        const finished = job.status === JobStatus.done;
        return (
          <div className={styles.progressBox}>
            <Space>
              <Tag color={JOB_STATUS_COLORS[job.status]}>{job.status_text}</Tag>
              {job.progress_text !== job.status_text && (
                <Typography.Text type="secondary">{job.progress_text}</Typography.Text>
              )}
            </Space>
            <Progress
              percent={jobPercent(job.progress)}
              status={failed ? 'exception' : finished ? 'success' : 'active'}
              aria-label={label}
            />
            {failed && <Alert type="error" showIcon title={job.error ?? jobFailed} />}
            {finished && done(job)}
          </div>
        );
      }}
    </QueryState>
  );
}
