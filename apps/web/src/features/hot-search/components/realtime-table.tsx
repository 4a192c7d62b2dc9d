import type { HotRealtimeEntry } from '@boguan/contracts/hot-search.api';
import { Grid, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { formatChange, formatCount } from '../../../lib/format';
import { formatMinutes, shortTime, TREND_COLORS, trendText } from '../lib/hot-format';
import styles from './hot-search.module.css';
import { HotLabel } from './hot-tags';

export const detailPath = (word: string) => `/hotDetail?word=${encodeURIComponent(word)}`;

function Rank({ entry }: { entry: HotRealtimeEntry }) {
  if (entry.rank === null) return <Tag color="blue">荐</Tag>;
  return <span className={`${styles.rank} ${entry.rank <= 3 ? styles.top : ''}`}>{entry.rank}</span>;
}

function Trend({ entry }: { entry: HotRealtimeEntry }) {
  return (
    <span>
      <Tag color={TREND_COLORS[entry.trend]} style={{ marginInlineEnd: 4 }}>
        {trendText(entry.trend, entry.heat_change_pct)}
      </Tag>
      {entry.heat_per_hour !== null && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatChange(entry.heat_per_hour)}/时
        </Typography.Text>
      )}
    </span>
  );
}

function Word({ entry, compact }: { entry: HotRealtimeEntry; compact: boolean }) {
  return (
    <div>
      <Link to={detailPath(entry.word)} className={styles.word}>
        {entry.word}
      </Link>{' '}
      <HotLabel label={entry.label} isAd={entry.is_ad} />
      {compact && (
        <div className={styles.meta}>
          热度 {formatCount(entry.heat)} · 在榜 {formatMinutes(entry.minutes_on_list)}
          {entry.category && ` · ${entry.category}`}
          <div>
            <Trend entry={entry} />
          </div>
        </div>
      )}
    </div>
  );
}

/** The live entries (or the paid ones): on a phone rank and word with the figures under it. */
export function RealtimeTable({ entries, testId }: { entries: HotRealtimeEntry[]; testId: string }) {
  const compact = Grid.useBreakpoint().md === false;
  const columns: TableColumnsType<HotRealtimeEntry> = [
    { title: '排名', key: 'rank', width: compact ? 48 : 64, align: 'center', render: (_, e) => <Rank entry={e} /> },
    { title: '热搜词', key: 'word', render: (_, e) => <Word entry={e} compact={compact} /> },
  ];
  if (!compact) {
    columns.push(
      { title: '热度', dataIndex: 'heat', width: 100, render: (v: number) => formatCount(v) },
      { title: '分类', dataIndex: 'category', width: 80, render: (v: string) => v || '-' },
      { title: '近1小时', key: 'trend', width: 170, render: (_, e) => <Trend entry={e} /> },
      {
        title: '在榜时长',
        dataIndex: 'minutes_on_list',
        width: 110,
        render: (v: number) => formatMinutes(v),
      },
      { title: '最高排名', dataIndex: 'peak_rank', width: 80, align: 'center', render: (v: number | null) => v ?? '-' },
      { title: '首次上榜', dataIndex: 'first_seen', width: 110, render: (v: string) => shortTime(v) },
    );
  }
  return (
    <Table<HotRealtimeEntry>
      data-testid={testId}
      rowKey={(e) => `${e.is_ad ? 'ad' : 'hot'}:${e.word}`}
      size="middle"
      pagination={false}
      dataSource={entries}
      columns={columns}
    />
  );
}
