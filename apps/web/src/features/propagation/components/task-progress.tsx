import { Button, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { JobProgressPanel } from '../../../components/job-progress';
import { usePropagationStatus } from '../api/propagation-api';

/** The progress bar of a submitted analysis: polls its status until done, then links to the report. */
export function TaskProgress({ id }: { id: number }) {
  return (
    <JobProgressPanel
      query={usePropagationStatus(id)}
      label="分析进度"
      readFailed="任务状态读取失败，请稍后在分析记录中查看"
      jobFailed="传播分析失败，请重新提交"
      done={(task) => (
        <Space wrap>
          <Typography.Text>
            共 <Typography.Text strong>{task.nodes}</Typography.Text> 条转发、{task.depth} 层传播，数据截至{' '}
            {task.data_time}
          </Typography.Text>
          <Link to={`/propagationAnalysisResult?id=${id}`}>
            <Button type="primary">查看报告</Button>
          </Link>
        </Space>
      )}
    />
  );
}
