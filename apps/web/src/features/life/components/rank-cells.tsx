import boardStyles from '../../../components/board.module.css';

/** The rank, the top three as gold, silver and bronze medals. */
export function RankBadge({ rank }: { rank: number }) {
  const medal = rank === 1 ? boardStyles.gold : rank === 2 ? boardStyles.silver : rank === 3 ? boardStyles.bronze : '';
  return (
    <span className={`${boardStyles.rank} ${medal}`} data-testid="rank">
      {rank}
    </span>
  );
}

/** Places moved since the period before: ↑3 / ↓2 / 新 / –; nothing when that period has no mentions. */
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
