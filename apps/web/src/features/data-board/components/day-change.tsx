import { formatChange } from '../../../lib/format';
import styles from './data-board.module.css';

/** "+12.3%" (one decimal) of a change in percent. */
export const signedRate = (rate: number) => `${rate > 0 ? '+' : ''}${rate.toFixed(1)}%`;

/**
 * A figure against the day before: the difference and, when the day before had any, the rate;
 * red up and green down as Chinese dashboards show them; "-" without a day before.
 */
export function DayChange({
  change,
  rate,
  prefix = '较前日 ',
  stacked = false,
}: {
  change: number | null;
  rate: number | null;
  prefix?: string;
  /** The rate on its own line (a narrow column). */
  stacked?: boolean;
}) {
  if (change === null) return <span className={`${styles.change} ${styles.flat}`}>{prefix}-</span>;
  const tone = change > 0 ? styles.up : change < 0 ? styles.down : styles.flat;
  return (
    <span className={`${styles.change} ${tone}`}>
      {prefix}
      {formatChange(change)}
      {rate !== null &&
        (stacked ? <span className={styles.block}>{signedRate(rate)}</span> : `（${signedRate(rate)}）`)}
    </span>
  );
}
