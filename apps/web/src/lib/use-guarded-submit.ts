import { useCallback, useRef, useState } from 'react';
import { toast } from './feedback-bridge';

const warnWithToast = (text: string) => toast('warning', text);

/**
 * Every form's submit: runs `send` one at a time — a second click (or Enter) while a request is in
 * flight does nothing, even before the button has re-rendered as busy — and `submitting` is true
 * until it ends, failed or not, for the button's loading state.
 */
export function useSubmit() {
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const run = useCallback(async (send: () => Promise<unknown>): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      await send();
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }, []);
  return { submitting, run };
}

/**
 * The submit of a form that checks its values on the client first: `submit(problem, send)` warns
 * about a problem (antd's warning message unless `warn` says otherwise, e.g. a mobile Toast) and
 * sends nothing; without one it runs `send` as `useSubmit` does.
 */
export function useGuardedSubmit(warn: (text: string) => void = warnWithToast) {
  const { submitting, run } = useSubmit();
  const submit = async (problem: string | null, send: () => Promise<void>): Promise<void> => {
    if (problem) {
      warn(problem);
      return;
    }
    await run(send);
  };
  return { submitting, submit };
}
