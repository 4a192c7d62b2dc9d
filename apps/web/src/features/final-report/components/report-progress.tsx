import { Button } from 'antd';
import { Link } from 'react-router';
import { JobProgressPanel } from '../../../components/job-progress';
import { useReportStatus } from '../api/final-report-api';

/** The progress bar of a submitted report: polls its state until done, then links to the result. */
export function ReportProgressPanel({ id }: { id: number }) {
  return (
    <JobProgressPanel
      query={useReportStatus(id)}
      label="报告生成进度"
      readFailed="报告状态读取失败，请稍后在报告记录中查看"
      jobFailed="报告生成失败，请重新提交"
      done={() => (
        <Link to={`/finalResult?id=${id}`}>
          <Button type="primary">查看报告</Button>
        </Link>
      )}
    />
  );
}
