/**
 * Faults survived: each cloud endpoint the engine calls without a connected wallet answers
 * 429, 500, 503, a 200 that is not JSON, a 200 of the wrong shape, or slowly. A real engine on the
 * real dev/cloud (faults injected by the cloud itself; garbage by test-support/garblingFetch.ts, since
 * the cloud only forces statuses) shows what the person is told (the §8 text or alert, exactly), keeps
 * what was stored, and works again once the cloud does.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { PROJECT } from '../../dev/cloud/test-helpers.ts';
import { ALERTS, MESSAGES } from '../../domain/errors.ts';
import { selectNameRegistrationStatus } from '../../machines/names/nameRegistration.selectors.ts';
import { devCloudForModals } from '../../test-support/devCloudForModals.ts';
import { createGarblingFetch, type Garbage } from '../../test-support/garblingFetch.ts';
import { memoryStorage } from '../../test-support/memoryStorage.ts';
import { createNameRegistration } from '../actions/createNameRegistration.ts';
import { getProfile } from '../actions/getProfile.ts';
import { refetchProjectConfig } from '../actions/refetchProjectConfig.ts';
import { waitUntil } from '../actions/waitUntil.ts';
import { loadWalletList, retryWalletList } from '../actions/walletList.ts';
import { createModal, type PorticoModal } from '../createModal.ts';
import { startEngine } from '../engine.ts';
import type { PorticoEngine } from '../engine.types.ts';

const env = devCloudForModals();
const garbling = createGarblingFetch();
afterEach(() => garbling.clear());

/** What the visitor already had stored: a fault must leave every entry as it was. */
const STORED = {
  'portico:last-used-chain': '"eip155:137"',
  'portico:social-username': '"gina"',
  'portico:email': '"gina@example.com"',
};

type FaultName = '429' | '500' | '503' | 'not JSON' | 'wrong-shape JSON' | 'slow';
const FAULTS: readonly FaultName[] = ['429', '500', '503', 'not JSON', 'wrong-shape JSON', 'slow'];
const GARBAGE: Partial<Record<FaultName, Garbage>> = {
  'not JSON': 'notJson',
  'wrong-shape JSON': 'wrongShape',
};
// Longer than the cloud's normal answer, so the engine is seen waiting; the engine sets no time limit on cloud calls.
const SLOW_MS = 150;

function inject(route: string, fault: FaultName): void {
  const garbage = GARBAGE[fault];
  if (garbage) garbling.garble(route, garbage);
  else if (fault === 'slow') env.cloud.faults.add({ route, latencyMs: SLOW_MS });
  else env.cloud.faults.add({ route, status: Number(fault) as 429 | 500 | 503 });
}

function heal(): void {
  env.cloud.faults.clear();
  garbling.clear();
}

async function startModal(): Promise<{ engine: PorticoEngine; items: Map<string, string> }> {
  const storage = memoryStorage();
  for (const [key, value] of Object.entries(STORED)) storage.setItem(key, value);
  env.modal = createModal(
    {
      projectId: PROJECT,
      networks: ['eip155:1', 'eip155:137'],
      endpoints: { api: env.cloud.url },
      prefetch: true,
      debug: true,
    },
    { startEngine, fetch: garbling.fetch, storage },
  );
  return { engine: await env.modal.load(), items: storage.items };
}

const configSettled = (engine: PorticoEngine) =>
  waitUntil(engine.projectConfig, (s) => s.matches('ready') || s.matches('failed'));

/** What the visitor is told about the project configuration: its state, the alert on screen, the reason. */
async function configOutcome(engine: PorticoEngine) {
  const settled = await configSettled(engine);
  return {
    state: settled.value,
    alert: engine.notices.getSnapshot().context.alert?.shortMessage ?? null,
    error: settled.context.error,
  };
}

