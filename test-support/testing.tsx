/**
 * Test helpers of the default UI (not shipped from index.ts): a real modal over a stubbed cloud API.
 * The stub is a small in-memory wallet directory answering /getWallets like the §7 API, so the views
 * run against the real engine and hooks, as a host app would.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { preloadModalUI } from '../default-ui/PorticoModalUI.tsx';
import { connectionActorOf } from '../headless/children.ts';
import { createModal, type PorticoModal } from '../headless/createModal.ts';
import { startEngine } from '../headless/engine.ts';
import type { ConnectionActor, PorticoEngine } from '../headless/engine.types.ts';
import type { ModalOptionsInput } from '../headless/options.ts';
import { PorticoProvider } from '../hooks/index.ts';

// The modal's frame is a lazy chunk; fetched here once, so views render at once as after an idle preload.
await preloadModalUI();

/** The API base the test modals use. */
export const TEST_API = 'http://cloud.test';

/** A directory wallet as the server sends it. */
export interface DirectoryWallet {
  id: string;
  name: string;
  image_id: string;
  chains: string[];
  /** The wallet's EIP-6963 rdns, when it is also a browser extension. */
  rdns?: string;
}

/** `count` wallets named "Wallet 1"… with ids `w1`…, or the given names. */
export function directoryOf(countOrNames: number | string[]): DirectoryWallet[] {
  const names = Array.isArray(countOrNames)
    ? countOrNames
    : Array.from({ length: countOrNames }, (_, index) => `Wallet ${index + 1}`);
  return names.map((name, index) => ({
    id: `w${index + 1}`,
    name,
    image_id: `img${index + 1}`,
    chains: ['eip155:1'],
  }));
}

/** What the stubbed API does; every field optional. */
export interface CloudStub {
  wallets?: DirectoryWallet[];
  /** Answer /getWallets with this HTTP status instead (e.g. 500). */
  failWallets?: number;
  /** Remote features of /appkit/v1/config; none by default, so local options decide. */
  remoteFeatures?: Array<{ id: string; isEnabled: boolean; config?: string[] | null }>;
  /**
   * Native balances the chain RPC answers (any JSON-RPC POST): `eth_getBalance` in wei, Solana
   * `getBalance` in lamports. Default 1.234 ETH and 2.5 SOL.
   */
  balances?: { wei?: bigint; lamports?: bigint };
  /**
   * The blockchain data API (§7): the `balances` of GET /v1/account/{address}/balance (default none)
   * and the history pages of GET /v1/account/{account}/history, the first one without a cursor, page
   * N at cursor `pN` (default one empty page). A status number answers that status instead.
   */
  tokenBalances?: unknown[] | number;
  history?: Array<{ data: unknown[] }> | number;
  /**
   * The name service's registered names by name (GET /v1/profile/account/{name}); any other name is
   * a 404 with the reason 'Name not found', as dev/cloud answers.
   */
  names?: Record<string, unknown>;
  /**
   * Another service on the same stub, asked first (the conversion API of fakeConvertApi.ts, the on-ramp
   * API of fakeOnRampApi.ts, which also answers history with `onramp`): its answer, or undefined.
   */
  convert?: (url: URL, init?: RequestInit) => Promise<Response> | undefined;
}

/** What the stubbed chain RPC answers to one JSON-RPC call. */
function rpcResult(method: string, balances: CloudStub['balances'] = {}): unknown {
  switch (method) {
    case 'eth_getBalance':
      return `0x${(balances.wei ?? 1_234_000_000_000_000_000n).toString(16)}`;
    case 'getBalance':
      return { context: { slot: 1 }, value: Number(balances.lamports ?? 2_500_000_000n) };
    case 'net_listening':
      return true;
    case 'eth_chainId':
      return '0x1';
    case 'eth_blockNumber':
      return '0x1';
    // Send's review: a plain transfer's 21000 gas at 1 gwei, 0.000021 ETH.
    case 'eth_estimateGas':
      return '0x5208';
    case 'eth_gasPrice':
      return '0x3b9aca00';
    default:
      return null;
  }
}

/** The answer to a JSON-RPC POST body (one call or a batch), or undefined when the body is not one. */
function rpcAnswer(body: unknown, balances: CloudStub['balances']): Response | undefined {
  if (typeof body !== 'string') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  const answer = (call: unknown) => {
    const { id, method } = (call ?? {}) as { id?: unknown; method?: unknown };
    return { jsonrpc: '2.0', id, result: rpcResult(String(method), balances) };
  };
  if (Array.isArray(parsed)) return Response.json(parsed.map(answer));
  if (typeof parsed === 'object' && parsed !== null && 'jsonrpc' in parsed)
    return Response.json(answer(parsed));
  return undefined;
}

