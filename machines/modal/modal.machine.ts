/**
 * The modal's root statechart: it starts the long-lived children of the actor system (ARCHITECTURE.md)
 * and gives each a system id, so the engine and the hooks reach them with `system.get(id)`, and the
 * children reach each other the same way (projectConfig raises its alerts on `notices`).
 *
 * Pure: the children are named actor sources in `setup()`; the engine provides the implementations
 * (each child machine with its own side effects provided) via `.provide({ actors })`.
 */
import { setup } from 'xstate';
import { projectConfigMachine } from '../config/projectConfig.machine.ts';
import type { ProjectConfigSettings } from '../config/projectConfig.types.ts';
import type { WalletListInput } from '../wallets/walletList.context.ts';
import { walletListMachine } from '../wallets/walletList.machine.ts';
import { type NoticesInput, noticesMachine } from './notices.machine.ts';
import { type RouterInput, routerMachine } from './router.machine.ts';

/** The system ids of the root's children. */
export const MODAL_SYSTEM_IDS = {
  router: 'router',
  notices: 'notices',
  projectConfig: 'projectConfig',
  walletList: 'walletList',
} as const;

/** What the root passes on to its children when it starts. */
export interface ModalInput {
  router: RouterInput;
  notices: NoticesInput;
  projectConfig: ProjectConfigSettings;
  walletList: WalletListInput;
}

/** The modal root. Start it with `createActor(modalMachine.provide(...), { input })`. */
export const modalMachine = setup({
  types: {
    input: {} as ModalInput,
    context: {} as { input: ModalInput },
  },
  actors: {
    router: routerMachine,
    notices: noticesMachine,
    projectConfig: projectConfigMachine,
    walletList: walletListMachine,
  },
}).createMachine({
  id: 'modal',
  context: ({ input }) => ({ input }),
  // Notices first: the others may raise alerts on it as soon as they start.
  invoke: [
    {
      id: MODAL_SYSTEM_IDS.notices,
      systemId: MODAL_SYSTEM_IDS.notices,
      src: 'notices',
      input: ({ context }) => context.input.notices ?? {},
    },
    {
      id: MODAL_SYSTEM_IDS.router,
      systemId: MODAL_SYSTEM_IDS.router,
      src: 'router',
      input: ({ context }) => context.input.router ?? {},
    },
    {
      id: MODAL_SYSTEM_IDS.projectConfig,
      systemId: MODAL_SYSTEM_IDS.projectConfig,
      src: 'projectConfig',
      input: ({ context }) => context.input.projectConfig,
    },
    {
      id: MODAL_SYSTEM_IDS.walletList,
      systemId: MODAL_SYSTEM_IDS.walletList,
      src: 'walletList',
      input: ({ context }) => context.input.walletList ?? {},
    },
  ],
});
