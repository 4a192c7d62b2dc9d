import { CouponStatus } from '@boguan/contracts/coupons';
import { Button, Card, Empty, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { QueryState } from '../../../components/query-state';
import {
  COUPON_TABS,
  type CouponState,
  couponFace,
  couponsByState,
  couponValidity,
  type UserCoupon,
  useUserCoupons,
} from '../../../lib/user-coupons';
import styles from './coupons-card.module.css';

const STATE_COLORS: Record<CouponState, string> = { 0: 'success', 1: 'default', 2: 'default' };

function Ticket({ coupon }: { coupon: UserCoupon }) {
  const navigate = useNavigate();
  const state = coupon.status as CouponState;
  const usable = state === CouponStatus.usable;
  const face = couponFace(coupon);
  return (
    <div className={styles.ticket} data-usable={usable} data-testid="coupon-ticket">
      <div className={styles.face}>
        <span className={styles.figure}>
          <span className={styles.affix}>{face.prefix}</span>
          <span className={styles.value}>{face.value}</span>
          <span className={styles.affix}>{face.unit}</span>
        </span>
      </div>
      <div className={styles.body}>
        <div className={styles.name} title={coupon.name}>
          {coupon.name}
        </div>
        <div className={styles.desc}>{coupon.desc}</div>
        <div className={styles.validity}>有效期 {couponValidity(coupon)}</div>
      </div>
      <div className={styles.side}>
        <Tag color={STATE_COLORS[state]} style={{ marginInlineEnd: 0 }}>
          {coupon.status_name}
        </Tag>
        {usable && (
          <Button type="primary" size="small" onClick={() => navigate('/member')}>
            去使用
          </Button>
        )}
      </div>
    </div>
  );
}

/** 我的优惠券 on /user: 未使用 / 已使用 / 已过期 with their counts, each coupon a ticket. */
export function CouponsCard() {
  const coupons = useUserCoupons();
  const [state, setState] = useState<CouponState>(CouponStatus.usable);
  return (
    <Card title="我的优惠券" extra={<Link to="/member">购买会员</Link>}>
      <QueryState query={coupons} title="优惠券加载失败">
        {(data) => {
          const groups = couponsByState(data.data);
          return (
            <Tabs
              activeKey={String(state)}
              onChange={(key) => setState(Number(key) as CouponState)}
              items={COUPON_TABS.map((tab) => ({
                key: String(tab.state),
                label: `${tab.label}（${groups[tab.state].length}）`,
                children:
                  groups[tab.state].length === 0 ? (
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据..." />
                  ) : (
                    <div className={styles.tickets}>
                      {groups[tab.state].map((coupon) => (
                        <Ticket key={coupon.id} coupon={coupon} />
                      ))}
                    </div>
                  ),
              }))}
            />
          );
        }}
      </QueryState>
    </Card>
  );
}
