/**
 * The modal's root statechart: it starts the long-lived children of the actor system (ARCHITECTURE.md)
 * and gives each a system id, so the engine and the hooks reach them with `system.get(id)`, and the
 * children reach each other the same way (projectConfig raises its alerts on `notices`, a connection
 * reports chain changes to `network`).
 *
 * One `connection` actor runs per chain namespace the app uses (§4 "Connection status per chain
 * namespace"), system id `connection:<namespace>`. The actors only a connected visitor needs, one
 * `balances:<namespace>` each and `wallets`, start on 'modal.startAccountActors', which carries their
 * logic: the engine loads that code with the first connection, not with the modal.
 *
 * Pure: the children are named actor sources in `setup()`; the engine provides the implementations
 * (each child machine with its own side effects provided) via `.provide({ actors })`.
 */
import { enqueueActions, setup } from 'xstate';
import type { ChainNamespace } from '../../domain/caip.ts';
import type { balancesMachine } from '../balances/balances.machine.ts';
import { projectConfigMachine } from '../config/projectConfig.machine.ts';
import type { ProjectConfigSettings } from '../config/projectConfig.types.ts';
import type { ConnectionInput } from '../connection/connection.context.ts';
import { connectionMachine } from '../connection/connection.machine.ts';
import type { WalletsInput } from '../connection/wallets.context.ts';
import type { walletsMachine } from '../connection/wallets.machine.ts';
import type { NetworkInput } from '../network/network.context.ts';
import { networkMachine } from '../network/network.machine.ts';
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
  network: 'network',
  wallets: 'wallets',
} as const;

/** The system id of the connection actor of a namespace. */
export function connectionSystemId(namespace: string): `connection:${string}` {
  return `connection:${namespace}`;
}

/** The system id of the balances actor of a namespace. */
export function balancesSystemId(namespace: string): `balances:${string}` {
  return `balances:${namespace}`;
}

/** What the root passes on to its children when it starts. */
export interface ModalInput {
  router: RouterInput;
  notices: NoticesInput;
  projectConfig: ProjectConfigSettings;
  walletList: WalletListInput;
  network: NetworkInput;
  wallets: WalletsInput;
  /** One connection per namespace the app uses. */
  connections: readonly ConnectionInput[];
}

/** Start the account actors with this logic (each machine with its side effects provided). */
export interface StartAccountActorsEvent {
  type: 'modal.startAccountActors';
  balances: typeof balancesMachine;
  wallets: typeof walletsMachine;
}

/** The modal root. Start it with `createActor(modalMachine.provide(...), { input })`. */
export const modalMachine = setup({
  types: {
    input: {} as ModalInput,
    context: {} as { input: ModalInput; accountActors: boolean },
    events: {} as StartAccountActorsEvent,
  },
  actors: {
    router: routerMachine,
    notices: noticesMachine,
    projectConfig: projectConfigMachine,
    walletList: walletListMachine,
    network: networkMachine,
    connection: connectionMachine,
  },
}).createMachine({
  id: 'modal',
  context: ({ input }) => ({ input, accountActors: false }),
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
    {
      id: MODAL_SYSTEM_IDS.network,
      systemId: MODAL_SYSTEM_IDS.network,
      src: 'network',
      input: ({ context }) => context.input.network,
    },
  ],
  on: {
    // Once: a second start (a late duplicate) changes nothing.
    'modal.startAccountActors': {
      guard: ({ context }) => !context.accountActors,
      actions: enqueueActions(({ context, event, enqueue }) => {
        // Reached by system id (children spawned from logic take no typed id).
        enqueue.spawnChild(event.wallets, {
          systemId: MODAL_SYSTEM_IDS.wallets,
          input: context.input.wallets,
        });
        for (const connection of context.input.connections) {
          enqueue.spawnChild(event.balances, {
            systemId: balancesSystemId(connection.namespace),
            input: { namespace: connection.namespace },
          });
        }
        enqueue.assign({ accountActors: true });
      }),
    },
  },
  entry: enqueueActions(({ context, enqueue }) => {
    for (const connection of context.input.connections) {
      const namespace: ChainNamespace = connection.namespace;
      enqueue.spawnChild('connection', {
        id: connectionSystemId(namespace),
        systemId: connectionSystemId(namespace),
        input: connection,
      });
    }
  }),
});
