import { Button, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { JobProgressPanel } from '../../../components/job-progress';
import { useStopeStatus } from '../api/kol-stope-api';

/** The progress bar of a submitted task: polls stope_status until it is done, then links to the result. */
export function StopeProgressPanel({ id }: { id: number }) {
  return (
    <JobProgressPanel
      query={useStopeStatus(id)}
      label="回采进度"
      readFailed="任务状态读取失败，请稍后在回采记录中查看"
      jobFailed="回采失败，请重新提交"
      done={(task) => (
        <Space wrap>
          <Typography.Text>
            共采集 <Typography.Text strong>{task.posts}</Typography.Text> 条博文
            {task.capped ? '（已达会员上限，保留最新的博文）' : ''}
          </Typography.Text>
          <Link to={`/stopeResult?id=${id}`}>
            <Button type="primary">查看结果</Button>
          </Link>
        </Space>
      )}
    />
  );
}
