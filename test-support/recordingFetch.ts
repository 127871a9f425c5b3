/**
 * A `fetch` for HTTP clients under test in Node that answers every call with one status and one body
 * text (JSON or not), as a real Response, and keeps what was asked: URL, method and the JSON body sent.
 */
export interface RecordedFetchRequest {
  url: URL;
  method: string;
  /** The request's body, parsed as JSON; undefined when none was sent. */
  body: unknown;
}

export function fetchRecording(
  status: number,
  body: string,
): { fetch: typeof fetch; requests: RecordedFetchRequest[] } {
  const requests: RecordedFetchRequest[] = [];
  return {
    requests,
    fetch: async (input, init) => {
      const sent = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ url: new URL(String(input)), method: init?.method ?? 'GET', body: sent });
      return new Response(body, { status, headers: { 'content-type': 'application/json' } });
    },
  };
}
