import { afterEach, describe, expect, test } from 'vitest';
import { createModal, type PorticoModal } from '../createModal.ts';
import { startEngine } from '../engine.ts';
import { refetchProjectConfig } from './refetchProjectConfig.ts';
import { waitUntil } from './waitUntil.ts';

let modal: PorticoModal | undefined;
afterEach(() => modal?.destroy());

describe('refetchProjectConfig (§1 remote configuration)', () => {
  test('loads the configuration again once the last load has finished', async () => {
    let configCalls = 0;
    const fetch = async (input: RequestInfo | URL) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      if (url.pathname.endsWith('/appkit/v1/config')) configCalls += 1;
      return Response.json({});
    };
    modal = createModal({ projectId: 'p' }, { fetch, startEngine });
    const config = modal.engine?.projectConfig;
    if (!config) throw new Error('the engine has not loaded');
    // A load in progress is not restarted.
    refetchProjectConfig(modal);
    await waitUntil(config, (s) => s.matches('ready') || s.matches('failed'));
    expect(configCalls).toBe(1);
    refetchProjectConfig(modal);
    expect(config.getSnapshot().matches('loading')).toBe(true);
    await waitUntil(config, (s) => s.matches('ready') || s.matches('failed'));
    expect(configCalls).toBe(2);
  });

  test('before the engine has loaded nothing happens', () => {
    modal = createModal({ projectId: 'p' }, { fetch: async () => Response.json({}) });
    refetchProjectConfig(modal);
    expect(modal.engine).toBeNull();
  });
});
