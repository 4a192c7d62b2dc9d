import { Button } from 'antd';
import { useCodeCountdown } from '../../../lib/use-code-countdown';

/** 获取验证码 with its countdown, beside a code field. */
export function CodeButton({ send }: { send(): Promise<{ code: number; data: unknown }> }) {
  const code = useCodeCountdown(send);
  return (
    <Button disabled={code.running} loading={code.sending} onClick={() => void code.request()}>
      {code.label}
    </Button>
  );
}
