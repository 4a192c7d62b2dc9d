import { EMPTY_LIST } from '@boguan/contracts/kol';
import type { FavouriteItem } from '@boguan/contracts/kol-collect';
import { Button, Space, Table, type TableColumnsType } from 'antd';
import { formatChange, formatCount, formatPercent } from '../../../lib/format';
import { BloggerCell } from '../../blogger-common/blogger-cell';
import { CONTRAST_MAX } from '../../blogger-common/contrast-basket';

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

/** The favourites with their key figures (from blogger_stats), selection for comparison, move and remove. */
export function FavouriteTable(props: FavouriteTableProps) {
  const { rows, selected } = props;
  const selectedIds = selected.map((row) => row.kol_id);
  const columns: TableColumnsType<FavouriteItem> = [
    { title: '博主', key: 'blogger', width: 240, render: (_, row) => <BloggerCell card={row} /> },
    { title: '粉丝数', key: 'fans', width: 100, align: 'right', render: (_, row) => formatCount(row.fans) },
    { title: '近30天发博', key: 'posts', width: 104, align: 'right', render: (_, row) => row.posts_30d },
    { title: '平均互动', key: 'avg', width: 96, align: 'right', render: (_, row) => formatCount(row.avg_interactions) },
    { title: '互动率', key: 'rate', width: 84, align: 'right', render: (_, row) => formatPercent(row.engagement_rate) },
    { title: '近7天涨粉', key: 'growth', width: 100, align: 'right', render: (_, row) => formatChange(row.growth_7d) },
    {
      title: '影响力指数',
      key: 'influence',
      width: 104,
      align: 'right',
      render: (_, row) => row.influence_week.toFixed(1),
    },
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
    <Table<FavouriteItem>
      rowKey="kol_id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={props.loading}
      locale={{ emptyText: EMPTY_LIST }}
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
      pagination={{
        current: props.page,
        pageSize: props.perPage,
        total: props.total,
        showSizeChanger: false,
        showTotal: (total) => `共 ${total} 位博主`,
        onChange: props.onPage,
      }}
    />
  );
}
