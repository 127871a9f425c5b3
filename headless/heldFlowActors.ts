/**
 * The held flows' logic for the root (machines/modal/heldFlows.ts): a swap, an on-ramp purchase and a
 * name registration, each a chunk of its own named by the root as a lazy child (lazyLogic.ts), and
 * `loadFlow`, which the root runs before it starts one. The engine builds each flow's effects once.
 */
import { fromPromise } from 'xstate';
import type { HeldFlow } from '../machines/modal/heldFlows.ts';
import type { nameRegistrationMachine } from '../machines/names/nameRegistration.machine.ts';
import type { onRampMachine } from '../machines/onramp/onRamp.machine.ts';
import type { swapMachine } from '../machines/swap/swap.machine.ts';
import type { NameServiceClient } from './api/nameService.ts';
import type { Eip1193Provider, StandardWallet } from './connectors/types.ts';
import { lazyLogic } from './lazyLogic.ts';
import { loadOnDemand } from './loadOnDemand.ts';
import type { OnRampEnvironment } from './onramp/onRampActors.ts';
import type { SwapEnvironment } from './swap/swapActors.ts';

/** What the flows' effects are built over. */
export interface HeldFlowEnvironment {
  swap: SwapEnvironment;
  onRamp: OnRampEnvironment;
  nameService(): Promise<NameServiceClient>;
  provider(namespace: 'eip155'): Eip1193Provider | StandardWallet | undefined;
}

/** The root's `swap`, `onramp`, `nameRegistration` and `loadFlow` actors. */
export function heldFlowActors(env: HeldFlowEnvironment) {
  const swap = lazyLogic<typeof swapMachine>(() =>
    loadOnDemand((code) => code.swapLogic()).then(({ createSwapLogic }) => createSwapLogic(env.swap)),
  );
  const onramp = lazyLogic<typeof onRampMachine>(() =>
    loadOnDemand((code) => code.onRampLogic()).then(({ createOnRampLogic }) => createOnRampLogic(env.onRamp)),
  );
  const nameRegistration = lazyLogic<typeof nameRegistrationMachine>(async () => {
    const [{ createNameRegistrationLogic }, names] = await Promise.all([
      loadOnDemand((code) => code.nameRegistrationLogic()),
      env.nameService(),
    ]);
    return createNameRegistrationLogic(names, env.provider);
  });
  const flows = { swap, onramp, nameRegistration } satisfies Record<HeldFlow, unknown>;
  return {
    swap: swap.logic,
    onramp: onramp.logic,
    nameRegistration: nameRegistration.logic,
    loadFlow: fromPromise<void, HeldFlow>(({ input }) => flows[input].load()),
  };
}
