import { LEVEL_NAMES, type MemberLevel, toMemberLevel } from '@boguan/contracts/membership';
import { Card, Typography } from 'antd';
import { useUserStore } from '../../../stores/user-store';
import { LevelComparison } from '../components/level-comparison';
import { PayDialog } from '../components/pay-dialog';
import { PurchasePanel } from '../components/purchase-panel';
import { usePurchase } from '../lib/use-purchase';
import styles from '../member.module.css';

/** /member: buy or renew a level — the comparison, prices per term, coupon, method, and the pay dialog. */
export function MemberPage() {
  const info = useUserStore((s) => s.userinfo);
  const current: MemberLevel = toMemberLevel(info?.package.level ?? 20);
  const purchase = usePurchase(current);
  return (
    <div className={styles.page}>
      <Card>
        <Typography.Title level={4} style={{ margin: 0 }}>
          会员中心
        </Typography.Title>
        <Typography.Text type="secondary" data-testid="current-level">
          当前版本：{LEVEL_NAMES[current]}
          {info?.package.expires_at ? `，有效期至 ${info.package.expires_at}` : ''}
        </Typography.Text>
      </Card>
      <PurchasePanel purchase={purchase} currentLevel={current} />
      <Card title="版本权益对比">
        <LevelComparison current={current} />
      </Card>
      {purchase.order && <PayDialog order={purchase.order} onClose={purchase.closeOrderDialog} />}
    </div>
  );
}
