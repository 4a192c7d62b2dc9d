import { Spin } from 'antd';
import { useNavigation } from 'react-router';
import styles from './screen-loading.module.css';

/** First paint while the first screen's chunks load. */
export function ScreenLoading() {
  return (
    <div className={styles.screen}>
      <Spin size="large" />
      <span>正在加载…</span>
    </div>
  );
}

/** A thin bar at the top while a navigation waits for the next screen's chunk. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={styles.bar} role="progressbar" aria-label="页面加载中" />;
}
