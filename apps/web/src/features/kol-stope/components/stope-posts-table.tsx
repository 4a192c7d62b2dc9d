import { EMPTY_LIST } from '@boguan/contracts/kol';
import type { StopePost, StopeResult, StopeSort } from '@boguan/contracts/kol-stope';
import { Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType, ColumnType, SorterResult, SortOrder } from 'antd/es/table/interface';
import { formatCount } from '../../../lib/format';
import styles from './kol-stope.module.css';

const SORTABLE = new Set<string>(['created_at', 'interactions', 'reposts', 'comments', 'likes']);

export function postColumns<T extends StopePost>(sort?: { sort: StopeSort; order: 'asc' | 'desc' }): ColumnsType<T> {
  // Sorting is the server's: the table only shows which column is sorted and reports clicks.
  const sortable = (key: StopeSort): Partial<ColumnType<T>> => {
    if (!sort) return {};
    const order: SortOrder = sort.sort === key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;
    return { sorter: true, sortOrder: order, sortDirections: ['descend', 'ascend'] };
  };
  return [
    {
      title: '博文内容',
      dataIndex: 'text',
      render: (text: string, post) => (
        <a href={post.url} target="_blank" rel="noreferrer" className={styles.postText} title={text}>
          {text || '（无文字）'}
        </a>
      ),
    },
    { title: '发布时间', dataIndex: 'created_at', width: 170, ...sortable('created_at') },
    { title: '转发', dataIndex: 'reposts', width: 90, render: formatCount, ...sortable('reposts') },
    { title: '评论', dataIndex: 'comments', width: 90, render: formatCount, ...sortable('comments') },
    { title: '点赞', dataIndex: 'likes', width: 90, render: formatCount, ...sortable('likes') },
    { title: '互动量', dataIndex: 'interactions', width: 100, render: formatCount, ...sortable('interactions') },
    {
      title: '商业博文',
      dataIndex: 'sponsored',
      width: 100,
      render: (sponsored: boolean, post) =>
        sponsored ? (
          <Tooltip title={post.markers.length ? `标记：${post.markers.join('、')}` : '平台广告'}>
            <Tag color="orange">商业</Tag>
          </Tooltip>
        ) : (
          <Typography.Text type="secondary">否</Typography.Text>
        ),
    },
    { title: '图片', dataIndex: 'pics', width: 70 },
    {
      title: '原创',
      dataIndex: 'is_original',
      width: 70,
      render: (original: boolean) => (original ? '是' : '转发'),
    },
  ];
}

/** The collected posts, sorted and paged by the server. */
export function StopePostsTable({
  result,
  loading,
  sort,
  onPage,
  onSort,
}: {
  result: StopeResult | undefined;
  loading: boolean;
  sort: { sort: StopeSort; order: 'asc' | 'desc' };
  onPage: (page: number) => void;
  onSort: (sort: StopeSort, order: 'asc' | 'desc') => void;
}) {
  const list = result?.list;
  return (
    <Table<StopePost>
      rowKey="mid"
      loading={loading}
      dataSource={list?.data ?? []}
      locale={{ emptyText: EMPTY_LIST }}
      scroll={{ x: 1100 }}
      columns={postColumns<StopePost>(sort)}
      pagination={{
        current: list?.page ?? 1,
        pageSize: list?.per_page ?? 20,
        total: list?.total ?? 0,
        showSizeChanger: false,
        showTotal: (total) => `共 ${total} 条`,
      }}
      onChange={(pagination, _filters, sorter, extra) => {
        if (extra.action === 'sort') {
          const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<StopePost> | undefined;
          const field = String(s?.field ?? '');
          if (s?.order && SORTABLE.has(field)) onSort(field as StopeSort, s.order === 'ascend' ? 'asc' : 'desc');
          else onSort('created_at', 'desc');
        } else onPage(pagination.current ?? 1);
      }}
    />
  );
}
