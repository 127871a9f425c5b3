/**
 * A `fetch` for HTTP clients under test in Node: every call is answered with one status and one body
 * text (JSON or not), as a real Response, and the URLs asked are kept.
 */
export function fetchAnswering(status: number, body: string): { fetch: typeof fetch; urls: URL[] } {
  const urls: URL[] = [];
  return {
    urls,
    fetch: async (input) => {
      urls.push(new URL(String(input)));
      // 204 and 304 may not carry a body.
      const text = status === 204 || status === 304 ? null : body;
      return new Response(text, { status, headers: { 'content-type': 'application/json' } });
    },
  };
}
