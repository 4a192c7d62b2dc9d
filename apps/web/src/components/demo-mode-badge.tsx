import { useDataStatus } from '../lib/data-status';
import styles from './demo-mode-badge.module.css';

/**
 * On every page of a demo install (SMS and WeChat local): nobody receives a real code, the codes
 * are on the /dev/sms page, and the data is the simulator's. Absent on a real install.
 */
export function DemoModeBadge() {
  const { data } = useDataStatus();
  if (!data?.demo_mode) return null;
  return (
    <aside className={styles.badge} aria-label="演示模式">
      <strong>演示模式</strong>
      <span className={styles.detail}>短信验证码与微信扫码为本地模拟，验证码见 /dev/sms</span>
    </aside>
  );
}