/** One endpoint: how the engine is made to call it, what it tells, and that it works again. */
interface Endpoint {
  route: string;
  told(engine: PorticoEngine): Promise<unknown>;
  expected: Record<FaultName, unknown>;
  recovers(engine: PorticoEngine): Promise<void>;
}

const httpText = (status: number) => `HTTP status code: ${status}`;

const ENDPOINTS: Record<string, Endpoint> = {
  'GET /appkit/v1/config (features)': {
    route: '/appkit/v1/config',
    told: configOutcome,
    // §1: a failed features call leaves the local features; §8 gives the features call no alert of its own.
    expected: {
      '429': { state: 'failed', alert: null, error: 'Rate limited' },
      '500': { state: 'failed', alert: null, error: 'Internal Server Error' },
      '503': { state: 'failed', alert: null, error: 'Service Unavailable' },
      'not JSON': {
        state: 'failed',
        alert: null,
        error: 'Unexpected response from /appkit/v1/config: body is not valid',
      },
      'wrong-shape JSON': {
        state: 'failed',
        alert: null,
        error: 'Unexpected response from /appkit/v1/config: features is not valid',
      },
      slow: { state: 'ready', alert: null, error: null },
    },
    recovers: async (engine) => {
      refetchProjectConfig(env.modal as PorticoModal);
      await waitUntil(engine.projectConfig, (s) => s.matches('ready'));
    },
  },
  'GET /projects/v1/origins': {
    route: '/projects/v1/origins',
    told: configOutcome,
    // §8: origins 429 → RATE_LIMITED, 5xx → SERVER_ERROR, otherwise an empty list.
    expected: {
      '429': { state: 'ready', alert: ALERTS.RATE_LIMITED_APP_CONFIGURATION.shortMessage, error: null },
      '500': { state: 'ready', alert: ALERTS.SERVER_ERROR_APP_CONFIGURATION.shortMessage, error: null },
      '503': { state: 'ready', alert: ALERTS.SERVER_ERROR_APP_CONFIGURATION.shortMessage, error: null },
      'not JSON': { state: 'ready', alert: null, error: null },
      'wrong-shape JSON': { state: 'ready', alert: null, error: null },
      slow: { state: 'ready', alert: null, error: null },
    },
    recovers: async (engine) => {
      refetchProjectConfig(env.modal as PorticoModal);
      const ready = await waitUntil(
        engine.projectConfig,
        (s) => s.matches('ready') && s.context.allowedOrigins !== null,
      );
      expect(ready.context.allowedOrigins).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
    },
  },
  'GET /getAnalyticsConfig': {
    route: '/getAnalyticsConfig',
    told: async (engine) => {
      const settled = await configSettled(engine);
      return { state: settled.value, analytics: settled.context.features.analytics };
    },
    // §8: an analytics config failure turns analytics off, silently.
    expected: {
      '429': { state: 'ready', analytics: false },
      '500': { state: 'ready', analytics: false },
      '503': { state: 'ready', analytics: false },
      'not JSON': { state: 'ready', analytics: false },
      'wrong-shape JSON': { state: 'ready', analytics: false },
      slow: { state: 'ready', analytics: true },
    },
    recovers: async (engine) => {
      refetchProjectConfig(env.modal as PorticoModal);
      await waitUntil(engine.projectConfig, (s) => s.matches('ready') && s.context.features.analytics);
    },
  },
  'GET /getWallets': {
    route: '/getWallets',
    told: async (engine) => {
      await loadWalletList(env.modal as PorticoModal);
      const settled = await waitUntil(
        engine.walletList,
        (s) => s.context.error !== undefined || s.context.wallets.length > 0,
      );
      return settled.context.error ?? 'listed';
    },
    // §8 "HTTP status code: {n}"; the Connect view shows it with a retry.
    expected: {
      '429': httpText(429),
      '500': httpText(500),
      '503': httpText(503),
      'not JSON': 'Unexpected response from /getWallets: body is not valid',
      'wrong-shape JSON': 'Unexpected response from /getWallets: count is not valid',
      slow: 'listed',
    },
    recovers: async (engine) => {
      if (engine.walletList.getSnapshot().context.wallets.length > 0) return;
      await retryWalletList(env.modal as PorticoModal);
      await waitUntil(engine.walletList, (s) => s.context.wallets.length > 0);
    },
  },
  'GET /v1/identity/{address} (profile)': {
    route: '/v1/identity',
    // getProfile rejects with the §8 text; a profile is what a working call answers.
    told: () =>
      getProfile(env.modal as PorticoModal, { address: '0x000000000000000000000000000000000000dEaD' }).then(
        (profile) => profile,
        (error: Error) => error.message,
      ),
    expected: {
      '429': MESSAGES.errorFetchingNamesForAddress,
      '500': MESSAGES.errorFetchingNamesForAddress,
      '503': MESSAGES.errorFetchingNamesForAddress,
      'not JSON': MESSAGES.errorFetchingNamesForAddress,
      'wrong-shape JSON': MESSAGES.errorFetchingNamesForAddress,
      slow: { name: null, avatar: null },
    },
    recovers: async () => {
      await expect(
        getProfile(env.modal as PorticoModal, { address: '0x000000000000000000000000000000000000dEaD' }),
      ).resolves.toEqual({ name: null, avatar: null });
    },
  },
  'GET /v1/profile/suggestions/{name}': {
    route: '/v1/profile/suggestions',
    told: async (engine) => {
      const registration = await createNameRegistration(env.modal as PorticoModal);
      registration.actor.send({ type: 'names.type', name: 'gina-faults' });
      const settled = await waitUntil(registration.actor, (s) => selectNameRegistrationStatus(s) === 'idle');
      const error = settled.context.error;
      const snackbar = error
        ? (await waitUntil(engine.notices, (s) => s.context.message !== '')).context.message
        : null;
      registration.stop();
      return { error: error ?? null, snackbar };
    },
    expected: {
      '429': {
        error: MESSAGES.errorFetchingNameSuggestions,
        snackbar: MESSAGES.errorFetchingNameSuggestions,
      },
      '500': {
        error: MESSAGES.errorFetchingNameSuggestions,
        snackbar: MESSAGES.errorFetchingNameSuggestions,
      },
      '503': {
        error: MESSAGES.errorFetchingNameSuggestions,
        snackbar: MESSAGES.errorFetchingNameSuggestions,
      },
      'not JSON': {
        error: MESSAGES.errorFetchingNameSuggestions,
        snackbar: MESSAGES.errorFetchingNameSuggestions,
      },
      'wrong-shape JSON': {
        error: MESSAGES.errorFetchingNameSuggestions,
        snackbar: MESSAGES.errorFetchingNameSuggestions,
      },
      slow: { error: null, snackbar: null },
    },
    recovers: async () => {
      const registration = await createNameRegistration(env.modal as PorticoModal);
      registration.actor.send({ type: 'names.type', name: 'gina-healed' });
      const settled = await waitUntil(registration.actor, (s) => selectNameRegistrationStatus(s) === 'idle');
      registration.stop();
      expect(settled.context.error).toBeUndefined();
      expect(settled.context.suggestions.length).toBeGreaterThan(0);
    },
  },
};

const CASES = Object.entries(ENDPOINTS).flatMap(([name, endpoint]) =>
  FAULTS.map((fault) => ({ name, endpoint, fault })),
);

describe('each cloud endpoint the engine calls, faulty: what the person is told, nothing lost, then it works', () => {
  test.each(CASES)('$name answering $fault', async ({ endpoint, fault }) => {
    inject(endpoint.route, fault);
    const { engine, items } = await startModal();
    expect(await endpoint.told(engine)).toEqual(endpoint.expected[fault]);
    for (const [key, value] of Object.entries(STORED)) expect(items.get(key), key).toBe(value);
    heal();
    await endpoint.recovers(engine);
  });
});
