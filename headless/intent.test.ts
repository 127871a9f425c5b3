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

/** The first calls intent starts: the directory, and the project configuration beside it. */
function expectIntentCalls(urls: readonly string[]) {
  expect(urls.some((url) => url.startsWith(`${API}/getWallets`))).toBe(true);
  expect(urls.some((url) => url.startsWith(`${API}/`) && !url.includes('getWallets'))).toBe(true);
}

/**
 * Resolves once a modal started now with `prefetch: true` (one that asks as soon as it loads, through
 * the same calls intent starts) has asked: a modal started before it, on the same path, would have
 * asked by then too. The positive signal that the moment for a call that must not come has passed.
 */
async function aPrefetchingModalHasAsked(): Promise<void> {
  const control = recordingFetch();
  const prefetching = createModal(
    { projectId: 'p', endpoints: { api: API }, appendToBody: false, prefetch: true },
    { fetch: control.fetch },
  );
  try {
    await prefetching.load();
    await eventually(() => expectIntentCalls(control.urls));
  } finally {
    prefetching.destroy();
  }
}

describe('nothing goes to an outside host before the visitor shows intent', () => {
  test('the engine loads and starts without a request; intent starts the configuration and the directory', async () => {
    const { fetch, urls } = recordingFetch();
    modal = createModal({ projectId: 'p', endpoints: { api: API }, appendToBody: false }, { fetch });
    const engine = await modal.load();
    await aPrefetchingModalHasAsked();
    expect(urls).toEqual([]);
    expect(engine.projectConfig.getSnapshot().value).toBe('awaitingIntent');

    await showIntent(modal);
    await eventually(() => expectIntentCalls(urls));
    // A second hover asks nothing new: compared with what the first one asked, once all of it ended
    // (the cloud is away: the configuration failed, and so did the directory).
    await eventually(() => {
      expect(engine.projectConfig.getSnapshot().value).toBe('failed');
      expect(engine.walletList.getSnapshot().matches({ directory: 'failed' })).toBe(true);
    });
    const asked = [...urls];
    await showIntent(modal);
    await aPrefetchingModalHasAsked();
    expect(urls).toEqual(asked);
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
    await eventually(() => expectIntentCalls(urls));
  });
});
