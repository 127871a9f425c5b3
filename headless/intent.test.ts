// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { eventually } from '../test-support/eventually.ts';
import { showIntent } from './actions/showIntent.ts';
import { createModal, type PorticoModal } from './createModal.ts';

let modal: PorticoModal | undefined;
afterEach(() => {
  modal?.destroy();
  modal = undefined;
});

const API = 'https://api.example.test';

/** A fetch that records each URL asked and answers as a cloud that is away. */
function recordingFetch() {
  const urls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    urls.push(String(input instanceof Request ? input.url : input));
    return Response.error();
  });
  return { fetch, urls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('nothing goes to an outside host before the visitor shows intent (issue 26)', () => {
  test('the engine loads and starts without a request; intent starts the configuration and the directory', async () => {
    const { fetch, urls } = recordingFetch();
    modal = createModal({ projectId: 'p', endpoints: { api: API }, appendToBody: false }, { fetch });
    const engine = await modal.load();
    await settle();
    expect(urls).toEqual([]);
    expect(engine.projectConfig.getSnapshot().value).toBe('awaitingIntent');

    await showIntent(modal);
    await eventually(() => {
      expect(urls.some((url) => url.startsWith(`${API}/getWallets`))).toBe(true);
      expect(urls.some((url) => url.startsWith(`${API}/`) && !url.includes('getWallets'))).toBe(true);
    });
    // A second hover asks nothing new.
    const asked = urls.length;
    await showIntent(modal);
    await settle();
    expect(urls.length).toBe(asked);
  });

  test('opening the modal is intent too', async () => {
    const { fetch, urls } = recordingFetch();
    modal = createModal({ projectId: 'p', endpoints: { api: API }, appendToBody: false }, { fetch });
    modal.open();
    await eventually(() => expect(urls.length).toBeGreaterThan(0));
  });

  test('with `prefetch: true` the calls start as soon as the engine loads', async () => {
    const { fetch, urls } = recordingFetch();
    modal = createModal(
      { projectId: 'p', endpoints: { api: API }, appendToBody: false, prefetch: true },
      { fetch },
    );
    await modal.load();
    await eventually(() => expect(urls.some((url) => url.startsWith(`${API}/getWallets`))).toBe(true));
  });
});
