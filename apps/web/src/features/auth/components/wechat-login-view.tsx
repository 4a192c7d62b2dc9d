import { Button, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/feedback-bridge';
import { useUiStore } from '../../../stores/ui-store';
import { getWxQrcode, pollWxLogin } from '../api/auth-api';
import { AuthMessage } from '../lib/auth-messages';
import { finishLogin } from '../lib/finish-login';
import { qrKind } from '../lib/qr-display';
import { createQrPoller, INITIAL_QR_SNAPSHOT, type QrPoller, type QrSnapshot } from '../lib/qr-poller';
import { useAuthDialogStore } from '../stores/auth-dialog-store';
import { AgreementNote } from './agreement-note';
import styles from './login-dialog.module.css';

/**
 * WeChat scan view. Mounting it (re)starts polling and unmounting stops it, so switching views
 * (spec 4: "switching to wechat restarts QR polling; leaving stops it") needs no extra wiring.
 */
export function WechatLoginView() {
  const setLoginView = useUiStore((s) => s.setLoginView);
  const setBindUnid = useAuthDialogStore((s) => s.setBindUnid);
  const [snapshot, setSnapshot] = useState<QrSnapshot>(INITIAL_QR_SNAPSHOT);
  const pollerRef = useRef<QrPoller | null>(null);

  useEffect(() => {
    const poller = createQrPoller({
      fetchTicket: getWxQrcode,
      poll: pollWxLogin,
      onChange: setSnapshot,
      onLogin: finishLogin,
      onBind: (unid) => {
        setBindUnid(unid);
        setLoginView('binDing');
      },
      onWarning: (text) => toast('warning', text),
    });
    pollerRef.current = poller;
    void poller.start();
    return () => poller.stop();
  }, [setBindUnid, setLoginView]);

  const refresh = () => void pollerRef.current?.start();
  const overlayText =
    snapshot.phase === 'failed'
      ? AuthMessage.qrFailed
      : snapshot.phase === 'expired' || snapshot.phase === 'stopped'
        ? AuthMessage.qrExpired
        : null;

  return (
    <div>
      <div className={styles.title}>微信扫码登录/注册</div>
      <div className={styles.qrBox} data-testid="wx-qr">
        {snapshot.qrUrl ? (
          qrKind(snapshot.qrUrl) === 'image' ? (
            <img className={styles.qrImage} src={snapshot.qrUrl} alt="微信登录二维码" />
          ) : (
            <iframe className={styles.qrFrame} src={snapshot.qrUrl} title="微信登录二维码" scrolling="no" />
          )
        ) : (
          snapshot.phase !== 'expired' && snapshot.phase !== 'failed' && <Spin />
        )}
        {overlayText && (
          <button type="button" className={styles.qrOverlay} onClick={refresh}>
            <RefreshIcon />
            {overlayText}
          </button>
        )}
      </div>
      <p className={styles.hint}>请使用微信扫一扫，首次扫码将自动注册</p>
      <div className={styles.centerRow}>
        <Button type="link" size="small" onClick={() => setLoginView('account')}>
          使用账号密码 / 短信验证码登录
        </Button>
      </div>
      <AgreementNote />
    </div>
  );
}

function RefreshIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="#ff8200" strokeWidth="2" aria-hidden="true">
      <path d="M20 11a8 8 0 1 0-2.3 5.7" strokeLinecap="round" />
      <path d="M20 4v7h-7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
