/**
 * The project configuration calls against the real dev/cloud server (HTTP, SQLite), faults included.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RunningCloud, startCloud } from '../../dev/cloud/server.ts';
import { DEFAULT_SOCIALS } from '../../domain/constants.ts';
import { ALERTS } from '../../domain/errors.ts';
import { type CloudClient, createCloudClient } from './cloudClient.ts';
import {
  fetchAllowedOrigins,
  fetchAnalyticsConfig,
  fetchProjectConfig,
  fetchRemoteFeatures,
  sendAnalyticsEvent,
} from './projectConfig.ts';

const PROJECT = 'portico-int-project';
let cloud: RunningCloud;
let client: CloudClient;

beforeAll(async () => {
  cloud = await startCloud({ port: 0, dbPath: ':memory:', projectIds: [PROJECT], quiet: true });
  client = createCloudClient({ baseUrl: cloud.url, projectId: PROJECT });
});
afterEach(() => {
  cloud.faults.clear();
});
afterAll(() => cloud.close());

async function admin(path: string, method: string, body: unknown): Promise<void> {
  const response = await fetch(`${cloud.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${cloud.adminToken}` },
    body: JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path}`).toBe(true);
}

const event = {
  eventId: 'modal_open',
  url: 'http://localhost:5173/',
  domain: 'localhost',
  timestamp: 1,
  props: {},
};

describe('project configuration against dev/cloud', () => {
  it('reads the default features: all switches on, the default social list', async () => {
    expect(await fetchRemoteFeatures(client)).toEqual({
      email: true,
      socials: DEFAULT_SOCIALS,
      swaps: true,
      onramp: true,
      activity: true,
      reownBranding: true,
      multiWallet: true,
    });
  });

  it('reads features, origins and analytics config as the project sets them', async () => {
    await admin(`/admin/projects/${PROJECT}/config`, 'PATCH', {
      features: [
        { id: 'email', isEnabled: false },
        { id: 'social_login', isEnabled: true, config: ['github'] },
      ],
    });
    await admin(`/admin/projects/${PROJECT}/origins`, 'PUT', { allowedOrigins: ['https://app.example.com'] });
    await admin(`/admin/projects/${PROJECT}/analytics`, 'PUT', { isAnalyticsEnabled: false });
    const config = await fetchProjectConfig(client, { fetchFeatures: true });
    expect(config.features).toMatchObject({ email: false, socials: ['github'] });
    expect(config.origins).toEqual({ kind: 'origins', allowedOrigins: ['https://app.example.com'] });
    expect(config.isAnalyticsEnabled).toBe(false);
  });

  it('an unknown project id fails the features call with the server text for INVALID_PROJECT_ID', async () => {
    const stranger = createCloudClient({ baseUrl: cloud.url, projectId: 'nobody' });
    await expect(fetchRemoteFeatures(stranger)).rejects.toMatchObject({
      status: 401,
      serverMessage: 'Unauthorized: invalid key',
    });
  });

  it('origins fetch 429 maps to RATE_LIMITED', async () => {
    cloud.faults.add({ route: '/projects/v1/origins', status: 429, times: 1 });
    expect(await fetchAllowedOrigins(client)).toEqual({
      kind: 'alert',
      alert: ALERTS.RATE_LIMITED_APP_CONFIGURATION,
    });
  });

  it('origins fetch 500 and 503 map to SERVER_ERROR', async () => {
    for (const status of [500, 503] as const) {
      cloud.faults.add({ route: '/projects/v1/origins', status, times: 1 });
      expect(await fetchAllowedOrigins(client)).toEqual({
        kind: 'alert',
        alert: ALERTS.SERVER_ERROR_APP_CONFIGURATION,
      });
    }
  });

  it('origins fetch 403 gives an empty list', async () => {
    cloud.faults.add({ route: '/projects/v1/origins', status: 403, times: 1 });
    expect(await fetchAllowedOrigins(client)).toEqual({ kind: 'origins', allowedOrigins: [] });
  });

  it('analytics config failure turns analytics off', async () => {
    await admin(`/admin/projects/${PROJECT}/analytics`, 'PUT', { isAnalyticsEnabled: true });
    expect(await fetchAnalyticsConfig(client)).toBe(true);
    cloud.faults.add({ route: '/getAnalyticsConfig', status: 500, times: 1 });
    expect(await fetchAnalyticsConfig(client)).toBe(false);
  });

  it('an analytics event is stored; a 403 on it is reported as forbidden', async () => {
    expect(await sendAnalyticsEvent(client, event)).toBe('sent');
    const stored = await fetch(`${cloud.url}/admin/events?projectId=${PROJECT}`, {
      headers: { authorization: `Bearer ${cloud.adminToken}` },
    }).then((r) => r.json());
    expect(stored).toMatchObject({ count: 1, events: [{ eventId: 'modal_open', projectId: PROJECT }] });
    cloud.faults.add({ route: '/e', status: 403, times: 1 });
    expect(await sendAnalyticsEvent(client, event)).toBe('forbidden');
    cloud.faults.add({ route: '/e', status: 500, times: 1 });
    expect(await sendAnalyticsEvent(client, event)).toBe('failed');
  });
});
