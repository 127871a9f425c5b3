/**
 * The on-ramp's code, a chunk of its own loaded when a purchase starts (rule 5): the statechart with
 * its effects — the on-ramp API and the provider page's window, which one engine keeps (the engine
 * builds this logic once).
 */
import { onRampMachine } from '../../machines/onramp/onRamp.machine.ts';
import { type OnRampEnvironment, onRampActors } from './onRampActors.ts';
import { createProviderWindow, type OpenWindow } from './providerWindow.ts';

/** The engine's environment, and (for tests) the `window.open` the provider's page opens with. */
export interface OnRampLogicEnvironment extends OnRampEnvironment {
  openWindow?: OpenWindow | undefined;
}

/** The on-ramp statechart, each effect provided over `env`. */
export function createOnRampLogic(env: OnRampLogicEnvironment): typeof onRampMachine {
  const providerWindow = createProviderWindow(env.openWindow);
  return onRampMachine.provide({
    actors: onRampActors(env, providerWindow),
    actions: {
      openProviderWindow: () => providerWindow.open(),
      closeProviderWindow: () => providerWindow.close(),
    },
  });
}
