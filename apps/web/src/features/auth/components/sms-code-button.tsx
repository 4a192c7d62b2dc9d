import type { Envelope } from '@boguan/contracts/envelope';
import { Button } from 'antd';
import { toast } from '../../../lib/feedback-bridge';
import { useSmsCode } from '../lib/use-sms-code';
import styles from './login-dialog.module.css';

interface SmsCodeButtonProps {
  /** Reads the mobile field at click time. */
  getMobile(): string | undefined;
  send(mobile: string): Promise<Envelope<unknown>>;
  fallbackSeconds: number;
}

export function SmsCodeButton({ getMobile, send, fallbackSeconds }: SmsCodeButtonProps) {
  const sms = useSmsCode({ send, fallbackSeconds, warn: (text) => toast('warning', text) });
  return (
    <Button
      size="large"
      className={styles.codeButton}
      disabled={sms.running}
      loading={sms.sending}
      onClick={() => void sms.requestCode(getMobile())}
    >
      {sms.label}
    </Button>
  );
}
