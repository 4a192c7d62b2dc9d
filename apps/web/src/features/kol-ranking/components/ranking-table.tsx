import { EMPTY_LIST } from '@boguan/contracts/kol';
import type { FansIncRankRow, InfluenceRankRow, RankingBoard } from '@boguan/contracts/kol-ranking';
import { Table, type TableColumnsType, Tooltip } from 'antd';
import { formatChange, formatCount, formatPercent } from '../../../lib/format';
import { BloggerCell } from '../../blogger-common/blogger-cell';
import { ContrastButton } from '../../blogger-common/contrast-button';
import type { BoardRow } from '../api/kol-ranking-api';
import { RankBadge } from './rank-badge';
import { RankChange } from './rank-change';
import styles from './ranking.module.css';

function figureColumns(board: RankingBoard): TableColumnsType<BoardRow> {
  if (board === 'fans_inc') {
    return [
      {
        title: '新增粉丝',
        key: 'growth',
        align: 'right',
        render: (_, row) => (
          <span className={styles.score} data-testid="rank-score" data-value={(row as FansIncRankRow).growth}>
            {formatChange((row as FansIncRankRow).growth)}
          </span>
        ),
      },
      {
        title: <Tooltip title="新增粉丝 ÷ 周期开始时的粉丝数">涨粉率</Tooltip>,
        key: 'growth_rate',
        align: 'right',
        render: (_, row) => formatPercent((row as FansIncRankRow).growth_rate),
      },
    ];
  }
  return [
    {
      title: '影响力指数',
      key: 'score',
      align: 'right',
      render: (_, row) => (
        <span className={styles.score} data-testid="rank-score" data-value={(row as InfluenceRankRow).score}>
          {(row as InfluenceRankRow).score.toFixed(1)}
        </span>
      ),
    },
    {
      title: '近30天平均互动',
      key: 'avg',
      align: 'right',
      render: (_, row) => formatCount(row.avg_interactions),
    },
    {
      title: '互动率',
      key: 'engagement',
      align: 'right',
      render: (_, row) => formatPercent(row.engagement_rate),
    },
  ];
}

/** The table of every board: rank (top 3 highlighted), blogger, reach, the board's figures, 加入对比. */
export function RankingTable({
  board,
  rows,
  loading,
  page,
  perPage,
  total,
  onPage,
}: {
  board: RankingBoard;
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
    { title: '粉丝数', key: 'fans', align: 'right', render: (_, row) => formatCount(row.fans) },
    {
      title: '地区',
      key: 'area',
      render: (_, row) => [row.province, row.city].filter(Boolean).join(' ') || '未知',
    },
    ...figureColumns(board),
    { title: '操作', key: 'action', width: 110, align: 'center', render: (_, row) => <ContrastButton row={row} /> },
  ];
  return (
    <Table<BoardRow>
      rowKey="kol_id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      rowClassName={(row) => (row.rank <= 3 ? (styles.topRow ?? '') : '')}
      locale={{ emptyText: EMPTY_LIST }}
      scroll={{ x: 860 }}
      pagination={{
        current: page,
        pageSize: perPage,
        total,
        showSizeChanger: false,
        showTotal: (n) => `共 ${n} 名`,
        onChange: onPage,
      }}
    />
  );
}
