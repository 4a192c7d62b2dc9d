import type { HotListEntry } from '@boguan/contracts/hot-search.api';
import { Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format';
import styles from './hot-search.module.css';
import { HotLabel } from './hot-tags';
import { detailPath } from './realtime-table';

const columns: TableColumnsType<HotListEntry> = [
  {
    title: '排名',
    dataIndex: 'rank',
    width: 64,
    align: 'center',
    render: (v: number | null) => <span className={styles.rank}>{v ?? '荐'}</span>,
  },
  {
    title: '热搜词',
    key: 'word',
    render: (_, e) => (
      <span>
        <Link to={detailPath(e.word)} className={styles.word}>
          {e.word}
        </Link>{' '}
        <HotLabel label={e.label} isAd={e.is_ad} />
      </span>
    ),
  },
  { title: '热度', dataIndex: 'heat', width: 96, render: (v: number) => formatCount(v) },
];

/** The list as one past capture showed it (organic, then the paid entries marked 广告). */
export function HistoryList({ entries, testId }: { entries: HotListEntry[]; testId: string }) {
  return (
    <Table<HotListEntry>
      data-testid={testId}
      rowKey={(e) => `${e.is_ad ? 'ad' : 'hot'}:${e.word}`}
      size="small"
      pagination={false}
      dataSource={entries}
      columns={columns}
    />
  );
}
