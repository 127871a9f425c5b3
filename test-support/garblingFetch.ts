/**
 * A fault the dev cloud cannot inject by itself: a 200 whose body is garbage. The request still goes
 * to the real server (so its side effects happen); only the answer of the chosen route is replaced on
 * the way back, as a broken proxy or a captive portal would.
 */

/** What the garbled answer carries: text that is not JSON, or JSON of the wrong shape. */
export type Garbage = 'notJson' | 'wrongShape';

const BODIES: Record<Garbage, { body: string; contentType: string }> = {
  notJson: { body: '<html><body>502 Bad Gateway</body></html>', contentType: 'text/html' },
  wrongShape: { body: JSON.stringify({ unexpected: [1, 2, 3] }), contentType: 'application/json' },
};

/** A switchable fault: `garble(route, kind)` until `clear()`. */
export interface GarblingFetch {
  fetch: typeof fetch;
  garble(route: string, kind: Garbage): void;
  clear(): void;
}

/** Wraps Node's fetch; answers of a path starting with the garbled route become 200 garbage. */
export function createGarblingFetch(): GarblingFetch {
  let fault: { route: string; kind: Garbage } | undefined;
  return {
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (!fault || !url.pathname.startsWith(fault.route)) return response;
      await response.arrayBuffer();
      const { body, contentType } = BODIES[fault.kind];
      return new Response(body, { status: 200, headers: { 'content-type': contentType } });
    },
    garble: (route, kind) => {
      fault = { route, kind };
    },
    clear: () => {
      fault = undefined;
    },
  };
}
