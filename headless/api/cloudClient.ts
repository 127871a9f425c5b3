import type * as z from 'zod/mini';
import { CloudHttpError, CloudResponseError } from '../../domain/cloudErrors.ts';
import { SDK_TYPE, SDK_VERSION } from '../endpoints.ts';
import { yieldToMain } from '../yieldToMain.ts';

/**
 * A small JSON client for Portico's cloud API (§7). Every call carries the project id and the SDK
 * type and version as query parameters; every response is parsed with the caller's zod schema, so a
 * malformed body becomes a clear error instead of a crash further in.
 */
export type CloudClientConfig = {
  baseUrl: string;
  projectId: string;
  fetch?: typeof fetch;
};

export type QueryValue = string | number | boolean | readonly string[] | undefined;

export type CloudRequest<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Extra request headers, e.g. `authorization` with a session token. */
  headers?: Record<string, string>;
  schema: z.ZodMiniType<T>;
  signal?: AbortSignal;
};

export { CloudHttpError, CloudResponseError } from '../../domain/cloudErrors.ts';

export type CloudClient = <T>(request: CloudRequest<T>) => Promise<T>;

function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue>): string {
  const url = new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url.toString();
}

function parseRetryAfter(header: string | null): number | undefined {
  if (header === null) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** The body of an error answer, parsed when it is JSON (else undefined: the status says what happened). */
async function readErrorBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function messageOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return undefined;
}

/** Create a cloud client bound to one API base URL and project. */
export function createCloudClient(config: CloudClientConfig): CloudClient {
  const doFetch = config.fetch ?? ((input, init) => fetch(input, init));
  return async ({ method = 'GET', path, query = {}, body, headers = {}, schema, signal }) => {
    // Each call in a task of its own: a hover starts four of them, which must not hold up its input.
    await yieldToMain();
    const url = buildUrl(config.baseUrl, path, {
      ...query,
      projectId: config.projectId,
      st: SDK_TYPE,
      sv: SDK_VERSION,
    });
    const response = await doFetch(url, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    if (!response.ok) {
      const errorBody = await readErrorBody(response);
      throw new CloudHttpError(
        response.status,
        messageOf(errorBody),
        parseRetryAfter(response.headers.get('retry-after')),
        errorBody,
      );
    }
    const json: unknown = await response.json().catch(() => undefined);
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const where = parsed.error.issues[0]?.path.map(String).join('.') || 'body';
      throw new CloudResponseError(`Unexpected response from ${path}: ${where} is not valid`, where);
    }
    return parsed.data;
  };
}

/**
 * A cloud client whose failures a service client words itself: `mapFailure` gets the call's name
 * ('GET /v1/convert/quotes') and what the cloud client threw.
 */
export function createMappedCloudClient(
  config: CloudClientConfig,
  mapFailure: (call: string, error: unknown) => unknown,
): CloudClient {
  const client = createCloudClient(config);
  return async (request) => {
    try {
      return await client(request);
    } catch (error) {
      throw mapFailure(`${request.method ?? 'GET'} ${request.path}`, error);
    }
  };
}
