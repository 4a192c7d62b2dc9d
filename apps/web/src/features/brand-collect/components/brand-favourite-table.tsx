import type { BrandFavourite } from '@boguan/contracts/brand-collect.api';
import { BRAND_CONTRAST_MAX } from '@boguan/contracts/brand-contrast';
import { brandDetailPath } from '@boguan/contracts/brand-search';
import { EMPTY_LIST } from '@boguan/contracts/kol';
import { Avatar, Button, Space, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { Link } from 'react-router';
import { serverPagination } from '../../../components/server-pagination';
import { formatCount, formatPercent } from '../../../lib/format';
import styles from './brand-collect.module.css';

interface Props {
  rows: BrandFavourite[];
  recent: { from: string; to: string };
  loading: boolean;
  page: number;
  perPage: number;
  total: number;
  selected: string[];
  onSelect(ids: string[]): void;
  onPage(page: number): void;
  onMove(row: BrandFavourite): void;
  onRemove(row: BrandFavourite): void;
}

/** A bar per day of the recent window, scaled to the row's busiest day. */
function Spark({ daily, dates }: { daily: number[]; dates: string }) {
  const max = Math.max(1, ...daily);
  return (
    <Tooltip title={`${dates} 每日提及：${daily.join(' / ')}`}>
      <span className={styles.spark} role="img" aria-label={`每日提及 ${daily.join(',')}`}>
        {daily.map((n, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a day's bar is its position in the window
          <span key={i} className={styles.sparkBar} style={{ height: `${Math.max(4, (n / max) * 100)}%` }} />
        ))}
      </span>
    </Tooltip>
  );
}

function change(recent: number, previous: number): string {
  if (previous === 0) return recent > 0 ? '新增' : '-';
  return formatPercent((recent - previous) / previous, 1);
}

/** Favourite brands with their group, recent mentions and the change on the week before. */
export function BrandFavouriteTable(props: Props) {
  const dates = `${props.recent.from} 至 ${props.recent.to}`;
  const columns: TableColumnsType<BrandFavourite> = [
    {
      title: '品牌',
      key: 'brand',
      render: (_, row) => (
        <Space>
          <Avatar src={row.brand_pic || undefined} shape="square" alt="">
            {row.brand_cn_name.slice(0, 1)}
          </Avatar>
          <div>
            <Link to={brandDetailPath(row.brand_id)}>{row.brand_cn_name}</Link>
            {row.demo && (
              <Tag color="gold" style={{ marginInlineStart: 6 }}>
                演示数据
              </Tag>
            )}
            <div className={styles.muted}>{row.brand_category.join(' / ') || row.brand_en_name || '未分类'}</div>
          </div>
        </Space>
      ),
    },
    { title: '分组', dataIndex: 'group', key: 'group', width: 110 },
    {
      title: <Tooltip title={`${dates}（近7天，含今天）提及该品牌的博文数`}>近7天提及</Tooltip>,
      key: 'recent',
      width: 200,
      render: (_, row) => (
        <Space>
          <strong>{formatCount(row.mentions_recent)}</strong>
          <Spark daily={row.daily} dates={dates} />
        </Space>
      ),
    },
    {
      title: '环比前7天',
      key: 'change',
      width: 110,
      render: (_, row) => (
        <Tooltip title={`前7天提及 ${row.mentions_previous}`}>
          {change(row.mentions_recent, row.mentions_previous)}
        </Tooltip>
      ),
    },
    { title: '收藏时间', key: 'time', width: 150, render: (_, row) => row.collect_time.slice(0, 16) },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => props.onMove(row)}>
            移动
          </Button>
          <Button type="link" size="small" danger onClick={() => props.onRemove(row)}>
            取消收藏
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Table<BrandFavourite>
      rowKey="brand_id"
      size="middle"
      columns={columns}
      dataSource={props.rows}
      loading={props.loading}
      locale={{ emptyText: EMPTY_LIST }}
      scroll={{ x: 860 }}
      rowSelection={{
        selectedRowKeys: props.selected,
        preserveSelectedRowKeys: true,
        // A comparison takes a few brands, never a whole page (and antd's select-all box would be
        // copied, focusable, into the table's hidden measure row).
        hideSelectAll: true,
        onChange: (keys) => props.onSelect(keys.map(String)),
        getCheckboxProps: (row) => ({
          disabled: !props.selected.includes(row.brand_id) && props.selected.length >= BRAND_CONTRAST_MAX,
          'aria-label': `选择 ${row.brand_cn_name}`,
        }),
      }}
      pagination={serverPagination({
        page: props.page,
        perPage: props.perPage,
        total: props.total,
        unit: '个',
        onChange: props.onPage,
      })}
    />
  );
}
