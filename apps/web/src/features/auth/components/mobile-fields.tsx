import { MOBILE_LENGTH } from '@boguan/contracts/validation-messages';
import { Button, Input, type InputProps } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './mobile-login.module.css';

/**
 * One underlined row of the mobile login forms: an antd-mobile input and, beside it, what belongs to
 * it (the get-code link, the captcha image).
 */
export function MobileField({ children, ...input }: InputProps & { children?: ReactNode }) {
  return (
    <div className={styles.field}>
      <Input {...input} />
      {children}
    </div>
  );
}

/** The phone number row both mobile login forms start with. */
export function MobilePhoneField({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <MobileField placeholder="请输入手机号" maxLength={MOBILE_LENGTH} type="tel" value={value} onChange={onChange} />
  );
}

interface MobileLoginButtonProps {
  submitting: boolean;
  /** Not pressable (password login until every shown field is filled). */
  disabled?: boolean;
  /** Looks inactive but stays pressable, so that pressing early explains what is missing. */
  muted?: boolean;
  onClick(): void;
}

/** The 登录 button under both mobile login forms. */
export function MobileLoginButton({ submitting, disabled, muted, onClick }: MobileLoginButtonProps) {
  return (
    <Button
      className={muted ? `${styles.submit} ${styles.muted}` : styles.submit}
      block
      color="primary"
      size="large"
      loading={submitting}
      disabled={disabled}
      onClick={onClick}
    >
      登录
    </Button>
  );
}
