import { type ActorRefFrom, createActor } from 'xstate';
import { MODAL_SYSTEM_IDS, modalMachine } from '../machines/modal/modal.machine.ts';
import type { RouterFacts } from '../machines/modal/router.facts.ts';
import { routerMachine } from '../machines/modal/router.machine.ts';
import type { ViewEntry } from '../machines/modal/views.ts';
import { isMobileDevice } from './device.ts';
import { createInspect } from './inspect.ts';
import { createModalElement } from './modalElement.ts';
import { type ModalOptions, type ModalOptionsInput, parseModalOptions } from './options.ts';

/** The router actor of a modal. */
export type RouterActor = ActorRefFrom<typeof routerMachine>;

/** A running Portico modal: its actor system and the framework-free API over it. */
export interface PorticoModal {
  /** The parsed options, defaults filled in. */
  readonly options: ModalOptions;
  /** The root actor of the modal's system. */
  readonly actor: ActorRefFrom<typeof modalMachine>;
  /** The router (§2): open state, view stack, shake. */
  readonly router: RouterActor;
  /** Open the modal on the §2 default view, or on the given view. */
  open(entry?: ViewEntry): void;
  /** Close the modal (§2 close rules apply; refused with a shake while close is disabled). */
  close(): void;
  /** Tell the router facts the §2 rules read (connected, embedded, adapters, mobile). */
  setRouterFacts(facts: Partial<RouterFacts>): void;
  /** The element the default UI renders into, or null when the host places the modal (§2). */
  getElement(): HTMLElement | null;
  /** Stop every actor and remove the modal's element. */
  destroy(): void;
}

/**
 * Create a Portico modal from the host's options: validates them (a bad option throws an error naming
 * the field), starts the modal's actor system and returns the framework-free API. Safe to call during
 * server rendering: nothing touches the page until the modal is shown.
 */
export function createModal(input: ModalOptionsInput): PorticoModal {
  const options = parseModalOptions(input);
  const machine = modalMachine.provide({
    actors: { router: routerMachine },
  });
  const inspect = createInspect(options.inspect);
  const actor = createActor(machine, {
    inspect,
    input: {
      router: { isEmbedded: options.embedded, isMobile: isMobileDevice(), hasAdapters: options.networks.length > 0 },
    },
  });
  actor.start();
  const router = actor.system.get(MODAL_SYSTEM_IDS.router) as RouterActor;
  const element = createModalElement(options);

  return {
    options,
    actor,
    router,
    open: (entry) => router.send(entry ? { type: 'modal.open', ...entry } : { type: 'modal.open' }),
    close: () => router.send({ type: 'modal.close' }),
    setRouterFacts: (facts) => router.send({ type: 'router.facts', ...facts }),
    getElement: () => element.get(),
    destroy: () => {
      actor.stop();
      inspect?.stop();
      element.remove();
    },
  };
}
