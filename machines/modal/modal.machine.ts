/**
 * The modal's root statechart: it starts the long-lived children of the actor system (ARCHITECTURE.md)
 * and gives each a system id, so the engine and the hooks reach them with `system.get(id)`.
 *
 * Pure: the children are named actor sources in `setup()`; the engine provides the implementations
 * (each child machine with its own side effects provided) via `.provide({ actors })`.
 */
import { setup } from 'xstate';
import type { RouterInput } from './router.machine.ts';
import { routerMachine } from './router.machine.ts';

/** The system ids of the root's children. */
export const MODAL_SYSTEM_IDS = {
  router: 'router',
} as const;

/** What the root passes on to its children when it starts. */
export interface ModalInput {
  router?: RouterInput;
}

/** The modal root. Start it with `createActor(modalMachine.provide(...), { input })`. */
export const modalMachine = setup({
  types: {
    input: {} as ModalInput,
    context: {} as { input: ModalInput },
  },
  actors: {
    router: routerMachine,
  },
}).createMachine({
  id: 'modal',
  context: ({ input }) => ({ input }),
  invoke: [
    {
      id: MODAL_SYSTEM_IDS.router,
      systemId: MODAL_SYSTEM_IDS.router,
      src: 'router',
      input: ({ context }) => context.input.router ?? {},
    },
  ],
});
