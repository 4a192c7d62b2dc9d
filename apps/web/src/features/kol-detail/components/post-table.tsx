import { EMPTY_LIST } from '@boguan/contracts/kol';
import type { RecentPost } from '@boguan/contracts/kol-detail.api';
import { METRICS } from '@boguan/contracts/metrics';
import { Table, type TableProps, Tag, Typography } from 'antd';
import { PostLink } from '../../../components/post-link';
import { useFocusableScroll } from '../../../components/use-focusable-scroll';
import { formatCount } from '../../../lib/format';

/** Posts with their counts and a link to weibo.com (none for demo posts); `extra` adds columns (markers, brands). */
export function PostTable<T extends RecentPost>({
  posts,
  extra = [],
  pagination = false,
  loading,
}: {
  posts: T[];
  extra?: NonNullable<TableProps<T>['columns']>;
  pagination?: TableProps<T>['pagination'];
  loading?: boolean;
}) {
  const region = useFocusableScroll('博文列表');
  return (
    <div ref={region}>
      <Table<T>
        size="small"
        rowKey="mid"
        dataSource={posts}
        loading={loading}
        pagination={pagination}
        locale={{ emptyText: EMPTY_LIST }}
        scroll={{ x: 900 }}
        columns={[
          {
            title: '博文',
            dataIndex: 'text',
            render: (text: string, post) => (
              <div style={{ maxWidth: 520 }}>
                <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                  {post.sponsored && <Tag color="volcano">商业</Tag>}
                  {!post.is_original && <Tag>转发</Tag>}
                  <PostLink url={post.url}>{text || '（无文字）'}</PostLink>
                </Typography.Paragraph>
              </div>
            ),
          },
          { title: '发布时间', dataIndex: 'created_at', width: 160 },
          { title: METRICS.reposts.label, dataIndex: 'reposts', width: 90, render: formatCount },
          { title: METRICS.comments.label, dataIndex: 'comments', width: 90, render: formatCount },
          { title: METRICS.likes.label, dataIndex: 'likes', width: 90, render: formatCount },
          ...extra,
        ]}
      />
    </div>
  );
}
