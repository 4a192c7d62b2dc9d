import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import styles from './mobile-top-bar.module.css';

/**
 * The top bar of a mobile page: a back button (when `onBack` is given) and the page's title as its
 * heading. antd-mobile's NavBar hides its back text from screen readers and gives its back button
 * no name, so the mobile pages draw this instead.
 */
export function MobileTopBar({ title, onBack }: { title: ReactNode; onBack?: () => void }) {
  return (
    <header className={styles.bar}>
      {onBack && (
        <button type="button" className={styles.back} onClick={onBack} aria-label="返回">
          <LeftOutline aria-hidden="true" />
        </button>
      )}
      <h1 className={styles.title}>{title}</h1>
    </header>
  );
}
