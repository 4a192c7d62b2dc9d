import { CustomerServiceOutlined } from '@ant-design/icons';
import { Button, Popover, QRCode } from 'antd';
import { useNavigate } from 'react-router';
import { SITE } from '../../../config/site';
import styles from './header.module.css';

/** The contact page's address on this deployment, so the QR works wherever the service runs. */
export function contactPageUrl(): string {
  return `${window.location.origin}/contact`;
}

/** Header 联系客服: hovering shows a QR code of the contact page to open on a phone. */
export function ServiceQr() {
  const navigate = useNavigate();
  return (
    <Popover
      trigger="hover"
      placement="bottom"
      content={
        <div className={styles.serviceQr}>
          <QRCode
            className={styles.qr}
            value={contactPageUrl()}
            size={148}
            type="svg"
            role="img"
            aria-label="联系客服二维码"
          />
          <p>手机扫码联系客服</p>
          <p className={styles.muted}>{SITE.serviceHours}</p>
        </div>
      }
    >
      <Button type="text" icon={<CustomerServiceOutlined />} onClick={() => navigate('/contact')}>
        联系客服
      </Button>
    </Popover>
  );
}
