import type { PropagationPost, SpreadRoot } from '@boguan/contracts/propagation.api';
import { Avatar, Space, Tag, Typography } from 'antd';
import { PostLink } from '../../../components/post-link';
import { formatCount } from '../../../lib/format';
import styles from './propagation.module.css';

/** A post as the form and the report show it: author, text, time and its counts. */
export function PostCard({ post, extra }: { post: PropagationPost | SpreadRoot; extra?: React.ReactNode }) {
  const name = post.name || (post.uid ? `用户${post.uid}` : '未收录的博主');
  return (
    <div className={styles.postCard} data-testid="propagation-post">
      <Avatar src={post.avatar || undefined} size={40} alt={name}>
        {name.slice(0, 1)}
      </Avatar>
      <div className={styles.postBody}>
        <Space wrap size={[8, 4]}>
          <Typography.Text strong>{name}</Typography.Text>
          {post.created_at && <Typography.Text type="secondary">{post.created_at}</Typography.Text>}
          {'demo' in post && post.demo && <Tag>演示数据</Tag>}
          {extra}
        </Space>
        {post.text ? (
          <PostLink url={post.url} className={styles.postText}>
            {post.text}
          </PostLink>
        ) : (
          <Typography.Text type="secondary">博文 {post.mid}（原博文未收录，仅有转发数据）</Typography.Text>
        )}
        <Typography.Text type="secondary">
          转发 {formatCount(post.reposts)} · 评论 {formatCount(post.comments)} · 点赞 {formatCount(post.likes)}
        </Typography.Text>
      </div>
    </div>
  );
}
