import { useEffect, useState } from 'react';

/** A countdown's step: it reads whole seconds. */
const ONE_SECOND_MS = 1000;

/**
 * Seconds left until `endsAt` (epoch ms), the end of the §5 30 s cooldown as the code entry
 * statechart holds it, re-counted once a second for a countdown. 0 when `endsAt` is undefined (the
 * statechart ended the cooldown); at least 1 while it is set, so a countdown never reads "0s" before
 * the statechart's own delay has allowed the resend.
 */
export function useCooldownSeconds(endsAt: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (endsAt === undefined) return;
    // Only the display ticks here; when the resend is allowed is the statechart's EMAIL_LOGIN_COOLDOWN_MS.
    const timer = setInterval(() => setNow(Date.now()), ONE_SECOND_MS);
    return () => clearInterval(timer);
  }, [endsAt]);
  if (endsAt === undefined) return 0;
  return Math.max(1, Math.ceil((endsAt - now) / ONE_SECOND_MS));
}
