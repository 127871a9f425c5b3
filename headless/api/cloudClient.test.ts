import { afterEach, describe, expect, test, vi } from 'vitest';
import * as z from 'zod/mini';
import { SDK_TYPE, SDK_VERSION } from '../endpoints.ts';
import { CloudHttpError, CloudResponseError, createCloudClient } from './cloudClient.ts';

function fakeFetch(respond: (url: URL, init?: RequestInit) => Response) {
  const calls: { url: URL; init?: RequestInit }[] = [];
  const fetcher: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    calls.push({ url, init });
    return respond(url, init);
  };
  return { calls, fetcher };
}

const countSchema = z.object({ count: z.number() });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cloud client', () => {
  test('every call carries the project id and the SDK type and version (§7)', async () => {
    const { calls, fetcher } = fakeFetch(() => Response.json({ count: 3 }));
    const client = createCloudClient({ baseUrl: 'http://api.test/base', projectId: 'p1', fetch: fetcher });
    await expect(
      client({ path: '/getWallets', query: { page: 2, exclude: ['a', 'b'] }, schema: countSchema }),
    ).resolves.toEqual({ count: 3 });
    const url = calls[0]?.url;
    expect(url?.pathname).toBe('/base/getWallets');
    expect(url?.searchParams.get('projectId')).toBe('p1');
    expect(url?.searchParams.get('st')).toBe(SDK_TYPE);
    expect(url?.searchParams.get('sv')).toBe(SDK_VERSION);
    expect(url?.searchParams.get('page')).toBe('2');
    expect(url?.searchParams.get('exclude')).toBe('a,b');
  });

  test("each call yields to the browser before its request, so a gesture starting several isn't held up", async () => {
    let release: () => void = () => {};
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => (release = resolve)) });
    const { calls, fetcher } = fakeFetch(() => Response.json({ count: 1 }));
    const client = createCloudClient({ baseUrl: 'http://api.test', projectId: 'p', fetch: fetcher });
    const answer = client({ path: '/x', schema: countSchema });
    await Promise.resolve();
    expect(calls).toHaveLength(0);
    release();
    await expect(answer).resolves.toEqual({ count: 1 });
    expect(calls).toHaveLength(1);
  });

  test("a failed call is 'HTTP status code: {n}' with the server's message and Retry-After", async () => {
    const { fetcher } = fakeFetch(() =>
      Response.json(
        { message: 'Unauthorized: invalid key' },
        { status: 429, headers: { 'retry-after': '2' } },
      ),
    );
    const client = createCloudClient({ baseUrl: 'http://api.test', projectId: 'p1', fetch: fetcher });
    const error = await client({ path: '/x', schema: countSchema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CloudHttpError);
    expect((error as CloudHttpError).message).toBe('HTTP status code: 429');
    expect((error as CloudHttpError).serverMessage).toBe('Unauthorized: invalid key');
    expect((error as CloudHttpError).retryAfterMs).toBe(2000);
  });

  test('a body of the wrong shape is a clear error naming the field', async () => {
    const { fetcher } = fakeFetch(() => Response.json({ count: 'many' }));
    const client = createCloudClient({ baseUrl: 'http://api.test', projectId: 'p1', fetch: fetcher });
    const failure = client({ path: '/getWallets', schema: countSchema });
    await expect(failure).rejects.toThrow(
      new CloudResponseError('Unexpected response from /getWallets: count is not valid', 'count'),
    );
    // The field as data too, so a client can tell which part was refused without reading the text.
    await expect(failure).rejects.toMatchObject({ field: 'count' });
  });

  test('POST sends a JSON body', async () => {
    const { calls, fetcher } = fakeFetch(() => Response.json({ count: 1 }));
    const client = createCloudClient({ baseUrl: 'http://api.test', projectId: 'p1', fetch: fetcher });
    await client({ method: 'POST', path: '/e', body: { eventId: 'x' }, schema: countSchema });
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.init?.body).toBe('{"eventId":"x"}');
  });
});
