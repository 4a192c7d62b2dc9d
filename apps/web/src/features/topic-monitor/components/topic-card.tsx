import type { TopicCard as TopicCardData } from '@boguan/contracts/topic-monitor.api';
import { Avatar, Space, Tag, Typography } from 'antd';
import { formatCount } from '../../../lib/format';
import { VerifyBadge } from '../../blogger-common/verify-badge';
import styles from './topic-monitor.module.css';

/** A topic as checkTopic reads it and the report heads it: name, host, category, reads, discussions. */
export function TopicCard({ topic }: { topic: TopicCardData }) {
  return (
    <div className={styles.card} data-testid="topic-card">
      <Space size={8} wrap>
        <span className={styles.topicName}>#{topic.name}#</span>
        {topic.category && <Tag>{topic.category}</Tag>}
        {topic.is_demo && <Tag color="orange">演示数据</Tag>}
      </Space>
      <div className={styles.counts}>
        <span>阅读 {formatCount(topic.read)}</span>
        <span>讨论 {formatCount(topic.discussion)}</span>
      </div>
      <Space size={6} wrap>
        <Typography.Text type="secondary">主持人：</Typography.Text>
        {topic.host ? (
          <>
            <Avatar src={topic.host.avatar || undefined} size={24} alt={topic.host.uname} />
            <Typography.Text>{topic.host.uname}</Typography.Text>
            <VerifyBadge verify={topic.host.verify} />
            <Typography.Text type="secondary">粉丝 {formatCount(topic.host.fans)}</Typography.Text>
          </>
        ) : (
          <Typography.Text type="secondary">无</Typography.Text>
        )}
      </Space>
    </div>
  );
}
