import type { BrandBoard } from '@boguan/contracts/brand-ranking';
import type { BrandRankRow } from '@boguan/contracts/brand-ranking.api';
import { brandDetailPath } from '@boguan/contracts/brand-search';
import { Avatar, type TableColumnsType, Tag } from 'antd';
import { Link } from 'react-router';
import boardStyles from '../../../components/board.module.css';
import { formatCount } from '../../../lib/format';
import styles from './brand-ranking.module.css';

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

/** The brand: logo, Chinese name linking to its detail, English name; categories below on a phone. */
function BrandCell({ row, withCategories }: { row: BrandRankRow; withCategories: boolean }) {
  return (
    <div className={styles.brandCell}>
      <Avatar className={styles.logo} shape="square" size={32} src={row.brand_pic || undefined} alt="">
        {row.brand_cn_name.slice(0, 1)}
      </Avatar>
      <div>
        <Link className={styles.brandName} to={brandDetailPath(row.brand_id)}>
          {row.brand_cn_name}
        </Link>
        {row.brand_en_name && <div className={boardStyles.meta}>{row.brand_en_name}</div>}
        {withCategories && <div className={boardStyles.meta}>{row.brand_category.join(' · ') || '-'}</div>}
      </div>
    </div>
  );
}

type FigureKey = 'mentions' | 'prev_mentions' | 'growth' | 'interactions';

const FIGURE_TITLES: Record<FigureKey, string> = {
  mentions: '提及量',
  prev_mentions: '上期提及量',
  growth: '增长率',
  interactions: '互动量',
};

/** Each board's figure that decides the rank, shown first and in bold. */
export const LEAD_FIGURE: Record<BrandBoard, FigureKey> = {
  volume: 'mentions',
  growth: 'growth',
  hot: 'interactions',
};

function growthText(value: number | null): string {
  if (value === null) return '-';
  return `${value > 0 ? '+' : ''}${value.toFixed(1)}%`;
}

function figureText(row: BrandRankRow, key: FigureKey): string {
  return key === 'growth' ? growthText(row.growth) : formatCount(row[key]);
}

function Figure({ row, metric, strong }: { row: BrandRankRow; metric: FigureKey; strong: boolean }) {
  const text = figureText(row, metric);
  return (
    <span className={boardStyles.figure} data-metric={metric} data-value={row[metric] ?? ''}>
      {strong ? <b className={metric === 'growth' ? boardStyles.up : undefined}>{text}</b> : text}
    </span>
  );
}

function figureColumn(key: FigureKey, lead: boolean): TableColumnsType<BrandRankRow>[number] {
  return {
    title: FIGURE_TITLES[key],
    key,
    width: 108,
    align: 'right',
    render: (_, row) => <Figure row={row} metric={key} strong={lead} />,
  };
}

/**
 * The columns of a board: the board's own figure first, then the others; `narrow` (a phone)
 * keeps three columns, the lead figure with the mentions or interactions under it.
 */
export function boardColumns(board: BrandBoard, hasPrevious: boolean, narrow = false): TableColumnsType<BrandRankRow> {
  const lead = LEAD_FIGURE[board];
  const rank: TableColumnsType<BrandRankRow>[number] = {
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
  if (narrow) {
    const second: FigureKey = board === 'hot' ? 'mentions' : 'interactions';
    return [
      rank,
      { title: '品牌', key: 'brand', render: (_, row) => <BrandCell row={row} withCategories /> },
      {
        title: FIGURE_TITLES[lead],
        key: 'figures',
        width: 112,
        align: 'right',
        render: (_, row) => (
          <div>
            <Figure row={row} metric={lead} strong />
            <div className={boardStyles.meta}>
              {FIGURE_TITLES[second]} {figureText(row, second)}
            </div>
          </div>
        ),
      },
    ];
  }
  const others = (['mentions', 'prev_mentions', 'growth', 'interactions'] as const).filter((key) => key !== lead);
  return [
    rank,
    { title: '品牌', key: 'brand', width: 200, render: (_, row) => <BrandCell row={row} withCategories={false} /> },
    {
      title: '分类',
      key: 'category',
      width: 140,
      render: (_, row) =>
        row.brand_category.length === 0
          ? '-'
          : row.brand_category.map((c) => (
              <Tag key={c} className={styles.categoryTag}>
                {c}
              </Tag>
            )),
    },
    figureColumn(lead, true),
    ...others.map((key) => figureColumn(key, false)),
  ];
}
