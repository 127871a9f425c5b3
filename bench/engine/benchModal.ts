/**
 * The bench's modal: the real engine (`portico` and `portico/engine`) started at once in Node, its
 * endpoints on the bench's services, and what the Connect view would read once the list is ready.
 */

import { waitUntil } from '../../headless/actions/waitUntil.ts';
import { startEngine } from '../../headless/engine.ts';
import {
  type ConnectItem,
  type Connector,
  createModal,
  type ModalOptionsInput,
  orderConnectItems,
  type PorticoEngine,
  type PorticoModal,
  selectAllWallets,
  selectHasMore,
  type WalletListSnapshot,
} from '../../headless/index.ts';
import { memoryStorage } from '../../test-support/memoryStorage.ts';
import type { ServiceUrls } from './services.ts';

export const BENCH_PROJECT_ID = 'portico-dev-project';

export function benchModalInput(urls: ServiceUrls): ModalOptionsInput {
  return {
    projectId: BENCH_PROJECT_ID,
    networks: ['eip155:1'],
    appendToBody: false,
    endpoints: { api: urls.cloud, blockchainApi: urls.accountData, rpc: urls.accountData },
  };
}

/** A modal whose engine runs already, as after the host's idle-time preload. */
export function startBenchModal(
  urls: ServiceUrls,
  fetch?: typeof globalThis.fetch,
): { modal: PorticoModal; engine: PorticoEngine } {
  const modal = createModal(benchModalInput(urls), { startEngine, storage: memoryStorage(), fetch });
  if (!modal.engine) throw new Error('the engine did not start at once');
  return { modal, engine: modal.engine };
}

/** Resolves once the directory's request is answered; a failed one fails the bench rather than hang it. */
async function directorySettled(engine: PorticoEngine): Promise<WalletListSnapshot> {
  const snapshot = await waitUntil(
    engine.walletList,
    (s) => s.matches({ directory: 'ready' }) || s.matches({ directory: 'failed' }),
  );
  if (snapshot.matches({ directory: 'failed' }))
    throw new Error(`the wallet list failed: ${snapshot.context.error ?? 'no message'}`);
  return snapshot;
}

/**
 * Resolves with the Connect view's rows once the directory's first page is in and the page's
 * wallets are known: what the view would draw.
 */
export async function connectRowsWhenReady(
  engine: PorticoEngine,
  walletsInPage: number,
): Promise<ConnectItem<Connector>[]> {
  await waitUntil(engine.connectorList, (connectors) => connectors.length >= walletsInPage);
  const list = await directorySettled(engine);
  const { recent, featured, recommended } = list.context;
  return orderConnectItems({
    walletConnect: true,
    recent,
    injected: engine.connectors.getSnapshot(),
    featured,
    custom: [],
    external: [],
    recommended,
    excludeWalletIds: engine.options.excludeWalletIds,
  });
}

/** Scrolls AllWallets to its end: asks the next page until there is none; resolves with each page's time (ms). */
export async function loadWholeDirectory(engine: PorticoEngine): Promise<number[]> {
  const pageTimes: number[] = [];
  while (selectHasMore(engine.walletList.getSnapshot())) {
    const start = performance.now();
    engine.walletList.send({ type: 'walletList.nextPage' });
    await directorySettled(engine);
    pageTimes.push(performance.now() - start);
  }
  return pageTimes;
}

/** The AllWallets list as the view reads it. */
export const allWallets = (engine: PorticoEngine) => selectAllWallets(engine.walletList.getSnapshot());
