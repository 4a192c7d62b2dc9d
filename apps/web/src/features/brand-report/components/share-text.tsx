import type { BrandShare } from '@boguan/contracts/brand-report.api';
import { formatPercent } from '../../../lib/format';
import styles from './brand-report.module.css';

/** A share with its Wilson 95% interval and the sample it was computed from. */
export function ShareText({ share }: { share: BrandShare | null }) {
  if (!share) return <span>-</span>;
  if (share.n === 0) return <span>-（n = 0）</span>;
  return (
    <span>
      {formatPercent(share.share, 1)}{' '}
      <span className={styles.interval}>
        （95% 区间 {formatPercent(share.low, 1)}–{formatPercent(share.high, 1)}，n = {share.n}）
      </span>
    </span>
  );
}
