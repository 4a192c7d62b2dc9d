import type { TopicTopPosts } from '@boguan/contracts/topic-monitor.api';
import { Avatar, Card, List, Space, Table, Tag, Typography } from 'antd';
import { PostLink } from '../../../components/post-link';
import { QueryState } from '../../../components/query-state';
import { useFocusableScroll } from '../../../components/use-focusable-scroll';
import { formatCount } from '../../../lib/format';
import { VerifyBadge } from '../../blogger-common/verify-badge';
import { useTopPosts } from '../api/topic-monitor-api';
import styles from './topic-monitor.module.css';

type Post = TopicTopPosts['posts'][number];
type Blogger = TopicTopPosts['bloggers'][number];

function PostItem({ post }: { post: Post }) {
  return (
    <List.Item>
      <div className={styles.card}>
        <Space size={6} wrap>
          <Avatar src={post.avatar || undefined} size={28} alt={post.uname} />
          <Typography.Text strong>{post.uname}</Typography.Text>
          <VerifyBadge verify={post.verify} />
          <Tag>{post.is_original ? '原创' : '转发'}</Tag>
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
    </List.Item>
  );
}

function Bloggers({ bloggers }: { bloggers: Blogger[] }) {
  const scrollRef = useFocusableScroll('活跃博主');
  return (
    <div ref={scrollRef}>
      <Table<Blogger>
        size="small"
        rowKey="uid"
        pagination={false}
        scroll={{ x: 480 }}
        dataSource={bloggers}
        columns={[
          {
            title: '博主',
            dataIndex: 'uname',
            render: (name: string, row) => (
              <Space size={6}>
                <Avatar src={row.avatar || undefined} size={24} alt={name} />
                {name}
                <VerifyBadge verify={row.verify} />
              </Space>
            ),
          },
          { title: '粉丝', dataIndex: 'fans', render: (v: number) => formatCount(v) },
          { title: '带话题博文', dataIndex: 'posts' },
          { title: '互动总数', dataIndex: 'interactions', render: (v: number) => formatCount(v) },
        ]}
      />
    </div>
  );
}

/** 热门博文: the task's posts with the most interactions, and the bloggers who posted most. */
export function TopPostsPanel({ id, refreshMs }: { id: number; refreshMs: number | false }) {
  const query = useTopPosts(id, refreshMs);
  return (
    <QueryState query={query} title="热门博文加载失败" isEmpty={(d) => d.posts.length === 0}>
      {(d) => (
        <div className={styles.panels}>
          <Card size="small" title="热门博文（按互动数）">
            <List dataSource={d.posts} renderItem={(post) => <PostItem post={post} />} />
          </Card>
          <Card size="small" title="活跃博主（按带话题博文数）">
            <Bloggers bloggers={d.bloggers} />
          </Card>
        </div>
      )}
    </QueryState>
  );
}
