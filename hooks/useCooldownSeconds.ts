import { useEffect, useState } from 'react';
import { emailCooldownRemainingSeconds } from '../headless/index.ts';

/** §5 seconds left of the 30 s cooldown counted from `lastSentAt`, counted down once a second. */
export function useCooldownSeconds(lastSentAt: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const seconds = emailCooldownRemainingSeconds(lastSentAt, now);
  useEffect(() => {
    setNow(Date.now());
    if (lastSentAt === undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [lastSentAt]);
  return seconds;
}
