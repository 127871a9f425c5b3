/**
 * The frame transport in jsdom: the frame URL of §7, and what it accepts: only messages from the secure
 * site's origin and the frame's window that parse and answer an open request of the same event; the
 * others are dropped with their reason. (A .tsx test only to run in the DOM project.)
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import { buildFrameError, buildFrameReady, buildFrameSuccess } from '../../domain/embedded/frameProtocol.ts';
import {
  createFrameTransport,
  type EmbeddedFrameActor,
  type FrameTransport,
  frameUrl,
} from './frameTransport.ts';

const SITE = 'https://secure.example/sdk';
const ORIGIN = 'https://secure.example';
const QUERY = {
  projectId: 'p1',
  chainId: 31337,
  version: '0.1.0',
  enableLogger: false,
  rpcUrl: 'http://127.0.0.1:8545',
};

let transport: FrameTransport | undefined;
afterEach(() => {
  transport?.stop();
  vi.useRealTimers();
});

function start() {
  const log = vi.fn<(message: string) => void>();
  const clearLoginCache = vi.fn();
  transport = createFrameTransport({
    secureSite: SITE,
    query: QUERY,
    emailLoginUsed: false,
    clearLoginCache,
    log,
  });
  return { transport, log, clearLoginCache };
}

const frameElement = () => document.querySelector<HTMLIFrameElement>('iframe[title="Embedded wallet"]');
const deliver = (
  data: unknown,
  origin = ORIGIN,
  source: MessageEventSource | null = frameElement()?.contentWindow ?? null,
) => window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

describe('frame transport', () => {
  test('the frame URL carries projectId, chainId, version, enableLogger and rpcUrl (§7)', () => {
    const url = new URL(frameUrl(SITE, QUERY));
    expect(url.origin + url.pathname).toBe(SITE);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p1',
      chainId: '31337',
      version: '0.1.0',
      enableLogger: 'false',
      rpcUrl: 'http://127.0.0.1:8545',
    });
  });

  test('a request creates the hidden frame and resolves with the reply of its id once the frame is ready', async () => {
    vi.useFakeTimers();
    const { transport } = start();
    const post = vi.fn();
    const answer = transport.request('GET_CHAIN_ID');
    const iframe = frameElement();
    expect(iframe?.hidden).toBe(true);
    expect(iframe?.src).toBe(frameUrl(SITE, QUERY));
    if (!iframe?.contentWindow) throw new Error('no frame window');
    iframe.contentWindow.postMessage = post;
    deliver(buildFrameReady());
    // §4 ready = the ready event plus 500 ms; §7 the theme is synced first.
    await vi.advanceTimersByTimeAsync(500);
    expect(post.mock.calls.map(([sent]) => sent.type)).toEqual([
      '@w3m-app/SYNC_THEME',
      '@w3m-app/GET_CHAIN_ID',
    ]);
    const [message, targetOrigin] = post.mock.calls[1] ?? [];
    expect(targetOrigin).toBe(ORIGIN);
    deliver(buildFrameSuccess('GET_CHAIN_ID', message.id, { chainId: 31337 }));
    await expect(answer).resolves.toEqual({ chainId: 31337 });
  });

  test('messages from another origin, another window, of a bad shape or answering nothing are dropped with a reason', async () => {
    vi.useFakeTimers();
    const { transport, log } = start();
    const post = vi.fn();
    const answer = transport.request('GET_CHAIN_ID');
    const iframe = frameElement();
    if (!iframe?.contentWindow) throw new Error('no frame window');
    iframe.contentWindow.postMessage = post;
    deliver(buildFrameReady());
    await vi.advanceTimersByTimeAsync(500);
    const id = post.mock.calls.find(([sent]) => sent.type === '@w3m-app/GET_CHAIN_ID')?.[0].id as string;
    deliver(buildFrameSuccess('GET_CHAIN_ID', id, { chainId: 1 }), 'https://evil.example');
    deliver(buildFrameSuccess('GET_CHAIN_ID', id, { chainId: 2 }), ORIGIN, window);
    deliver({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id, payload: { chainId: -1 } });
    deliver(buildFrameSuccess('IS_CONNECTED', id, { isConnected: true }));
    deliver(buildFrameSuccess('GET_CHAIN_ID', 'other-id', { chainId: 3 }));
    expect(log.mock.calls.map(([line]) => line)).toEqual([
      "[portico] dropped a frame message: origin https://evil.example is not the secure site's",
      '[portico] dropped a frame message: not from the secure site frame',
      expect.stringMatching(/^\[portico\] dropped a frame message: payload\.chainId/),
      `[portico] dropped a frame message: @w3m-frame/IS_CONNECTED_SUCCESS does not answer GET_CHAIN_ID`,
      '[portico] dropped a frame message: no open request with id other-id',
    ]);
    deliver(buildFrameSuccess('GET_CHAIN_ID', id, { chainId: 31337 }));
    await expect(answer).resolves.toEqual({ chainId: 31337 });
  });

  test('§3/§7: dapp data and theme are synced when ready, the theme again when it changes; their replies settle nothing', async () => {
    vi.useFakeTimers();
    const log = vi.fn();
    transport = createFrameTransport({
      secureSite: SITE,
      query: QUERY,
      emailLoginUsed: true,
      clearLoginCache: () => {},
      log,
      theme: { prefersDark: false, themeVariables: { accent: '#ff5a1f' } },
      dappData: { sdkVersion: '0.1.0', sdkType: 'portico', projectId: 'p1' },
    });
    const post = vi.fn();
    const iframe = frameElement();
    if (!iframe?.contentWindow) throw new Error('no frame window');
    iframe.contentWindow.postMessage = post;
    // A change before the frame is ready is kept: the frame learns the theme of the moment it is ready.
    transport.themeChanged({ prefersDark: true, themeVariables: { accent: '#ff5a1f' } });
    expect(post).not.toHaveBeenCalled();
    deliver(buildFrameReady());
    await vi.advanceTimersByTimeAsync(500);
    const sent = () => post.mock.calls.map(([message]) => message);
    expect(sent().map((message) => [message.type, message.payload])).toEqual([
      ['@w3m-app/SYNC_DAPP_DATA', { sdkVersion: '0.1.0', sdkType: 'portico', projectId: 'p1' }],
      [
        '@w3m-app/SYNC_THEME',
        {
          themeMode: 'dark',
          themeVariables: { '--w3m-accent': '#ff5a1f' },
          w3mThemeVariables: { '--w3m-accent': '#ff5a1f', '--w3m-background': '#202020' },
        },
      ],
    ]);
    // Their replies answer no caller: taken silently, a refusal logged with the frame's reason.
    deliver(buildFrameSuccess('SYNC_DAPP_DATA', sent()[0].id, undefined));
    deliver(buildFrameError('SYNC_THEME', sent()[1].id, 'Invalid theme'));
    expect(log.mock.calls.map(([line]) => line)).toEqual([
      '[portico] the frame refused SYNC_THEME: Invalid theme',
    ]);
    // While ready: a change of what the frame shows is told; the same theme again is not.
    transport.themeChanged({ prefersDark: false, themeVariables: { accent: '#ff5a1f' } });
    transport.themeChanged({ prefersDark: false, themeVariables: { accent: '#ff5a1f' } });
    expect(
      sent()
        .slice(2)
        .map((message) => [message.type, message.payload.themeMode]),
    ).toEqual([['@w3m-app/SYNC_THEME', 'light']]);
  });

  test("with a parent, the frame statechart is the parent's child: spawned there, reporting to it, stopped by it", async () => {
    vi.useFakeTimers();
    const reports: string[] = [];
    // The root stand-in: spawns the statechart as its child and hears its reports.
    const root = createActor(
      setup({}).createMachine({ on: { '*': { actions: ({ event }) => void reports.push(event.type) } } }),
    ).start();
    let child: EmbeddedFrameActor | undefined;
    const stop = vi.fn();
    const onReport = vi.fn();
    transport = createFrameTransport({
      secureSite: SITE,
      query: QUERY,
      emailLoginUsed: true,
      clearLoginCache: () => {},
      onReport,
      parent: {
        spawn(logic, input) {
          child = createActor(logic, { input, parent: root }).start();
          return child;
        },
        stop,
      },
    });
    expect(child?.getSnapshot().context.emailLoginUsed).toBe(true);
    deliver(buildFrameReady());
    await vi.advanceTimersByTimeAsync(500);
    // Its report went to its parent, not to onReport.
    expect(reports).toEqual(['embeddedFrame.ready']);
    expect(onReport).not.toHaveBeenCalled();
    transport.stop();
    transport = undefined;
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
