import type { BrandReportPost } from '@boguan/contracts/brand-report.api';
import { SENTIMENT_LABELS } from '@boguan/contracts/sentiment';
import { Tag, Typography } from 'antd';
import { PostLink } from '../../../components/post-link';
import { formatCount } from '../../../lib/format';
import styles from './brand-report.module.css';

const SENTIMENT_COLORS = { positive: 'green', neutral: 'default', negative: 'red' } as const;

/** One post of the report: author, time, tone, paid or not, its text and figures. */
export function PostItem({ post }: { post: BrandReportPost }) {
  return (
    <div className={styles.keyPost}>
      <Typography.Text>
        <Typography.Text strong>{post.name || `用户${post.uid}`}</Typography.Text>{' '}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {post.created_at}
        </Typography.Text>{' '}
        <Tag color={SENTIMENT_COLORS[post.sentiment]}>{SENTIMENT_LABELS[post.sentiment]}</Tag>
        {post.sponsored && <Tag color="orange">商业推广</Tag>}
      </Typography.Text>
      <PostLink url={post.url} className={styles.postText}>
        {post.text}
      </PostLink>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        转发 {formatCount(post.reposts)} · 评论 {formatCount(post.comments)} · 点赞 {formatCount(post.likes)} · 互动{' '}
        {formatCount(post.interactions)}
      </Typography.Text>
    </div>
  );
}
