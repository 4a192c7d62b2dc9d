import type { CustomThreadItem } from '@boguan/contracts/custom-order.api';
import styles from './custom-order.module.css';

const AUTHOR_NAMES = { user: '我', operator: '博观运营' } as const;

/**
 * An order's thread, oldest first: replies as speech, the operator's state changes and quotes as
 * notes between them. Line breaks typed by either side are kept.
 */
export function OrderThread({ thread }: { thread: readonly CustomThreadItem[] }) {
  if (thread.length === 0) {
    return <div className={styles.threadEmpty}>暂无沟通记录，运营人员会尽快与您联系。</div>;
  }
  return (
    <ol className={styles.thread} aria-label="沟通记录">
      {thread.map((entry) =>
        entry.kind === 'reply' ? (
          <li key={entry.id} className={entry.author === 'operator' ? styles.fromOperator : styles.fromUser}>
            <div className={styles.meta}>
              <strong>{AUTHOR_NAMES[entry.author]}</strong> <span>{entry.time}</span>
            </div>
            <div className={styles.text}>{entry.content}</div>
          </li>
        ) : (
          <li key={entry.id} className={styles.note}>
            {AUTHOR_NAMES[entry.author]}：{entry.content}
            <span className={styles.noteTime}>{entry.time}</span>
          </li>
        ),
      )}
    </ol>
  );
}
