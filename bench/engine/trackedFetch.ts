/**
 * The platform's fetch, counting requests in flight, so that a heap reading can wait for the network
 * to go quiet: requests still open (the analytics events each open and close sends) hold sockets and
 * buffers that are the platform's, not a leak of the engine's.
 */
export interface TrackedFetch {
  fetch: typeof fetch;
  /** Resolves once no request is in flight. */
  idle(): Promise<void>;
}

/** Statuses whose Response may not carry a body (the constructor throws otherwise). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export function trackedFetch(): TrackedFetch {
  let inFlight = 0;
  let waiters: Array<() => void> = [];
  const done = () => {
    inFlight--;
    if (inFlight > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };
  return {
    fetch: async (input, init) => {
      inFlight++;
      try {
        const response = await fetch(input, init);
        // Read now: an unread body keeps its socket until the engine reads it, which it does next anyway.
        const body = await response.arrayBuffer();
        const answered = {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
        };
        return new Response(NULL_BODY_STATUSES.has(response.status) ? null : body, answered);
      } finally {
        done();
      }
    },
    idle: () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
  };
}
