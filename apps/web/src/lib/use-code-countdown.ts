import { useEffect, useState } from 'react';
import { useSubmit } from './use-guarded-submit';

/**
 * A "get code" button for a number the server already knows or the form checked: sends, then
 * counts down the seconds the server names (its refusal is toasted by the api client).
 */
export function useCodeCountdown(send: () => Promise<{ code: number; data: unknown }>) {
  const [left, setLeft] = useState(0);
  const { submitting, run } = useSubmit();
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const request = () =>
    run(async () => {
      if (left > 0) return;
      const answer = await send();
      const data = answer.data as { countdown?: number } | null;
      if (answer.code === 1) setLeft(data?.countdown ?? 59);
    });
  return { request, sending: submitting, running: left > 0, label: left > 0 ? `${left}秒后重新获取` : '获取验证码' };
}
