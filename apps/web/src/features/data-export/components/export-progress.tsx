import { EXPORT_FAILED } from '@boguan/contracts/exports';
import type { ExportState } from '@boguan/contracts/exports.api';
import { Button, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { type JobProgress, JobProgressPanel, JobStatus } from '../../../components/job-progress';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { downloadExport, useExportStatus } from '../api/data-export-api';
import { formatRows } from '../lib/export-form';
import { EXPORT_STATUS_TEXT } from '../lib/export-status';

type ExportJob = JobProgress & Pick<ExportState, 'id' | 'file_name' | 'row_count'>;

const JOB_STATUS = { running: JobStatus.running, done: JobStatus.done, failed: JobStatus.failed } as const;

/** An export's state as the shared job panel reads it. */
function toJob(state: ExportState): ExportJob {
  const text = EXPORT_STATUS_TEXT[state.status];
  return {
    id: state.id,
    file_name: state.file_name,
    row_count: state.row_count,
    status: JOB_STATUS[state.status],
    status_text: text,
    progress: state.status === 'done' ? 1 : state.progress,
    progress_text: text,
    error: null,
  };
}

/** The submitted export's bar, polled until the file is built; then 下载. */
export function ExportProgress({ id }: { id: number }) {
  const status = useExportStatus(id, toJob);
  const { submitting, run } = useSubmit();
  return (
    <JobProgressPanel
      query={status}
      label="导出进度"
      readFailed="导出状态读取失败，请稍后在导出记录中查看"
      jobFailed={EXPORT_FAILED}
      done={(job) => (
        <Space wrap>
          <Typography.Text>
            {job.file_name}，共 <Typography.Text strong>{formatRows(job.row_count)}</Typography.Text> 行
          </Typography.Text>
          <Button
            type="primary"
            loading={submitting}
            onClick={() => void run(() => downloadExport(job.id, job.file_name))}
          >
            下载
          </Button>
          <Link to="/dataExportRecord">查看导出记录</Link>
        </Space>
      )}
    />
  );
}
