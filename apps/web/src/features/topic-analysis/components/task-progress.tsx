import { Button, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { JobProgressPanel } from '../../../components/job-progress';
import { useTopicAnalysisStatus } from '../api/topic-analysis-api';

/** The progress bar of a submitted analysis: polls its status until done, then links to the report. */
export function TaskProgress({ id }: { id: number }) {
  return (
    <JobProgressPanel
      query={useTopicAnalysisStatus(id)}
      label="分析进度"
      readFailed="任务状态读取失败，请稍后在分析记录中查看"
      jobFailed="话题分析失败，请重新提交"
      done={(task) => (
        <Space wrap>
          <Typography.Text>
            共 <Typography.Text strong>{task.posts}</Typography.Text> 条话题博文、{task.spikes} 个声量峰值，数据截至{' '}
            {task.data_time}
          </Typography.Text>
          <Link to={`/topicAnalysisResult?id=${id}`}>
            <Button type="primary">查看报告</Button>
          </Link>
        </Space>
      )}
    />
  );
}
