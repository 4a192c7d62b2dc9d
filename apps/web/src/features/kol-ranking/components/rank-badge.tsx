import styles from './ranking.module.css';

/** The rank, with the top three as gold, silver and bronze medals. */
export function RankBadge({ rank }: { rank: number }) {
  const medal = rank === 1 ? styles.gold : rank === 2 ? styles.silver : rank === 3 ? styles.bronze : '';
  return (
    <span className={`${styles.rank} ${medal}`} data-testid="rank">
      {rank}
    </span>
  );
}
