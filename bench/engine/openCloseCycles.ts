/**
 * The leak check: with a wallet connected, open and close the modal again and again as a visitor
 * would, the way a UI drives the engine (it follows the router while the modal is open and asks the
 * Account view's token balances on open), and read the heap, the live actors and the subscriptions
 * after given numbers of cycles.
 */
import { type PorticoEngine, type PorticoModal, refreshTokenBalances } from '../../headless/index.ts';
import type { PageWallet } from '../../test-support/pageWallets.ts';
import { countActorTree } from './actorTree.ts';
import { heapAfterGc, settle } from './heap.ts';

export interface CycleReading {
  cycles: number;
  heap: number;
  actors: number;
  subscriptions: number;
  /** Listeners the engine holds on the connected wallet's provider. */
  walletListeners: number;
}

async function openAndClose(modal: PorticoModal, engine: PorticoEngine): Promise<void> {
  modal.open();
  const view = engine.router.subscribe(() => {});
  refreshTokenBalances(modal);
  await settle();
  modal.close();
  view.unsubscribe();
  await settle();
}

/**
 * Runs `total` cycles; reads after each count in `readAfter` (ascending, ≤ total), once the requests
 * the cycles sent are answered.
 */
export async function openCloseCycles(
  modal: PorticoModal,
  engine: PorticoEngine,
  wallet: PageWallet,
  total: number,
  readAfter: readonly number[],
  networkIdle: () => Promise<void>,
): Promise<CycleReading[]> {
  const readings: CycleReading[] = [];
  for (let cycle = 1; cycle <= total; cycle++) {
    await openAndClose(modal, engine);
    if (!readAfter.includes(cycle)) continue;
    await networkIdle();
    const heap = await heapAfterGc();
    readings.push({
      cycles: cycle,
      heap,
      ...countActorTree(engine.actor),
      walletListeners: wallet.listenerCount(),
    });
  }
  return readings;
}
