// @vitest-environment jsdom
/**
 * §5 "A project id is required, else an alert", §8 PROJECT_ID_NOT_CONFIGURED: with no project
 * id the modal still loads, opens and raises the alert, and nothing at all goes to the cloud: neither
 * the intent's configuration and directory calls, nor a directory load or search a custom UI asks for.
 * Each rule is a guard of its statechart (projectConfig's, the wallet list's); the states they lead to
 * are the positive signal that nothing was asked.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ALERTS } from '../domain/errors.ts';
import { eventually } from '../test-support/eventually.ts';
import { showIntent } from './actions/showIntent.ts';
import { loadWalletList, searchWallets } from './actions/walletList.ts';
import { createModal, type PorticoModal } from './createModal.ts';

let modal: PorticoModal | undefined;
afterEach(() => {
  modal?.destroy();
  modal = undefined;
});

const API = 'https://api.example.test';

/** A fetch that records every URL asked (and answers as a cloud that is away). */
function recordingFetch() {
  const urls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    urls.push(String(input instanceof Request ? input.url : input));
    return Response.error();
  });
  return { fetch, urls };
}

describe('no project id: no call to the cloud, intent or not', () => {
  test('hover, open, a directory load and a search ask nothing; the alert is raised', async () => {
    const { fetch, urls } = recordingFetch();
    modal = createModal(
      {
        projectId: '',
        endpoints: { api: API, blockchainApi: API, pulse: API },
        appendToBody: false,
        debug: true,
      },
      { fetch },
    );
    const engine = await modal.load();
    await showIntent(modal);
    modal.open();
    await loadWalletList(modal);
    await searchWallets(modal, { query: 'metamask' });

    // §8: the alert, shown in debug mode.
    await eventually(() =>
      expect(engine.notices.getSnapshot().context.alert?.code).toBe(ALERTS.PROJECT_ID_NOT_CONFIGURED.code),
    );
    // §5: the modal still opens.
    expect(engine.router.getSnapshot().matches('open')).toBe(true);
    // The statecharts decided not to ask: the configuration is unconfigured, the directory too, and the
    // search went back to the paged list at once instead of waiting to ask.
    expect(engine.projectConfig.getSnapshot().value).toBe('unconfigured');
    const list = engine.walletList.getSnapshot();
    expect(list.value).toEqual({ directory: 'unconfigured', search: 'idle' });
    expect(list.context.query).toBe('');
    expect(urls).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  test('with a project id the same steps ask the directory (the test above can fail)', async () => {
    const { fetch, urls } = recordingFetch();
    modal = createModal({ projectId: 'p', endpoints: { api: API }, appendToBody: false }, { fetch });
    await modal.load();
    await showIntent(modal);
    await eventually(() => expect(urls.some((url) => url.startsWith(`${API}/getWallets`))).toBe(true));
  });
});
