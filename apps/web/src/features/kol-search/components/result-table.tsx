import { StarFilled, StarOutlined } from '@ant-design/icons';
import { EMPTY_LIST } from '@boguan/contracts/kol';
import type { KolSearchItem, KolSort, SortOrder } from '@boguan/contracts/kol-search';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Table, type TableColumnsType, type TableProps, Tooltip } from 'antd';
import { useState } from 'react';
import { toast } from '../../../lib/feedback-bridge';
import { formatChange, formatCount, formatPercent } from '../../../lib/format';
import { BloggerCell } from '../../blogger-common/blogger-cell';
import { ContrastButton } from '../../blogger-common/contrast-button';
import { patchCollected, setCollected } from '../api/kol-search-api';
import styles from './kol-search.module.css';

/** The favourite star: flips at once, goes back if the server refuses. */
function FavouriteStar({ row }: { row: KolSearchItem }) {
  const [collected, setLocal] = useState(row.collected);
  const [busy, setBusy] = useState(false);
  const client = useQueryClient();
  const toggle = async () => {
    const next = !collected;
    setBusy(true);
    setLocal(next);
    const done = await setCollected(row.kol_id, next);
    if (done) {
      toast('success', next ? '收藏成功' : '已取消收藏');
      patchCollected(client, row.kol_id, next);
    } else setLocal(!next);
    setBusy(false);
  };
  return (
    <Tooltip title={collected ? '取消收藏' : '收藏'}>
      <Button
        type="text"
        size="small"
        disabled={busy}
        aria-label={collected ? `取消收藏 ${row.uname}` : `收藏 ${row.uname}`}
        aria-pressed={collected}
        data-testid="favourite-star"
        icon={collected ? <StarFilled className={styles.star} /> : <StarOutlined className={styles.starOff} />}
        onClick={toggle}
      />
    </Tooltip>
  );
}

interface SortColumn {
  key: KolSort;
  title: string;
  /** The figure the column sorts by (exposed as data-value for tests and tooling). */
  value: (row: KolSearchItem) => number | string | null;
  render: (row: KolSearchItem) => string;
  width?: number;
  hint?: string;
}

const METRICS: SortColumn[] = [
  { key: 'fans', width: 108, title: '粉丝数', value: (r) => r.fans, render: (r) => formatCount(r.fans) },
  {
    key: 'posts_30d',
    width: 140,
    title: '近30天发博数',
    value: (r) => r.posts_30d,
    render: (r) => String(r.posts_30d),
  },
  {
    key: 'avg_interactions',
    width: 124,
    title: '平均互动数',
    value: (r) => r.avg_interactions,
    render: (r) => formatCount(r.avg_interactions),
    hint: '近30天每条博文的转发+评论+点赞平均数',
  },
  {
    key: 'engagement_rate',
    width: 104,
    title: '互动率',
    value: (r) => r.engagement_rate,
    render: (r) => formatPercent(r.engagement_rate),
    hint: '近30天平均互动数 ÷ 粉丝数',
  },
  {
    key: 'sponsored_share',
    width: 140,
    title: '商业博文占比',
    value: (r) => r.sponsored_share,
    render: (r) => formatPercent(r.sponsored_share, 1),
    hint: '近30天带广告/合作标记的博文占比',
  },
  {
    key: 'growth_7d',
    width: 116,
    title: '近7天涨粉',
    value: (r) => r.growth_7d,
    render: (r) => formatChange(r.growth_7d),
  },
  {
    key: 'influence_week',
    width: 124,
    title: '影响力指数',
    value: (r) => r.influence_week,
    render: (r) => r.influence_week.toFixed(1),
    hint: '0-100，按粉丝、互动、活跃度与涨粉计算（周）',
  },
  {
    key: 'last_post_at',
    width: 140,
    title: '最近发博时间',
    value: (r) => r.last_post_at,
    render: (r) => r.last_post_at?.slice(0, 16) ?? '暂无博文',
  },
];

const toAntd = (order: SortOrder): 'ascend' | 'descend' => (order === 'asc' ? 'ascend' : 'descend');

/** The result table: server-side sorting on every metric and server-side paging. */
export function ResultTable({
  rows,
  loading,
  page,
  perPage,
  total,
  sort,
  order,
  onChange,
}: {
  rows: KolSearchItem[];
  loading: boolean;
  page: number;
  perPage: number;
  total: number;
  sort: KolSort;
  order: SortOrder;
  onChange: (next: { page: number; sort: KolSort; order: SortOrder }) => void;
}) {
  const columns: TableColumnsType<KolSearchItem> = [
    { title: '博主', key: 'blogger', fixed: 'left', width: 220, render: (_, row) => <BloggerCell card={row} /> },
    {
      title: '地区',
      key: 'area',
      width: 124,
      render: (_, row) => [row.province, row.city].filter(Boolean).join(' ') || '未知',
    },
    ...METRICS.map((m) => ({
      key: m.key,
      title: m.hint ? <Tooltip title={m.hint}>{m.title}</Tooltip> : m.title,
      align: 'right' as const,
      width: m.width,
      sorter: true,
      sortDirections: ['descend' as const, 'ascend' as const],
      sortOrder: sort === m.key ? toAntd(order) : null,
      render: (_: unknown, row: KolSearchItem) => (
        <span data-metric={m.key} data-value={m.value(row) ?? ''}>
          {m.render(row)}
        </span>
      ),
    })),
    {
      title: '操作',
      key: 'action',
      fixed: 'right',
      width: 124,
      align: 'center',
      render: (_, row) => (
        <Flex gap={4} justify="center" align="center">
          <FavouriteStar row={row} />
          <ContrastButton row={row} />
        </Flex>
      ),
    },
  ];

  const handleChange: TableProps<KolSearchItem>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') {
      onChange({ page: pagination.current ?? 1, sort, order });
      return;
    }
    const picked = Array.isArray(sorter) ? sorter[0] : sorter;
    // A third click clears antd's sort: go back to the default order.
    if (!picked?.order || !picked.columnKey) onChange({ page: 1, sort: 'fans', order: 'desc' });
    else onChange({ page: 1, sort: picked.columnKey as KolSort, order: picked.order === 'ascend' ? 'asc' : 'desc' });
  };

  return (
    <Table<KolSearchItem>
      rowKey="kol_id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      onChange={handleChange}
      locale={{ emptyText: EMPTY_LIST }}
      scroll={{ x: 1470 }}
      showSorterTooltip={false}
      pagination={{
        current: page,
        pageSize: perPage,
        total,
        showSizeChanger: false,
        showTotal: (n) => `共 ${n} 位博主`,
      }}
    />
  );
}
