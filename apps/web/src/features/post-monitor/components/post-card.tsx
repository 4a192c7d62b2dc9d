import type { ArtMonPost } from '@boguan/contracts/post-monitor.api';
import { Avatar, Space, Tag, Typography } from 'antd';
import { PostLink } from '../../../components/post-link';
import { formatCount } from '../../../lib/format';
import { VerifyBadge } from '../../blogger-common/verify-badge';
import styles from './post-monitor.module.css';

/** A post as checkUrl reads it and the report heads it: author, time, text, counts, demo mark. */
export function PostCard({ post }: { post: ArtMonPost }) {
  return (
    <div className={styles.postCard} data-testid="post-card">
      <Avatar src={post.avatar || undefined} size={44} alt={post.uname} />
      <div className={styles.postBody}>
        <Space size={6} wrap>
          <Typography.Text strong>{post.uname}</Typography.Text>
          <VerifyBadge verify={post.verify} />
          <Typography.Text type="secondary">粉丝 {formatCount(post.fans)}</Typography.Text>
          {post.is_demo && <Tag color="orange">演示数据</Tag>}
        </Space>
        <div className={styles.postText}>
          <PostLink url={post.url}>{post.text}</PostLink>
        </div>
        <div className={styles.counts}>
          <span>发布于 {post.posts_time}</span>
          <span>转发 {formatCount(post.reposts)}</span>
          <span>评论 {formatCount(post.comments)}</span>
          <span>点赞 {formatCount(post.likes)}</span>
        </div>
      </div>
    </div>
  );
}
