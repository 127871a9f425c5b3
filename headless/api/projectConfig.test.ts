import { describe, expect, it } from 'vitest';
import { DEFAULT_SOCIALS } from '../../domain/constants.ts';
import { ALERTS } from '../../domain/errors.ts';
import { createCloudClient } from './cloudClient.ts';
import {
  fetchAllowedOrigins,
  fetchAnalyticsConfig,
  fetchProjectConfig,
  fetchRemoteFeatures,
  sendAnalyticsEvent,
} from './projectConfig.ts';

type Route = (url: URL, init?: RequestInit) => Response | Promise<Response>;

function clientWith(routes: Record<string, Route>) {
  const calls: { url: URL; init?: RequestInit }[] = [];
  const fetcher: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    calls.push({ url, init });
    const route = routes[url.pathname];
    return route ? route(url, init) : Response.json({ message: 'not found' }, { status: 404 });
  };
  return {
    calls,
    client: createCloudClient({ baseUrl: 'http://api.test', projectId: 'p1', fetch: fetcher }),
  };
}

const status =
  (code: number, message = 'x') =>
  () =>
    Response.json({ message }, { status: code });

describe('GET /appkit/v1/config (§7)', () => {
  it('maps the remote feature ids to the §1 switches', async () => {
    const { client } = clientWith({
      '/appkit/v1/config': () =>
        Response.json({
          features: [
            { id: 'email', isEnabled: false, config: null },
            { id: 'social_login', isEnabled: true, config: ['google', 'x'] },
            { id: 'swap', isEnabled: true, config: ['1inch'] },
            { id: 'onramp', isEnabled: false, config: ['meld'] },
            { id: 'activity', isEnabled: true, config: null },
            { id: 'reown_branding', isEnabled: false, config: null },
            { id: 'multi_wallet', isEnabled: true, config: null },
            { id: 'future_feature', isEnabled: true, config: null },
          ],
        }),
    });
    expect(await fetchRemoteFeatures(client)).toEqual({
      email: false,
      socials: ['google', 'x'],
      swaps: true,
      onramp: false,
      activity: true,
      reownBranding: false,
      multiWallet: true,
    });
  });

  it('a disabled social login is an empty list; an enabled one without providers is the default list', async () => {
    const off = clientWith({
      '/appkit/v1/config': () =>
        Response.json({ features: [{ id: 'social_login', isEnabled: false, config: ['google'] }] }),
    });
    expect(await fetchRemoteFeatures(off.client)).toEqual({ socials: [] });
    const on = clientWith({
      '/appkit/v1/config': () =>
        Response.json({ features: [{ id: 'social_login', isEnabled: true, config: null }] }),
    });
    expect(await fetchRemoteFeatures(on.client)).toEqual({ socials: DEFAULT_SOCIALS });
  });

  it('features absent from the list stay unset', async () => {
    const { client } = clientWith({ '/appkit/v1/config': () => Response.json({ features: [] }) });
    expect(await fetchRemoteFeatures(client)).toEqual({});
  });

  it('a failed call throws with the server text', async () => {
    const { client } = clientWith({ '/appkit/v1/config': status(401, 'Unauthorized: invalid key') });
    await expect(fetchRemoteFeatures(client)).rejects.toMatchObject({
      status: 401,
      serverMessage: 'Unauthorized: invalid key',
    });
  });
});

