import {
  boardFigureLabel,
  GROWTH_RATE_HINT,
  GROWTH_RATE_LABEL,
  type RankingBoard,
  type RankingPeriod,
} from '@boguan/contracts/kol-ranking';
import type { FansIncRankRow } from '@boguan/contracts/kol-ranking.api';
import { type TableColumnsType, Tooltip } from 'antd';
import { formatPercent } from '../../../lib/format';
import { BloggerCell } from '../../blogger-common/blogger-cell';
import { BloggerTable } from '../../blogger-common/blogger-table';
import { ContrastButton } from '../../blogger-common/contrast-button';
import { formatMetric } from '../../blogger-common/metric-format';
import { MetricTitle } from '../../blogger-common/metric-title';
import type { BoardRow } from '../api/kol-ranking-api';
import { RankBadge } from './rank-badge';
import { RankChange } from './rank-change';
import styles from './ranking.module.css';

const isGrowthRow = (row: BoardRow): row is FansIncRankRow => 'growth' in row;
/** The figure the row is ranked by: its new followers, or its influence index. */
const rankedBy = (row: BoardRow) => (isGrowthRow(row) ? row.growth : row.score);

function figureColumns(board: RankingBoard, period: RankingPeriod): TableColumnsType<BoardRow> {
  const ranked: TableColumnsType<BoardRow>[number] = {
    title: boardFigureLabel(board, period),
    key: 'figure',
    align: 'right',
    render: (_, row) => (
      <span className={styles.score} data-testid="rank-score" data-value={rankedBy(row)}>
        {isGrowthRow(row) ? formatMetric('change', row.growth) : formatMetric('index', row.score)}
      </span>
    ),
  };
  if (board === 'fans_inc') {
    return [
      ranked,
      {
        title: <Tooltip title={GROWTH_RATE_HINT}>{GROWTH_RATE_LABEL}</Tooltip>,
        key: 'growth_rate',
        align: 'right',
        render: (_, row) => (isGrowthRow(row) ? formatPercent(row.growth_rate) : '-'),
      },
    ];
  }
  return [
    ranked,
    {
      title: <MetricTitle metric="avg_interactions" />,
      key: 'avg',
      align: 'right',
      render: (_, row) => formatMetric('count', row.avg_interactions),
    },
    {
      title: <MetricTitle metric="engagement_rate" />,
      key: 'engagement',
      align: 'right',
      render: (_, row) => formatMetric('percent', row.engagement_rate),
    },
  ];
}

/** The table of every board: rank (top 3 highlighted), blogger, reach, the board's figures, 加入对比. */
export function RankingTable({
  board,
  period,
  rows,
  loading,
  page,
  perPage,
  total,
  onPage,
}: {
  board: RankingBoard;
  period: RankingPeriod;
  rows: BoardRow[];
  loading: boolean;
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const columns: TableColumnsType<BoardRow> = [
    {
      title: <Tooltip title="箭头为较前一日榜单的名次变化">排名</Tooltip>,
      key: 'rank',
      width: 72,
      align: 'center',
      render: (_, row) => (
        <div className={styles.rankCell}>
          <RankBadge rank={row.rank} />
          <RankChange change={row.rank_change} />
        </div>
      ),
    },
    { title: '博主', key: 'blogger', render: (_, row) => <BloggerCell card={row} /> },
    {
      title: <MetricTitle metric="fans" />,
      key: 'fans',
      align: 'right',
      render: (_, row) => formatMetric('count', row.fans),
    },
    {
      title: '地区',
      key: 'area',
      render: (_, row) => [row.province, row.city].filter(Boolean).join(' ') || '未知',
    },
    ...figureColumns(board, period),
    { title: '操作', key: 'action', width: 110, align: 'center', render: (_, row) => <ContrastButton row={row} /> },
  ];
  return (
    <BloggerTable<BoardRow>
      columns={columns}
      dataSource={rows}
      loading={loading}
      rowClassName={(row) => (row.rank <= 3 ? (styles.topRow ?? '') : '')}
      scroll={{ x: 860 }}
      paging={{ page, perPage, total, unit: '名', onChange: onPage }}
    />
  );
}
