import { PopupKind } from '@boguan/contracts/statistics';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { toast } from '../../../lib/feedback-bridge';
import { usePersonalInfo } from '../../../lib/personal-info';
import { usePopupShown } from '../../../lib/statistics';
import { getToken, StorageKey } from '../../../lib/storage-keys';
import { claimCoupon } from '../api/coupon-api';
import { COUPON_RELOAD_DELAY_MS, couponOutcome, shouldShowCoupon } from '../lib/coupon-outcome';
import styles from './coupon-popup.module.css';

/** Closing hides the popup for this browser session; it comes back in a new session while still claimable. */
const CLOSED_KEY = 'boguan.couponPopupClosed';

/**
 * The coupon popup (spec 2, 8): shown to a logged-in user whose personal info has show_coupon 1.
 * The claim has three outcomes; success reloads after 2 s so every coupon badge refreshes.
 * No amount is shown: the claimable campaign's terms are only known after claiming.
 */
export function CouponPopup() {
  const loggedIn = getToken() !== null;
  const info = usePersonalInfo(loggedIn);
  const [closed, setClosed] = useState(() => sessionStorage.getItem(CLOSED_KEY) === '1');
  const [claiming, setClaiming] = useState(false);

  const open =
    !closed &&
    shouldShowCoupon({
      loggedIn,
      showCoupon: info.data?.show_coupon,
      showWelcome: info.data?.show_welcome,
      welcomeCloseFlag: localStorage.getItem(StorageKey.showWelcomeClose),
    });

  usePopupShown(open, PopupKind.coupon, 'manual_coupon');

  const close = () => {
    sessionStorage.setItem(CLOSED_KEY, '1');
    setClosed(true);
  };

  const claim = async () => {
    setClaiming(true);
    try {
      const outcome = couponOutcome(await claimCoupon());
      if (outcome.kind === 'claimed') {
        toast('success', outcome.message);
        setTimeout(() => window.location.reload(), COUPON_RELOAD_DELAY_MS);
      } else {
        toast('warning', outcome.message);
      }
      close();
    } finally {
      setClaiming(false);
    }
  };

  return (
    <Modal
      open={open}
      width={340}
      centered
      footer={null}
      closable={false}
      onCancel={close}
      styles={{ container: { padding: 0, background: 'transparent', boxShadow: 'none' } }}
    >
      <div className={styles.card}>
        <button type="button" className={styles.close} aria-label="关闭" onClick={close}>
          ×
        </button>
        <div className={styles.eyebrow}>博观 · 新人福利</div>
        <div className={styles.title}>送您一张会员优惠券</div>
        <div className={styles.ticket}>
          <div className={styles.badge}>
            会员
            <br />
            优惠券
          </div>
          <div className={styles.ticketText}>
            购买或续费博观会员时可直接抵扣
            <br />
            领取后在「账户信息 · 我的优惠券」查看面额与有效期
          </div>
        </div>
        <Button block className={styles.claim} loading={claiming} onClick={() => void claim()}>
          立即领取
        </Button>
        <div className={styles.note}>每个账号限领一次</div>
      </div>
    </Modal>
  );
}
