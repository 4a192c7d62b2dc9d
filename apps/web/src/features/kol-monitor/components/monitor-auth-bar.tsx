import type { MonitorAuth } from '@boguan/contracts/kol-monitor';
import { Alert, Button, Skeleton, Statistic } from 'antd';
import { useUiStore } from '../../../stores/ui-store';
import styles from './kol-monitor.module.css';

/** The member's allowance: level, accounts allowed, in use and left (or the upgrade hint). */
export function MonitorAuthBar({
  auth,
  loading,
  onRetry,
}: {
  auth: MonitorAuth | undefined;
  loading: boolean;
  onRetry: () => void;
}) {
  const openUpgrade = useUiStore((s) => s.openUpgrade);
  if (loading) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (!auth) {
    return (
      <Alert
        type="error"
        showIcon
        title="监控权限加载失败"
        action={
          <Button size="small" onClick={onRetry}>
            重试
          </Button>
        }
      />
    );
  }
  if (!auth.allowed) {
    return (
      <Alert
        type="warning"
        showIcon
        title={`${auth.level_name}暂不支持账号监控`}
        description="升级为高级版可同时监控 10 个账号，专业版可监控 50 个账号。"
        action={
          <Button
            type="primary"
            size="small"
            onClick={() => openUpgrade(1001, '当前会员等级暂不支持该功能，请升级会员')}
          >
            升级会员
          </Button>
        }
      />
    );
  }
  return (
    <div className={styles.authBar}>
      <Statistic title="当前会员" value={auth.level_name} />
      <Statistic title="可监控账号" value={auth.max_accounts} suffix="个" />
      <Statistic title="已监控" value={auth.in_use} suffix="个" />
      <Statistic title="剩余" value={auth.remaining} suffix="个" />
    </div>
  );
}
