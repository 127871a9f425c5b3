/**
 * Start a swap (the Swap view or a custom UI's `useSwap`): its code loads on demand (rule 5), the root
 * runs it as its child (so the inspector shows it and decides on what it reports: the review, the
 * success, the errors), and it follows the modal's connected account and network.
 */
import type { ActorRefFrom } from 'xstate';
import type { AccountRef } from '../../machines/account/account.ts';
import { isSameAccount } from '../../machines/account/account.ts';
import type { swapMachine } from '../../machines/swap/swap.machine.ts';
import type { PorticoModal } from '../createModal.ts';
import type { PorticoEngine } from '../engine.types.ts';
import { accountOf } from './getAccount.ts';

/** A running swap: its actor, and `stop()` when its view leaves. */
export interface Swap {
  /** Send it the swap's events ('swap.setAmount', 'swap.review', …); read its snapshot with the swap selectors. */
  readonly actor: ActorRefFrom<typeof swapMachine>;
  /** Stop the swap and stop following the modal's account. */
  stop(): void;
}

/** What `createSwap` resolves with: the running swap. */
export type CreateSwapReturnType = Swap;

/** The account a swap works for: the active namespace's connected account, if any. */
export function swapAccountOf(engine: PorticoEngine): AccountRef | undefined {
  const account = accountOf(engine);
  if (!account.isConnected || !account.caipAddress || !account.caipNetworkId) return undefined;
  return { caipAddress: account.caipAddress, caipNetworkId: account.caipNetworkId };
}

/** How many swaps were started: each child of the root has an id of its own. */
let swaps = 0;

/**
 * Start a swap as a child of the root, following the modal's connected account; resolves once it runs
 * (its code loaded). Call `stop()` when its view leaves.
 */
export async function createSwap(modal: PorticoModal): Promise<CreateSwapReturnType> {
  const engine = modal.engine ?? (await modal.load());
  const logic = await engine.swapLogic();
  let account = swapAccountOf(engine);
  swaps += 1;
  const id = `swap:${swaps}` as const;
  engine.actor.send({ type: 'swap.spawn', id, logic, input: { account } });
  const actor = engine.actor.getSnapshot().children[id] as unknown as Swap['actor'] | undefined;
  if (!actor) throw new Error('Portico: the swap could not start (the modal was destroyed)');
  const follow = (): void => {
    const now = swapAccountOf(engine);
    if (isSameAccount(now, account)) return;
    account = now;
    actor.send({ type: 'swap.account', account });
  };
  const subscription = engine.actor.subscribe(follow);
  return {
    actor,
    stop: () => {
      subscription.unsubscribe();
      engine.actor.send({ type: 'swap.stop', id });
    },
  };
}
