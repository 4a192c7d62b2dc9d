import { LEVEL_NAMES, toMemberLevel } from '@boguan/contracts/membership';
import {
  PAID_LEVELS,
  PAY_METHOD_NAMES,
  PAY_METHODS,
  PAY_TERMS,
  PRICES_FEN,
  TERM_NAMES,
} from '@boguan/contracts/payments';
import type { CreatedOrder } from '@boguan/contracts/payments.api';
import { useQueryClient } from '@tanstack/react-query';
import { Button, ErrorBlock, NoticeBar, Popup, Result, Selector } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../components/query-state';
import { isLoggedIn, useUserStore } from '../../../stores/user-store';
import { closeOrder, memberKeys, useOrderStatus } from '../api/member-api';
import { couponTitle } from '../components/purchase-panel';
import { QuoteLines } from '../components/quote-lines';
import { money } from '../lib/money';
import { type Purchase, usePurchase } from '../lib/use-purchase';
import styles from '../member.module.css';

/** The order sheet of the mobile page: pay link, polling, success. */
function MobilePaySheet({ order, onClose }: { order: CreatedOrder; onClose: () => void }) {
  const status = useOrderStatus(order.order_no, true);
  const client = useQueryClient();
  const paid = status.data?.status === 'paid';
  const refreshed = useRef(false);
  useEffect(() => {
    if (!paid || refreshed.current) return;
    refreshed.current = true;
    void useUserStore.getState().loadPersonalInfo(true);
    void client.invalidateQueries({ queryKey: memberKeys.all });
  }, [paid, client]);
  const dismiss = () => {
    if (!paid && status.data?.status !== 'closed') void closeOrder(order.order_no).catch(() => undefined);
    onClose();
  };
  return (
    <Popup visible onMaskClick={dismiss} bodyStyle={{ borderRadius: '12px 12px 0 0', padding: 16 }}>
      <div data-testid="pay-sheet">
        {paid ? (
          <Result status="success" title="支付成功" description={`有效期至${status.data?.member_expires_at ?? ''}`} />
        ) : (
          <>
            <p>
              应付 <span className={styles.payAmount}>{money(order.pay_fen)}</span>
            </p>
            {order.provider === 'local' && (
              <NoticeBar content="演示模式：打开演示收银台确认即模拟支付成功，不会产生扣款" color="alert" wrap />
            )}
            {order.pay_url ? (
              <Button
                block
                color="primary"
                style={{ marginTop: 12 }}
                onClick={() => {
                  window.open(order.pay_url, '_blank');
                }}
              >
                {order.provider === 'local' ? '打开演示收银台' : `前往${PAY_METHOD_NAMES[order.method]}付款`}
              </Button>
            ) : (
              <p>微信扫码支付请在电脑端打开博观会员页完成。</p>
            )}
            <p style={{ color: '#5c6370', fontSize: 12 }}>
              订单号 {order.order_no}，请在 {order.expires_at.slice(11)} 前完成支付
            </p>
          </>
        )}
        <Button block style={{ marginTop: 8 }} onClick={paid ? onClose : dismiss}>
          {paid ? '完成' : '取消支付'}
        </Button>
      </div>
    </Popup>
  );
}

function Summary({ purchase }: { purchase: Purchase }) {
  const data = purchase.quote.data;
  if (purchase.quote.isError)
    return <ErrorBlock status="default" title={errorMessage(purchase.quote.error)} description="" />;
  if (!data) return null;
  return (
    <div className={styles.mobileCard} data-testid="order-summary">
      <QuoteLines data={data} expiryLabel="有效期至" />
    </div>
  );
}

/** /m/member: the purchase at phone width (antd-mobile), the same server quote and order as /member. */
export function MobileMemberPage() {
  const navigate = useNavigate();
  const info = useUserStore((s) => s.userinfo);
  const current = toMemberLevel(info?.package.level ?? 20);
  const purchase = usePurchase(current);
  if (!isLoggedIn()) {
    return (
      <div className={styles.mobilePage}>
        <p>登录后购买会员</p>
        <Button color="primary" block onClick={() => navigate('/m/login')}>
          登录/注册
        </Button>
      </div>
    );
  }
  const data = purchase.quote.data;
  return (
    <div>
      <div className={styles.mobilePage}>
        <div className={styles.mobileCard} data-testid="current-level">
          当前版本：{LEVEL_NAMES[current]}
          {info?.package.expires_at ? `，有效期至 ${info.package.expires_at.slice(0, 10)}` : ''}
        </div>
        <div className={styles.mobileCard}>
          <div className={styles.sectionTitle}>选择版本</div>
          <Selector
            columns={2}
            value={[purchase.level]}
            onChange={(value) => value[0] && purchase.setLevel(value[0])}
            options={PAID_LEVELS.map((level) => ({
              value: level,
              label: LEVEL_NAMES[level],
              disabled: level < current,
            }))}
          />
          <div className={styles.sectionTitle} style={{ marginTop: 12 }}>
            购买时长
          </div>
          <Selector
            columns={3}
            value={[purchase.term]}
            onChange={(value) => value[0] && purchase.setTerm(value[0])}
            options={PAY_TERMS.map((term) => ({
              value: term,
              label: TERM_NAMES[term],
              description: money(PRICES_FEN[purchase.level][term]),
            }))}
          />
          <div className={styles.sectionTitle} style={{ marginTop: 12 }}>
            优惠券
          </div>
          <Selector
            columns={1}
            value={data ? [data.coupon_id] : []}
            onChange={(value) => value[0] !== undefined && purchase.setCouponChoice(value[0])}
            options={[
              ...(data?.coupons ?? []).map((coupon) => ({
                value: coupon.id,
                label: couponTitle(coupon),
                disabled: !coupon.usable,
              })),
              { value: 0, label: '不使用优惠券' },
            ]}
          />
          <div className={styles.sectionTitle} style={{ marginTop: 12 }}>
            支付方式
          </div>
          <Selector
            columns={2}
            value={[purchase.method]}
            onChange={(value) => value[0] && purchase.setMethod(value[0])}
            options={PAY_METHODS.map((method) => ({ value: method, label: PAY_METHOD_NAMES[method] }))}
          />
        </div>
        <Summary purchase={purchase} />
      </div>
      <div className={styles.mobileBar}>
        <span>
          应付{' '}
          <span className={styles.payAmount} data-testid="pay-amount">
            {data ? money(data.pay_fen) : '—'}
          </span>
        </span>
        <Button
          color="primary"
          loading={purchase.submitting}
          disabled={!data || purchase.quote.isError || purchase.quote.isFetching}
          onClick={purchase.pay}
        >
          立即支付
        </Button>
      </div>
      {purchase.order && <MobilePaySheet order={purchase.order} onClose={purchase.closeOrderDialog} />}
    </div>
  );
}
