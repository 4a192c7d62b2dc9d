import { Button, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { JobProgressPanel } from '../../../components/job-progress';
import { useBrandReportStatus } from '../api/brand-report-api';

/** The progress bar of a submitted report: polls its status until done, then links to the report. */
export function TaskProgress({ id }: { id: number }) {
  return (
    <JobProgressPanel
      query={useBrandReportStatus(id)}
      label="生成进度"
      readFailed="任务状态读取失败，请稍后在报告记录中查看"
      jobFailed="品牌报告生成失败，请重新提交"
      done={(task) => (
        <Space wrap>
          <Typography.Text>
            共 <Typography.Text strong>{task.mentions}</Typography.Text> 条提及、{task.spikes} 个声量峰值，数据截至{' '}
            {task.data_time}
          </Typography.Text>
          <Link to={`/brandResult?id=${id}`}>
            <Button type="primary">查看报告</Button>
          </Link>
        </Space>
      )}
    />
  );
}
