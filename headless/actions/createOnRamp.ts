/**
 * Start an on-ramp purchase (the OnRamp view or a custom UI's `useOnRamp`): its code loads on demand
 * (rule 5), the root runs it as its child (so the inspector shows it and decides on what it reports:
 * the provider's page opened, the funds arrived, the errors), and it follows the modal's connected
 * account and network.
 */
import type { ActorRefFrom } from 'xstate';
import type { AccountRef } from '../../machines/account/account.ts';
import { isSameAccount } from '../../machines/account/account.ts';
import type { onRampMachine } from '../../machines/onramp/onRamp.machine.ts';
import type { PorticoModal } from '../createModal.ts';
import { swapAccountOf } from './createSwap.ts';

/** A running on-ramp purchase: its actor, and `stop()` when its view leaves. */
export interface OnRamp {
  /** Send it the on-ramp's events ('onramp.setAmount', 'onramp.buy', …); read its snapshot with the on-ramp selectors. */
  readonly actor: ActorRefFrom<typeof onRampMachine>;
  /** Stop the purchase flow and stop following the modal's account. */
  stop(): void;
}

/** What `createOnRamp` resolves with: the running purchase flow. */
export type CreateOnRampReturnType = OnRamp;

/** The account the funds go to: the active namespace's connected account (the swap's rule). */
const onRampAccountOf: typeof swapAccountOf = swapAccountOf;

/** How many on-ramps were started: each child of the root has an id of its own. */
let onRamps = 0;

/**
 * Start an on-ramp purchase as a child of the root, following the modal's connected account; resolves
 * once it runs (its code loaded). Call `stop()` when its view leaves.
 */
export async function createOnRamp(modal: PorticoModal): Promise<CreateOnRampReturnType> {
  const engine = modal.engine ?? (await modal.load());
  const logic = await engine.onRampLogic();
  let account: AccountRef | undefined = onRampAccountOf(engine);
  onRamps += 1;
  const id = `onramp:${onRamps}` as const;
  engine.actor.send({ type: 'onramp.spawn', id, logic, input: { account } });
  const actor = engine.actor.getSnapshot().children[id] as unknown as OnRamp['actor'] | undefined;
  if (!actor) throw new Error('Portico: the on-ramp could not start (the modal was destroyed)');
  const follow = (): void => {
    const now = onRampAccountOf(engine);
    if (isSameAccount(now, account)) return;
    account = now;
    actor.send({ type: 'onramp.account', account });
  };
  const subscription = engine.actor.subscribe(follow);
  return {
    actor,
    stop: () => {
      subscription.unsubscribe();
      engine.actor.send({ type: 'onramp.stop', id });
    },
  };
}
