import styles from './ranking.module.css';

/** Places moved since the previous day's snapshot: ↑3 / ↓2 / 新 (not in it) / – (unchanged). */
export function RankChange({ change }: { change: number | null | undefined }) {
  if (change === undefined) return null;
  if (change === null) return <span className={styles.changeNew}>新</span>;
  if (change === 0) return <span className={styles.changeSame}>–</span>;
  return change > 0 ? (
    <span className={styles.changeUp} title={`较前一日上升${change}位`}>
      ↑{change}
    </span>
  ) : (
    <span className={styles.changeDown} title={`较前一日下降${-change}位`}>
      ↓{-change}
    </span>
  );
}
