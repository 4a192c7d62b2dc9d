import { useCallback, useEffect, useRef, useState } from 'react';
import { countdownLabel, startCountdown } from './countdown';

/** React state over startCountdown; the interval is cleared when the component unmounts. */
export function useCountdown() {
  const [remaining, setRemaining] = useState(0);
  const stopRef = useRef<() => void>(() => {});
  useEffect(() => () => stopRef.current(), []);
  const start = useCallback((seconds: number) => {
    stopRef.current();
    stopRef.current = startCountdown(seconds, setRemaining);
  }, []);
  return { remaining, running: remaining > 0, label: countdownLabel(remaining), start };
}