/**
 * Stubs global fetch with the cloud API and the chain RPC (see `balances`); returns the mock, whose
 * calls are the requested URLs.
 */
export function stubCloud(stub: CloudStub = {}) {
  const state = { failWallets: stub.failWallets };
  const wallets = stub.wallets ?? directoryOf(6);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const rpc = init?.method === 'POST' ? rpcAnswer(init.body, stub.balances) : undefined;
    if (rpc) return rpc;
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const converted = stub.convert?.(url, init);
    if (converted) return converted;
    if (url.pathname === '/getWallets') {
      if (state.failWallets) return Response.json({ message: 'failed' }, { status: state.failWallets });
      const page = Number(url.searchParams.get('page') ?? '1');
      const entries = Number(url.searchParams.get('entries') ?? '40');
      const search = url.searchParams.get('search')?.toLowerCase();
      const include = url.searchParams.get('include')?.split(',');
      const exclude = url.searchParams.get('exclude')?.split(',') ?? [];
      const matches = wallets.filter(
        (wallet) =>
          (!search || wallet.name.toLowerCase().includes(search)) &&
          (!include || include.includes(wallet.id)) &&
          !exclude.includes(wallet.id),
      );
      return Response.json({
        count: matches.length,
        data: matches.slice((page - 1) * entries, page * entries),
      });
    }
    if (/^\/v1\/account\/[^/]+\/balance$/.test(url.pathname)) {
      const tokens = stub.tokenBalances ?? [];
      if (typeof tokens === 'number') return Response.json({ message: 'failed' }, { status: tokens });
      return Response.json({ balances: tokens });
    }
    const lookedUp = /^\/v1\/profile\/account\/([^/]+)$/.exec(url.pathname);
    if (lookedUp && init?.method !== 'POST') {
      const registered = stub.names?.[decodeURIComponent(lookedUp[1] ?? '')];
      if (registered) return Response.json(registered);
      return Response.json({ reasons: [{ description: 'Name not found' }] }, { status: 404 });
    }
    if (/^\/v1\/account\/[^/]+\/history$/.test(url.pathname)) {
      const pages = stub.history ?? [{ data: [] }];
      if (typeof pages === 'number') return Response.json({ message: 'failed' }, { status: pages });
      const index = Number(url.searchParams.get('cursor')?.slice(1) ?? '0');
      const next = index + 1 < pages.length ? `p${index + 1}` : null;
      return Response.json({ data: pages[index]?.data ?? [], next });
    }
    if (url.pathname === '/appkit/v1/config') return Response.json({ features: stub.remoteFeatures ?? [] });
    if (url.pathname === '/projects/v1/origins') return Response.json({ allowedOrigins: [] });
    if (url.pathname === '/getAnalyticsConfig') return Response.json({ isAnalyticsEnabled: false });
    return Response.json({});
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** Make later /getWallets calls succeed (or fail with a status). */
    setFailWallets(status: number | undefined) {
      state.failWallets = status;
    },
    /** The /getWallets requests made so far, as URLs. */
    walletRequests(): URL[] {
      return fetchMock.mock.calls
        .map(
          ([input]) =>
            new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url),
        )
        .filter((url) => url.pathname === '/getWallets');
    },
  };
}

/**
 * A real modal with the test project and API; options are merged over those. Its engine is started at
 * once (instead of loading on demand) so tests can drive it synchronously.
 */
export function testModal(options: Partial<ModalOptionsInput> = {}): PorticoModal {
  return createModal({ projectId: 'test', endpoints: { api: TEST_API }, ...options }, { startEngine });
}

/** The started engine of a test modal. */
export function engineOf(modal: PorticoModal): PorticoEngine {
  if (!modal.engine) throw new Error('the test modal has no engine: create it with testModal()');
  return modal.engine;
}

/** Render UI inside a provider of the given modal. */
export function renderWithModal(modal: PorticoModal, ui: ReactNode) {
  return render(<PorticoProvider modal={modal}>{ui}</PorticoProvider>);
}

/** The connection actor of a namespace in a running engine. */
export function connectionOf(engine: PorticoEngine, namespace: string): ConnectionActor | undefined {
  return connectionActorOf(engine.actor.getSnapshot(), namespace);
}
