import { StopeStatus } from '@boguan/contracts/kol-stope';
import { Alert, Button, Progress, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useStopeStatus } from '../api/kol-stope-api';
import { progressPercent, STATUS_COLORS } from '../lib/stope-dates';
import styles from './kol-stope.module.css';

/** The progress bar of a submitted task: polls stope_status until it is done, then links to the result. */
export function StopeProgressPanel({ id }: { id: number }) {
  const status = useStopeStatus(id);
  return (
    <QueryState
      query={status}
      title="任务状态读取失败，请稍后在回采记录中查看"
      loading={<Progress percent={0} status="active" aria-label="回采进度" />}
    >
      {(data) => {
        const failed = data.status === StopeStatus.failed;
        const done = data.status === StopeStatus.done;
        return (
          <div className={styles.progressBox}>
            <Space>
              <Tag color={STATUS_COLORS[data.status]}>{data.status_text}</Tag>
              {data.progress_text !== data.status_text && (
                <Typography.Text type="secondary">{data.progress_text}</Typography.Text>
              )}
            </Space>
            <Progress
              percent={progressPercent(data.progress)}
              status={failed ? 'exception' : done ? 'success' : 'active'}
              aria-label="回采进度"
            />
            {failed && <Alert type="error" showIcon title={data.error ?? '回采失败，请重新提交'} />}
            {done && (
              <Space wrap>
                <Typography.Text>
                  共采集 <Typography.Text strong>{data.posts}</Typography.Text> 条博文
                  {data.capped ? '（已达会员上限，保留最新的博文）' : ''}
                </Typography.Text>
                <Link to={`/stopeResult?id=${id}`}>
                  <Button type="primary">查看结果</Button>
                </Link>
              </Space>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
