import type { MonitorAuth } from '@boguan/contracts/kol-monitor.api';
import { featureRule, LEVEL_NAMES, MemberLevel, MembershipMessage } from '@boguan/contracts/membership';
import { Alert, Button, Statistic } from 'antd';
import { useUiStore } from '../../../stores/ui-store';
import tool from '../../blogger-common/tool-page.module.css';

/** How many accounts a level may monitor at once. */
const accountsOf = (level: MemberLevel) => featureRule('kol_monitor_accounts', level).maxRows;
const UPGRADE_HINT = `升级为${LEVEL_NAMES[MemberLevel.advanced]}可同时监控 ${accountsOf(MemberLevel.advanced)} 个账号，${
  LEVEL_NAMES[MemberLevel.professional]
}可监控 ${accountsOf(MemberLevel.professional)} 个账号。`;

/** The member's allowance: level, accounts allowed, in use and left (or the upgrade hint). */
export function MonitorAuthBar({ auth }: { auth: MonitorAuth }) {
  const openUpgrade = useUiStore((s) => s.openUpgrade);
  if (!auth.allowed) {
    return (
      <Alert
        type="warning"
        showIcon
        title={`${auth.level_name}暂不支持账号监控`}
        description={UPGRADE_HINT}
        action={
          <Button type="primary" size="small" onClick={() => openUpgrade(1001, MembershipMessage.noPermission)}>
            升级会员
          </Button>
        }
      />
    );
  }
  return (
    <div className={tool.authBar}>
      <Statistic title="当前会员" value={auth.level_name} />
      <Statistic title="可监控账号" value={auth.max_accounts} suffix="个" />
      <Statistic title="已监控" value={auth.in_use} suffix="个" />
      <Statistic title="剩余" value={auth.remaining} suffix="个" />
    </div>
  );
}
