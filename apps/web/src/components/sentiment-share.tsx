import { ExclamationCircleOutlined } from '@ant-design/icons';
import {
  SENTIMENT_LABELS,
  SENTIMENT_MIN_SAMPLE,
  SENTIMENT_SMALL_SAMPLE,
  SENTIMENT_VALUES,
  type SentimentCounts,
  type SentimentLabel,
  sentimentShare,
} from '@boguan/contracts/sentiment';
import styles from './sentiment.module.css';

const BAR_CLASS: Record<SentimentLabel, string | undefined> = {
  positive: styles.barPositive,
  neutral: styles.barNeutral,
  negative: styles.barNegative,
};

const formatShare = (share: number) => `${share.toFixed(1)}%`;

/**
 * The 正面 / 中性 / 负面 shares of a set of texts, with how many texts they come from; below
 * SENTIMENT_MIN_SAMPLE texts a visible mark says the shares are only indicative.
 */
export function SentimentShare({ counts }: { counts: SentimentCounts }) {
  const shares = SENTIMENT_VALUES.map((label) => ({
    label,
    count: counts[label],
    share: sentimentShare(counts, label),
  }));
  const summary = shares.map((s) => `${SENTIMENT_LABELS[s.label]} ${formatShare(s.share)}`).join('，');
  return (
    <div className={styles.share} data-testid="sentiment-share">
      <div className={styles.bar} role="img" aria-label={`情感占比：${summary}`}>
        {shares.map((s) =>
          s.count > 0 ? <span key={s.label} className={BAR_CLASS[s.label]} style={{ width: `${s.share}%` }} /> : null,
        )}
      </div>
      <ul className={styles.legend}>
        {shares.map((s) => (
          <li key={s.label} className={styles.legendItem} data-sentiment={s.label}>
            <span className={`${styles.dot} ${BAR_CLASS[s.label]}`} aria-hidden />
            <span>{SENTIMENT_LABELS[s.label]}</span>
            <span className={styles.percent}>{formatShare(s.share)}</span>
            <span className={styles.basis}>{s.count} 条</span>
          </li>
        ))}
      </ul>
      <div className={styles.basis}>
        <span>基于 {counts.total} 条</span>
        {counts.total < SENTIMENT_MIN_SAMPLE && (
          <span className={styles.smallSample} role="note">
            <ExclamationCircleOutlined aria-hidden />
            {SENTIMENT_SMALL_SAMPLE}
          </span>
        )}
      </div>
    </div>
  );
}
