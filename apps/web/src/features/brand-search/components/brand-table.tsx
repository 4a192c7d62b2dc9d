import { InfoCircleOutlined } from '@ant-design/icons';
import {
  BRAND_COMPARE_MAX,
  BRAND_SORT_LABELS,
  type BrandOrder,
  type BrandSort,
  GROWTH_FORMULA,
  NET_SENTIMENT_FORMULA,
} from '@boguan/contracts/brand-search';
import type { BrandSearchItem } from '@boguan/contracts/brand-search.api';
import { Avatar, Space, Table, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCount, formatPercent } from '../../../lib/format';
import { BRAND_PAGE_SIZE } from '../api/brand-search-api';
import { detailPath } from '../lib/brand-query';
import styles from './brand-search.module.css';
import { BrandStar } from './brand-star';

interface Props {
  rows: BrandSearchItem[];
  loading: boolean;
  page: number;
  total: number;
  sort: BrandSort;
  order: BrandOrder;
  canCollect: boolean;
  picked: string[];
  onPick: (ids: string[]) => void;
  onChange: (next: { page?: number; sort?: BrandSort; order?: BrandOrder }) => void;
}

const title = (label: string, tip: string): ReactNode => (
  <span>
    {label}{' '}
    <Tooltip title={tip}>
      <InfoCircleOutlined aria-label={`${label}说明`} />
    </Tooltip>
  </span>
);

const signed = (ratio: number | null) => (ratio === null ? '-' : `${ratio > 0 ? '+' : ''}${formatPercent(ratio, 1)}`);

/** The result list: spec 3's brand fields, the four sortable figures, favourite and compare. */
export function BrandTable({ rows, loading, page, total, sort, order, canCollect, picked, onPick, onChange }: Props) {
  const sortOrder = (key: BrandSort): 'ascend' | 'descend' | null =>
    sort === key ? (order === 'asc' ? 'ascend' : 'descend') : null;
  return (
    <div data-testid="brand-table">
      <Table<BrandSearchItem>
        rowKey="brand_id"
        loading={loading}
        dataSource={rows}
        scroll={{ x: 960 }}
        // A figure's first click shows its biggest brands, as on every other board.
        sortDirections={['descend', 'ascend']}
        rowSelection={{
          selectedRowKeys: picked,
          preserveSelectedRowKeys: true,
          hideSelectAll: true,
          columnTitle: '对比',
          getCheckboxProps: (row) => ({
            disabled: !picked.includes(row.brand_id) && picked.length >= BRAND_COMPARE_MAX,
            'aria-label': `选择 ${row.brand_cn_name} 对比`,
          }),
          onChange: (keys) => onPick(keys.map(String)),
        }}
        pagination={{
          current: page,
          pageSize: BRAND_PAGE_SIZE,
          total,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 个品牌`,
        }}
        onChange={(pagination, _filters, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const key = (s?.columnKey as BrandSort | undefined) ?? sort;
          const nextOrder: BrandOrder = s?.order === 'ascend' ? 'asc' : 'desc';
          if (key !== sort || nextOrder !== order) onChange({ sort: key, order: nextOrder, page: 1 });
          else onChange({ page: pagination.current ?? 1 });
        }}
        columns={[
          {
            title: '品牌',
            key: 'brand',
            fixed: 'left',
            render: (_, row) => (
              <div className={styles.brandCell}>
                <Avatar shape="square" size={40} src={row.brand_pic || undefined} alt="">
                  {row.brand_cn_name.slice(0, 1)}
                </Avatar>
                <div className={styles.brandNames}>
                  <Link to={detailPath(row.brand_id)}>{row.brand_cn_name}</Link>
                  <span className={styles.muted}>{row.brand_en_name}</span>
                </div>
              </div>
            ),
          },
          {
            title: '品类',
            key: 'category',
            render: (_, row) => (
              <Space size={2} wrap>
                {row.brand_category.map((c) => (
                  <Tag key={c}>{c}</Tag>
                ))}
                {row.demo && <Tag color="purple">演示</Tag>}
              </Space>
            ),
          },
          {
            title: BRAND_SORT_LABELS.mentions,
            key: 'mentions',
            sorter: true,
            sortOrder: sortOrder('mentions'),
            render: (_, row) => (
              <span data-metric="mentions" data-value={row.mentions}>
                {formatCount(row.mentions)}
              </span>
            ),
          },
          {
            title: title(BRAND_SORT_LABELS.growth, GROWTH_FORMULA),
            key: 'growth',
            sorter: true,
            sortOrder: sortOrder('growth'),
            render: (_, row) => (
              <span
                data-metric="growth"
                data-value={row.growth ?? ''}
                style={{ color: row.growth === null ? undefined : row.growth >= 0 ? '#cf1322' : '#389e0d' }}
              >
                {signed(row.growth)}
              </span>
            ),
          },
          {
            title: BRAND_SORT_LABELS.interactions,
            key: 'interactions',
            sorter: true,
            sortOrder: sortOrder('interactions'),
            render: (_, row) => (
              <span data-metric="interactions" data-value={row.interactions}>
                {formatCount(row.interactions)}
              </span>
            ),
          },
          {
            title: title(BRAND_SORT_LABELS.net_sentiment, NET_SENTIMENT_FORMULA),
            key: 'net_sentiment',
            sorter: true,
            sortOrder: sortOrder('net_sentiment'),
            render: (_, row) => (
              <span data-metric="net_sentiment" data-value={row.sentiment.net_sentiment ?? ''}>
                {signed(row.sentiment.net_sentiment)}
                <span className={styles.muted}>（n={row.sentiment.polar}）</span>
              </span>
            ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 120,
            render: (_, row) => (
              <Space size={4}>
                <Link to={detailPath(row.brand_id)}>详情</Link>
                {canCollect && <BrandStar brandId={row.brand_id} name={row.brand_cn_name} collected={row.collected} />}
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
