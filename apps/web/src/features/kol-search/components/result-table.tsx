import type { KolSort, SortOrder } from '@boguan/contracts/kol-search';
import type { KolSearchItem } from '@boguan/contracts/kol-search.api';
import { useQueryClient } from '@tanstack/react-query';
import { Flex, type TableColumnsType, type TableProps } from 'antd';
import { formatChange, formatCount, formatPercent } from '../../../lib/format';
import { BloggerCell } from '../../blogger-common/blogger-cell';
import { BloggerTable } from '../../blogger-common/blogger-table';
import { ContrastButton } from '../../blogger-common/contrast-button';
import { FavouriteStar } from '../../blogger-common/favourite-star';
import { MetricTitle } from '../../blogger-common/metric-title';
import { patchCollected } from '../api/kol-search-api';

interface SortColumn {
  key: KolSort;
  /** The figure the column sorts by (exposed as data-value for tests and tooling). */
  value: (row: KolSearchItem) => number | string | null;
  render: (row: KolSearchItem) => string;
  width: number;
}

/** The sortable figures; each column's title and ⓘ come from the shared metric table. */
const SORT_COLUMNS: SortColumn[] = [
  { key: 'fans', width: 108, value: (r) => r.fans, render: (r) => formatCount(r.fans) },
  { key: 'posts_30d', width: 140, value: (r) => r.posts_30d, render: (r) => String(r.posts_30d) },
  {
    key: 'avg_interactions',
    width: 124,
    value: (r) => r.avg_interactions,
    render: (r) => formatCount(r.avg_interactions),
  },
  {
    key: 'engagement_rate',
    width: 104,
    value: (r) => r.engagement_rate,
    render: (r) => formatPercent(r.engagement_rate),
  },
  {
    key: 'sponsored_share',
    width: 140,
    value: (r) => r.sponsored_share,
    render: (r) => formatPercent(r.sponsored_share, 1),
  },
  { key: 'growth_7d', width: 116, value: (r) => r.growth_7d, render: (r) => formatChange(r.growth_7d) },
  {
    key: 'influence_week',
    width: 124,
    value: (r) => r.influence_week,
    render: (r) => r.influence_week.toFixed(1),
  },
  {
    key: 'last_post_at',
    width: 140,
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
  const client = useQueryClient();
  const columns: TableColumnsType<KolSearchItem> = [
    { title: '博主', key: 'blogger', fixed: 'left', width: 220, render: (_, row) => <BloggerCell card={row} /> },
    {
      title: '地区',
      key: 'area',
      width: 124,
      render: (_, row) => [row.province, row.city].filter(Boolean).join(' ') || '未知',
    },
    ...SORT_COLUMNS.map((m) => ({
      key: m.key,
      title: <MetricTitle metric={m.key} />,
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
          <FavouriteStar
            kolId={row.kol_id}
            name={row.uname}
            collected={row.collected}
            onChange={(collected) => patchCollected(client, row.kol_id, collected)}
          />
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
    <BloggerTable<KolSearchItem>
      columns={columns}
      dataSource={rows}
      loading={loading}
      onChange={handleChange}
      scroll={{ x: 1470 }}
      showSorterTooltip={false}
      paging={{ page, perPage, total, unit: '位博主' }}
    />
  );
}
