import { Button, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { JobProgressPanel } from '../../../components/job-progress';
import { useBrandAudienceStatus } from '../api/brand-audience-api';

/** The progress bar of a submitted analysis: polls its status until done, then links to the report. */
export function TaskProgress({ id }: { id: number }) {
  return (
    <JobProgressPanel
      query={useBrandAudienceStatus(id)}
      label="分析进度"
      readFailed="任务状态读取失败，请稍后在分析记录中查看"
      jobFailed="品牌受众分析失败，请重新提交"
      done={(task) => (
        <Space wrap>
          <Typography.Text>
            共 <Typography.Text strong>{task.users}</Typography.Text> 位受众用户，数据截至 {task.data_time}
          </Typography.Text>
          <Link to={`/brandAudienceResult?id=${id}`}>
            <Button type="primary">查看报告</Button>
          </Link>
        </Space>
      )}
    />
  );
}
