import { HOT_DAY_SORT_LABELS, type HotDaySort } from '@boguan/contracts/hot-search';
import type { HotDayRow, HotDaySummary } from '@boguan/contracts/hot-search.api';
import type { SortOrder } from '@boguan/contracts/kol-search';
import { Grid, Table, type TableColumnsType, Typography } from 'antd';
import type { ColumnType, SorterResult } from 'antd/es/table/interface';
import { Link } from 'react-router';
import { serverPagination } from '../../../components/server-pagination';
import { formatCount } from '../../../lib/format';
import { formatMinutes, shortTime } from '../lib/hot-format';
import styles from './hot-search.module.css';
import { HotLabel } from './hot-tags';
import { detailPath } from './realtime-table';

interface Props {
  data: HotDaySummary;
  loading: boolean;
  sort: HotDaySort;
  order: SortOrder;
  onSort: (sort: HotDaySort, order: SortOrder) => void;
  onPage: (page: number) => void;
}

const ASCENDING_FIRST: readonly HotDaySort[] = ['peak_rank', 'first_seen', 'last_seen'];

const antOrder = (order: SortOrder): 'ascend' | 'descend' => (order === 'asc' ? 'ascend' : 'descend');

/** A day's entries, sorted on the server by the column clicked; on a phone the word and its peak. */
export function DaySummaryTable({ data, loading, sort, order, onSort, onPage }: Props) {
  const compact = Grid.useBreakpoint().md === false;
  const sortable = (key: HotDaySort): ColumnType<HotDayRow> => ({
    key,
    sorter: true,
    sortOrder: sort === key ? antOrder(order) : null,
    // Ranks and times read best from the first; heat and durations from the most.
    sortDirections: ASCENDING_FIRST.includes(key) ? ['ascend', 'descend'] : ['descend', 'ascend'],
    title: HOT_DAY_SORT_LABELS[key],
  });
  const columns: TableColumnsType<HotDayRow> = [
    {
      title: '热搜词',
      key: 'word',
      render: (_, r) => (
        <div>
          <Link to={detailPath(r.word)} className={styles.word}>
            {r.word}
          </Link>{' '}
          <HotLabel label="" isAd={r.is_ad} />
          {compact && (
            <div className={styles.meta}>
              最高第{r.peak_rank ?? '-'}名 · 热度 {formatCount(r.peak_heat)} · 在榜 {formatMinutes(r.minutes_on_list)}
            </div>
          )}
        </div>
      ),
    },
    { ...sortable('peak_rank'), width: 96, align: 'center', render: (_, r) => r.peak_rank ?? '-' },
  ];
  if (!compact) {
    columns.push(
      { ...sortable('peak_heat'), width: 104, render: (_, r) => formatCount(r.peak_heat) },
      { ...sortable('first_seen'), width: 110, render: (_, r) => shortTime(r.first_seen) },
      { ...sortable('last_seen'), width: 110, render: (_, r) => shortTime(r.last_seen) },
      { ...sortable('minutes_on_list'), width: 110, render: (_, r) => formatMinutes(r.minutes_on_list) },
      {
        ...sortable('minutes_at_top'),
        width: 110,
        render: (_, r) => (r.minutes_at_top > 0 ? formatMinutes(r.minutes_at_top) : '-'),
      },
      { title: '分类', dataIndex: 'category', width: 72, render: (v: string) => v || '-' },
    );
  }
  return (
    <>
      {data.max_rows !== null && data.total_all > data.max_rows && (
        <Typography.Text className={styles.meta}>
          当日共 {data.total_all} 个词条，当前会员等级可查看前 {data.max_rows} 个
        </Typography.Text>
      )}
      <Table<HotDayRow>
        data-testid="hot-day-table"
        rowKey={(r) => `${r.is_ad ? 'ad' : 'hot'}:${r.word}`}
        size="middle"
        loading={loading}
        dataSource={data.data}
        columns={columns}
        pagination={serverPagination({
          page: data.page,
          perPage: data.per_page,
          total: data.total,
          unit: '个词条',
        })}
        onChange={(pagination, _, sorter, extra) => {
          if (extra.action === 'paginate') {
            onPage(pagination.current ?? 1);
            return;
          }
          const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<HotDayRow> | undefined;
          if (!s?.columnKey || !s.order) return;
          onSort(s.columnKey as HotDaySort, s.order === 'ascend' ? 'asc' : 'desc');
        }}
      />
    </>
  );
}
