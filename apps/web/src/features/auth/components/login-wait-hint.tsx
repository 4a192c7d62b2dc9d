import { Alert, Button } from 'antd';

/**
 * Shown under a password form while the account's growing wait runs: how long is left, and that
 * the SMS code login is open meanwhile (the wait protects against guessing, not against the owner).
 */
export function LoginWaitHint({ seconds, onUseSms }: { seconds: number; onUseSms(): void }) {
  if (seconds <= 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={`密码错误次数过多，请${seconds}秒后再试`}
      description={
        <span>
          短信验证码登录不受影响，
          <Button type="link" size="small" style={{ padding: 0 }} onClick={onUseSms}>
            改用验证码登录
          </Button>
        </span>
      }
    />
  );
}
