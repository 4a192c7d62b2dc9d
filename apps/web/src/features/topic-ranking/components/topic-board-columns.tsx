import { hashtagOf } from '@boguan/contracts/topic-name';
import type { TopicBoard } from '@boguan/contracts/topic-ranking';
import type { TopicRankRow } from '@boguan/contracts/topic-ranking.api';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import boardStyles from '../../../components/board.module.css';
import { formatCount } from '../../../lib/format';
import styles from './topic-ranking.module.css';

/** The rank, the top three as gold, silver and bronze medals. */
function RankBadge({ rank }: { rank: number }) {
  const medal = rank === 1 ? boardStyles.gold : rank === 2 ? boardStyles.silver : rank === 3 ? boardStyles.bronze : '';
  return (
    <span className={`${boardStyles.rank} ${medal}`} data-testid="rank">
      {rank}
    </span>
  );
}

/** Places moved since the period before: ↑3 / ↓2 / 新 / –; nothing when that period has no board. */
export function RankChange({ change, shown }: { change: number | null; shown: boolean }) {
  if (!shown) return null;
  if (change === null) return <span className={boardStyles.fresh}>新</span>;
  if (change === 0) return <span className={boardStyles.same}>–</span>;
  return change > 0 ? (
    <span className={boardStyles.up} title={`较上期上升${change}位`}>
      ↑{change}
    </span>
  ) : (
    <span className={boardStyles.down} title={`较上期下降${-change}位`}>
      ↓{-change}
    </span>
  );
}

type FigureKey = 'read_inc' | 'discuss_inc' | 'read_total' | 'discuss_total';

function figure(title: string, key: FigureKey, strong = false) {
  return {
    title,
    key,
    width: 104,
    align: 'right' as const,
    render: (_: unknown, row: TopicRankRow) => (
      <span className={boardStyles.figure} data-metric={key} data-value={row[key]}>
        {strong ? <b>{formatCount(row[key])}</b> : formatCount(row[key])}
      </span>
    ),
  };
}

function Host({ host }: { host: TopicRankRow['host'] }) {
  if (!host) return <span className={boardStyles.same}>-</span>;
  const name = host.name || host.uid;
  if (host.kol_id === null) return <span>{name}</span>;
  return <Link to={`/bosSearch/detail?kol_id=${host.kol_id}&uid=${host.uid}`}>{name}</Link>;
}

const rate = (row: TopicRankRow) => (row.discuss_rate === null ? '-' : `+${row.discuss_rate.toFixed(1)}%`);

/**
 * A phone's columns: the topic with its category and host under it, and the board's figures
 * stacked in one column, so nothing needs a sideways scroll.
 */
function phoneColumns(board: TopicBoard): TableColumnsType<TopicRankRow> {
  return [
    {
      title: '话题',
      key: 'name',
      render: (_, row) => (
        <div>
          <div className={styles.topic}>{hashtagOf(row.name)}</div>
          <div className={boardStyles.meta}>
            {row.category || '-'}
            {row.host && (
              <>
                {' · '}
                <Host host={row.host} />
              </>
            )}
          </div>
        </div>
      ),
    },
    {
      title: board === 'heated' ? '讨论增长' : '阅读增量',
      key: 'figures',
      width: 112,
      align: 'right',
      render: (_, row) => (
        <div className={boardStyles.figure}>
          {board === 'heated' ? (
            <b className={boardStyles.up} data-metric="discuss_rate">
              {rate(row)}
            </b>
          ) : (
            <b data-metric="read_inc" data-value={row.read_inc}>
              {formatCount(row.read_inc)}
            </b>
          )}
          <div className={boardStyles.meta}>讨论 +{formatCount(row.discuss_inc)}</div>
        </div>
      ),
    },
  ];
}

/**
 * The columns of a board: 飙升话题榜 leads with the growth rate, the others with the read increase;
 * `narrow` (a phone) keeps three columns.
 */
export function boardColumns(board: TopicBoard, hasPrevious: boolean, narrow = false): TableColumnsType<TopicRankRow> {
  const heated = board === 'heated';
  const rank: TableColumnsType<TopicRankRow>[number] = {
    title: '排名',
    key: 'rank',
    width: narrow ? 56 : 72,
    align: 'center',
    fixed: narrow ? undefined : 'left',
    render: (_, row) => (
      <div className={boardStyles.rankCell}>
        <RankBadge rank={row.rank} />
        <RankChange change={row.rank_change} shown={hasPrevious} />
      </div>
    ),
  };
  if (narrow) return [rank, ...phoneColumns(board)];
  const columns: TableColumnsType<TopicRankRow> = [
    rank,
    {
      title: '话题',
      key: 'name',
      width: 220,
      render: (_, row) => <span className={styles.topic}>{hashtagOf(row.name)}</span>,
    },
    { title: '分类', key: 'category', width: 80, render: (_, row) => row.category || '-' },
    { title: '主持人', key: 'host', width: 120, render: (_, row) => <Host host={row.host} /> },
  ];
  if (heated) {
    columns.push({
      title: '讨论增长率',
      key: 'discuss_rate',
      width: 108,
      align: 'right',
      render: (_, row) => (
        <b className={boardStyles.up} data-metric="discuss_rate">
          {rate(row)}
        </b>
      ),
    });
  }
  return [
    ...columns,
    figure('阅读增量', 'read_inc', !heated),
    figure('讨论增量', 'discuss_inc', heated),
    figure('阅读总量', 'read_total'),
    figure('讨论总量', 'discuss_total'),
  ];
}
