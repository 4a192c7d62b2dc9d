import { EMPTY_LIST } from '@boguan/contracts/kol';
import type { SortOrder } from '@boguan/contracts/kol-search';
import { STOPE_SORTS, type StopeSort } from '@boguan/contracts/kol-stope';
import type { StopePost, StopeResult } from '@boguan/contracts/kol-stope.api';
import { metricLabel } from '@boguan/contracts/metrics';
import { Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType, ColumnType, SorterResult, SortOrder as TableOrder } from 'antd/es/table/interface';
import { PostLink } from '../../../components/post-link';
import { SentimentTag } from '../../../components/sentiment-tag';
import { serverPagination } from '../../../components/server-pagination';
import { useFocusableScroll } from '../../../components/use-focusable-scroll';
import { formatCount } from '../../../lib/format';
import styles from './kol-stope.module.css';

/** The server's sort of the post list. */
export interface PostSort {
  sort: StopeSort;
  order: SortOrder;
}

const isStopeSort = (field: string): field is StopeSort => (STOPE_SORTS as readonly string[]).includes(field);

export function postColumns<T extends StopePost>(sort?: PostSort): ColumnsType<T> {
  // Sorting is the server's: the table only shows which column is sorted and reports clicks.
  const sortable = (key: StopeSort): Partial<ColumnType<T>> => {
    if (!sort) return {};
    const order: TableOrder = sort.sort === key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;
    return { sorter: true, sortOrder: order, sortDirections: ['descend', 'ascend'] };
  };
  return [
    {
      title: '博文内容',
      dataIndex: 'text',
      render: (text: string, post) => (
        <PostLink url={post.url} className={styles.postText} title={text}>
          {text || '（无文字）'}
        </PostLink>
      ),
    },
    {
      title: '情感',
      dataIndex: 'sentiment',
      width: 120,
      render: (sentiment: StopePost['sentiment'], post) => (
        <SentimentTag kind="post" id={post.mid} sentiment={sentiment} />
      ),
    },
    { title: '发布时间', dataIndex: 'created_at', width: 170, ...sortable('created_at') },
    { title: metricLabel('reposts'), dataIndex: 'reposts', width: 90, render: formatCount, ...sortable('reposts') },
    { title: metricLabel('comments'), dataIndex: 'comments', width: 90, render: formatCount, ...sortable('comments') },
    { title: metricLabel('likes'), dataIndex: 'likes', width: 90, render: formatCount, ...sortable('likes') },
    {
      title: metricLabel('interactions'),
      dataIndex: 'interactions',
      width: 100,
      render: formatCount,
      ...sortable('interactions'),
    },
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
  result: StopeResult;
  loading: boolean;
  sort: PostSort;
  onPage: (page: number) => void;
  onSort: (sort: PostSort) => void;
}) {
  const list = result.list;
  const region = useFocusableScroll('回采博文列表');
  return (
    <div ref={region}>
      <Table<StopePost>
        rowKey="mid"
        loading={loading}
        dataSource={list.data}
        locale={{ emptyText: EMPTY_LIST }}
        scroll={{ x: 1220 }}
        columns={postColumns<StopePost>(sort)}
        pagination={serverPagination({ page: list.page, perPage: list.per_page, total: list.total, unit: '条' })}
        onChange={(pagination, _filters, sorter, extra) => {
          if (extra.action === 'sort') {
            const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<StopePost> | undefined;
            const field = String(s?.field ?? '');
            if (s?.order && isStopeSort(field)) onSort({ sort: field, order: s.order === 'ascend' ? 'asc' : 'desc' });
            else onSort({ sort: 'created_at', order: 'desc' });
          } else onPage(pagination.current ?? 1);
        }}
      />
    </div>
  );
}
