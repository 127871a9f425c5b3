/**
 * The env.modal really sends its analytics events to dev/cloud's POST /e (§7), on by default (§9), only
 * while the project's /getAnalyticsConfig allows it, never with `features.analytics: false`; a 403
 * raises the invalid-configuration alert once (§8).
 */
import { describe, expect, test } from 'vitest';
import { PROJECT } from '../dev/cloud/test-helpers.ts';
import { devCloudForModals } from '../test-support/devCloudForModals.ts';
import { openModal, switchNetwork } from './actions/index.ts';
import { waitUntil } from './actions/waitUntil.ts';
import { createModal, type PorticoModal } from './createModal.ts';
import { startEngine } from './engine.ts';
import type { ModalOptionsInput } from './options.ts';

const env = devCloudForModals();

interface StoredEvent {
  props: { type: string; event: string; properties: Record<string, unknown> };
}

async function events(): Promise<string[]> {
  const response = await fetch(`${env.cloud.url}/admin/events?projectId=${PROJECT}`, {
    headers: { authorization: `Bearer ${env.cloud.adminToken}` },
  });
  const body = (await response.json()) as { events: StoredEvent[] };
  return body.events.map((stored) => stored.props.event);
}

/** Wait for dev/cloud to hold these events (in any order), then return them all. */
async function eventsIncluding(names: string[]): Promise<string[]> {
  for (;;) {
    const stored = await events();
    if (names.every((name) => stored.includes(name))) return stored;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * A env.modal on dev/cloud with its engine started at once and the cloud calls with it (`prefetch`: no
 * visitor here to show intent); resolves once its configuration is known.
 */
async function startModal(options: Partial<ModalOptionsInput> = {}): Promise<PorticoModal> {
  const started = createModal(
    {
      projectId: PROJECT,
      networks: ['eip155:1', 'eip155:137'],
      endpoints: { api: env.cloud.url },
      prefetch: true,
      ...options,
    },
    { startEngine, fetch: (input, init) => fetch(input, init) },
  );
  const engine = await started.load();
  await waitUntil(
    engine.projectConfig,
    (snapshot) => snapshot.matches('ready') || snapshot.matches('failed'),
  );
  return started;
}

describe('analytics (§7 POST /e, §8, §9)', () => {
  test('on by default: opening the modal and switching network are sent to POST /e', async () => {
    await fetch(`${env.cloud.url}/admin/events`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${env.cloud.adminToken}` },
    });
    env.modal = await startModal();
    await openModal(env.modal);
    await switchNetwork(env.modal, { caipNetworkId: 'eip155:137' });
    const stored = await eventsIncluding(['MODAL_OPEN', 'SWITCH_NETWORK']);
    expect(stored.filter((name) => name === 'SWITCH_NETWORK')).toHaveLength(1);
  });

  test('`features.analytics: false` sends nothing', async () => {
    const sent: string[] = [];
    env.modal = createModal(
      {
        projectId: PROJECT,
        endpoints: { api: env.cloud.url },
        features: { analytics: false },
        prefetch: true,
      },
      {
        startEngine,
        fetch: (input, init) => {
          sent.push(new URL(String(input)).pathname);
          return fetch(input, init);
        },
      },
    );
    const engine = await env.modal.load();
    await waitUntil(engine.projectConfig, (snapshot) => snapshot.matches('ready'));
    await openModal(env.modal);
    // The root decides synchronously whether to track: had it tracked, the POST would be under way.
    expect(engine.actor.getSnapshot().context.analytics).toBe(false);
    expect(sent).not.toContain('/e');
  });

  test('a 403 on /e raises the invalid-configuration alert once (§8)', async () => {
    env.cloud.faults.add({ route: '/e', status: 403, times: 2 });
    env.modal = await startModal();
    const engine = env.modal.engine;
    if (!engine) throw new Error('the engine runs');
    await openModal(env.modal);
    await waitUntil(engine.projectConfig, (snapshot) =>
      snapshot.context.alerts.includes('INVALID_APP_CONFIGURATION'),
    );
    await switchNetwork(env.modal, { caipNetworkId: 'eip155:137' });
    // The second 403 is answered too (the fault is spent), and still one alert.
    while (env.cloud.faults.list().length > 0) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(
      engine.projectConfig
        .getSnapshot()
        .context.alerts.filter((code) => code === 'INVALID_APP_CONFIGURATION'),
    ).toHaveLength(1);
  });
});
