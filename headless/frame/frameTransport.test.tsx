/**
 * The frame transport in jsdom: the frame URL of §7, and what it accepts: only messages from the secure
 * site's origin and the frame's window that parse and answer an open request of the same event; the
 * others are dropped with their reason. (A .tsx test only to run in the DOM project.)
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import { buildFrameReady, buildFrameSuccess } from '../../domain/embedded/frameProtocol.ts';
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
    // §4 ready = the ready event plus 500 ms.
    await vi.advanceTimersByTimeAsync(500);
    expect(post).toHaveBeenCalledTimes(1);
    const [message, targetOrigin] = post.mock.calls[0] ?? [];
    expect(targetOrigin).toBe(ORIGIN);
    expect(message.type).toBe('@w3m-app/GET_CHAIN_ID');
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
    const id = post.mock.calls[0]?.[0].id as string;
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
