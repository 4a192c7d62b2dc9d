import { CouponStatus } from '@boguan/contracts/coupons';
import { Button, DotLoading, Empty, ErrorBlock, Tabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../components/query-state';
import {
  COUPON_TABS,
  type CouponState,
  couponFace,
  couponsByState,
  couponValidity,
  type UserCoupon,
  useUserCoupons,
} from '../../../lib/user-coupons';
import { isLoggedIn } from '../../../stores/user-store';
import styles from './mobile-coupon-page.module.css';

function Ticket({ coupon }: { coupon: UserCoupon }) {
  const navigate = useNavigate();
  const usable = coupon.status === CouponStatus.usable;
  const face = couponFace(coupon);
  return (
    <div className={styles.ticket} data-usable={usable} data-testid="coupon-ticket">
      <div className={styles.face}>
        <span className={styles.affix}>{face.prefix}</span>
        <span className={styles.value}>{face.value}</span>
        <span className={styles.affix}>{face.unit}</span>
      </div>
      <div className={styles.body}>
        <div className={styles.name}>{coupon.name}</div>
        <div className={styles.desc}>{coupon.desc}</div>
        <div className={styles.validity}>{couponValidity(coupon)}</div>
        <div className={styles.foot}>
          <Tag color={usable ? 'success' : 'default'} fill="outline">
            {coupon.status_name}
          </Tag>
          {usable && (
            <Button size="mini" color="primary" shape="rounded" onClick={() => navigate('/m/member')}>
              去使用
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

function CouponTabs() {
  const coupons = useUserCoupons();
  const [state, setState] = useState<CouponState>(CouponStatus.usable);

  if (coupons.isPending) {
    return (
      <div className={styles.center}>
        <DotLoading color="primary" />
      </div>
    );
  }
  if (!coupons.data) {
    return (
      <ErrorBlock
        status="default"
        title="优惠券加载失败"
        description={
          <>
            <div>{errorMessage(coupons.error)}</div>
            <Button size="small" onClick={() => void coupons.refetch()}>
              重试
            </Button>
          </>
        }
      />
    );
  }
  const groups = couponsByState(coupons.data.data);
  const shown = groups[state];
  return (
    <>
      <Tabs className={styles.tabs} activeKey={String(state)} onChange={(key) => setState(Number(key) as CouponState)}>
        {COUPON_TABS.map((tab) => (
          <Tabs.Tab key={String(tab.state)} title={`${tab.label}(${groups[tab.state].length})`} />
        ))}
      </Tabs>
      {shown.length === 0 ? (
        <Empty description="暂无数据..." />
      ) : (
        <div className={styles.list}>
          {shown.map((coupon) => (
            <Ticket key={coupon.id} coupon={coupon} />
          ))}
        </div>
      )}
    </>
  );
}

/** /m/coupon 我的优惠券: 未使用 / 已使用 / 已过期 at phone width; a usable one leads to /m/member. */
export function MobileCouponPage() {
  const navigate = useNavigate();
  if (!isLoggedIn()) {
    return (
      <div className={styles.guest}>
        <p>登录后查看我的优惠券</p>
        <Button color="primary" block onClick={() => navigate('/m/login')}>
          登录/注册
        </Button>
      </div>
    );
  }
  return <CouponTabs />;
}
