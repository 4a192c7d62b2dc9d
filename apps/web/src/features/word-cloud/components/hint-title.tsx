import { Tooltip } from 'antd';
import styles from './word-cloud.module.css';

/** A figure's name with its ⓘ: how it is computed, on hover or keyboard focus (docs/word-cloud.md). */
export function HintTitle({ label, hint }: { label: string; hint: string }) {
  return (
    <span>
      {label}
      <Tooltip title={hint}>
        <button type="button" className={styles.hint} aria-label={`${label}的说明：${hint}`}>
          ⓘ
        </button>
      </Tooltip>
    </span>
  );
}
