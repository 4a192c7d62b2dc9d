import type { BrandPost } from '@boguan/contracts/brand-search.api';
import { Table, Tag } from 'antd';
import { PostLink } from '../../../components/post-link';
import { formatCount } from '../../../lib/format';
import styles from './brand-search.module.css';

const SENTIMENT = { 1: ['正面', 'green'], 0: ['中性', 'default'], [-1]: ['负面', 'red'] } as const;

/** Mentioning posts with their author, time, figures, tone and whether they are sponsored. */
export function PostList({ posts }: { posts: readonly BrandPost[] }) {
  return (
    <Table
      rowKey="mid"
      size="small"
      pagination={false}
      scroll={{ x: 760 }}
      dataSource={[...posts]}
      columns={[
        {
          title: '博文',
          key: 'text',
          render: (_, p) => (
            <div>
              <PostLink url={p.url} className={styles.postText}>
                {p.text}
              </PostLink>
              <span className={styles.muted}>
                {p.name} · {p.created_at.slice(0, 16)}
              </span>
            </div>
          ),
        },
        {
          title: '类型',
          key: 'kind',
          width: 110,
          render: (_, p) => {
            const [label, color] = SENTIMENT[p.sentiment as 1 | 0 | -1] ?? SENTIMENT[0];
            return (
              <>
                <Tag color={color}>{label}</Tag>
                {p.sponsored && <Tag color="gold">商业</Tag>}
              </>
            );
          },
        },
        { title: '转发', dataIndex: 'reposts', width: 80, render: (v: number) => formatCount(v) },
        { title: '评论', dataIndex: 'comments', width: 80, render: (v: number) => formatCount(v) },
        { title: '点赞', dataIndex: 'likes', width: 80, render: (v: number) => formatCount(v) },
        { title: '互动量', dataIndex: 'interactions', width: 90, render: (v: number) => formatCount(v) },
      ]}
    />
  );
}
