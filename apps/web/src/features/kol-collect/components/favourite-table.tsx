import type { FavouriteItem } from '@boguan/contracts/kol-collect.api';
import { CONTRAST_MAX } from '@boguan/contracts/kol-contrast';
import { METRICS, type MetricKey } from '@boguan/contracts/metrics';
import { Button, Space, type TableColumnsType } from 'antd';
import { BloggerCell } from '../../blogger-common/blogger-cell';
import { BloggerTable } from '../../blogger-common/blogger-table';
import { formatMetric } from '../../blogger-common/metric-format';
import { MetricTitle } from '../../blogger-common/metric-title';

interface FavouriteTableProps {
  rows: FavouriteItem[];
  loading: boolean;
  page: number;
  perPage: number;
  total: number;
  selected: FavouriteItem[];
  onSelect(rows: FavouriteItem[]): void;
  onPage(page: number): void;
  onMove(row: FavouriteItem): void;
  onRemove(row: FavouriteItem): void;
}

/** The figures of each favourite (blogger_stats) and their column widths. */
const FIGURES: ReadonlyArray<
  [
    Extract<MetricKey, 'fans' | 'posts_30d' | 'avg_interactions' | 'engagement_rate' | 'growth_7d' | 'influence_week'>,
    number,
  ]
> = [
  ['fans', 100],
  ['posts_30d', 120],
  ['avg_interactions', 110],
  ['engagement_rate', 84],
  ['growth_7d', 110],
  ['influence_week', 104],
];

/** The favourites with their key figures (from blogger_stats), selection for comparison, move and remove. */
export function FavouriteTable(props: FavouriteTableProps) {
  const { rows, selected } = props;
  const selectedIds = selected.map((row) => row.kol_id);
  const columns: TableColumnsType<FavouriteItem> = [
    { title: '博主', key: 'blogger', width: 240, render: (_, row) => <BloggerCell card={row} /> },
    ...FIGURES.map(([metric, width]): TableColumnsType<FavouriteItem>[number] => ({
      title: <MetricTitle metric={metric} />,
      key: metric,
      width,
      align: 'right',
      render: (_, row) => formatMetric(METRICS[metric].format, row[metric]),
    })),
    { title: '分组', key: 'group', dataIndex: 'group', ellipsis: true, width: 110 },
    { title: '收藏时间', key: 'time', width: 150, render: (_, row) => row.collect_time.slice(0, 16) },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      // Always reachable, however narrow the window.
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => props.onMove(row)}>
            移动分组
          </Button>
          <Button type="link" size="small" danger onClick={() => props.onRemove(row)}>
            取消收藏
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <BloggerTable<FavouriteItem>
      columns={columns}
      dataSource={rows}
      loading={props.loading}
      scroll={{ x: 1280 }}
      rowSelection={{
        selectedRowKeys: selectedIds,
        preserveSelectedRowKeys: true,
        hideSelectAll: true,
        // At most five bloggers take part in one comparison.
        getCheckboxProps: (row) => ({
          disabled: !selectedIds.includes(row.kol_id) && selectedIds.length >= CONTRAST_MAX,
          'aria-label': `选择 ${row.uname}`,
        }),
        onChange: (keys, picked) => {
          // Rows picked on other pages stay selected; antd passes only the ones it knows, so merge.
          const known = new Map([...selected, ...picked.filter(Boolean)].map((row) => [row.kol_id, row]));
          props.onSelect(
            keys.map((key) => known.get(Number(key))).filter((row): row is FavouriteItem => row !== undefined),
          );
        },
      }}
      paging={{ page: props.page, perPage: props.perPage, total: props.total, unit: '位博主', onChange: props.onPage }}
    />
  );
}