describe('GET /projects/v1/origins (§7, §8 fallbacks)', () => {
  it('reads allowedOrigins', async () => {
    const { client } = clientWith({
      '/projects/v1/origins': () => Response.json({ allowedOrigins: ['https://a.example'] }),
    });
    expect(await fetchAllowedOrigins(client)).toEqual({
      kind: 'origins',
      allowedOrigins: ['https://a.example'],
    });
  });

  it('origins fetch 429 maps to RATE_LIMITED', async () => {
    const { client } = clientWith({ '/projects/v1/origins': status(429) });
    const result = await fetchAllowedOrigins(client);
    expect(result).toEqual({ kind: 'alert', alert: ALERTS.RATE_LIMITED_APP_CONFIGURATION });
    expect(result.kind === 'alert' && result.alert.shortMessage).toBe('Rate Limited');
  });

  it('origins fetch 5xx maps to SERVER_ERROR', async () => {
    for (const code of [500, 503, 599]) {
      const { client } = clientWith({ '/projects/v1/origins': status(code) });
      const result = await fetchAllowedOrigins(client);
      expect(result).toEqual({ kind: 'alert', alert: ALERTS.SERVER_ERROR_APP_CONFIGURATION });
      expect(result.kind === 'alert' && result.alert.shortMessage).toBe('Server Error');
    }
  });

  it('otherwise the origins fetch gives an empty list', async () => {
    for (const route of [status(401), status(403), status(404), () => Response.json({ allowed: 1 })]) {
      const { client } = clientWith({ '/projects/v1/origins': route });
      expect(await fetchAllowedOrigins(client)).toEqual({ kind: 'origins', allowedOrigins: [] });
    }
    const offline = clientWith({
      '/projects/v1/origins': () => Promise.reject(new TypeError('fetch failed')),
    });
    expect(await fetchAllowedOrigins(offline.client)).toEqual({ kind: 'origins', allowedOrigins: [] });
  });
});

describe('GET /getAnalyticsConfig (§7, §8)', () => {
  it('reads isAnalyticsEnabled', async () => {
    const { client } = clientWith({
      '/getAnalyticsConfig': () => Response.json({ isAnalyticsEnabled: true }),
    });
    expect(await fetchAnalyticsConfig(client)).toBe(true);
  });

  it('analytics config failure turns analytics off', async () => {
    for (const route of [status(500), status(403), () => Response.json({ isAnalyticsEnabled: 'yes' })]) {
      const { client } = clientWith({ '/getAnalyticsConfig': route });
      expect(await fetchAnalyticsConfig(client)).toBe(false);
    }
  });
});

describe('POST /e (§7 analytics)', () => {
  const event = {
    eventId: 'e1',
    url: 'https://app.example/x',
    domain: 'app.example',
    timestamp: 1,
    props: { a: 1 },
  };

  it('posts eventId, url, domain, timestamp and props', async () => {
    const { client, calls } = clientWith({ '/e': () => Response.json({ ok: true, id: 1 }, { status: 202 }) });
    expect(await sendAnalyticsEvent(client, event)).toBe('sent');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual(event);
  });

  it('a 403 is reported as forbidden, other failures as failed, never thrown', async () => {
    expect(await sendAnalyticsEvent(clientWith({ '/e': status(403) }).client, event)).toBe('forbidden');
    expect(await sendAnalyticsEvent(clientWith({ '/e': status(500) }).client, event)).toBe('failed');
  });
});

describe('fetchProjectConfig', () => {
  const routes = {
    '/appkit/v1/config': () => Response.json({ features: [{ id: 'email', isEnabled: false, config: null }] }),
    '/projects/v1/origins': () => Response.json({ allowedOrigins: ['https://a.example'] }),
    '/getAnalyticsConfig': () => Response.json({ isAnalyticsEnabled: true }),
  };

  it('fetches remote features, origins and analytics config together', async () => {
    const { client } = clientWith(routes);
    expect(await fetchProjectConfig(client, { fetchFeatures: true })).toEqual({
      features: { email: false },
      origins: { kind: 'origins', allowedOrigins: ['https://a.example'] },
      isAnalyticsEnabled: true,
    });
  });

  it('basic mode skips fetching features', async () => {
    const { client, calls } = clientWith(routes);
    expect((await fetchProjectConfig(client, { fetchFeatures: false })).features).toBeUndefined();
    expect(calls.map((call) => call.url.pathname).sort()).toEqual([
      '/getAnalyticsConfig',
      '/projects/v1/origins',
    ]);
  });

  it('rejects when the features call fails', async () => {
    const { client } = clientWith({
      ...routes,
      '/appkit/v1/config': status(401, 'Unauthorized: invalid key'),
    });
    await expect(fetchProjectConfig(client, { fetchFeatures: true })).rejects.toMatchObject({ status: 401 });
  });
});
