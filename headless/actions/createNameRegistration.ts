import { type ActorRefFrom, fromPromise } from 'xstate';
import { registrationMessage } from '../../domain/accountName.ts';
import { PorticoError } from '../../domain/errors.ts';
import type { NameSuggestion, RegisteredName } from '../../domain/schemas/nameService.ts';
import {
  type NameRegistrationFacts,
  nameRegistrationMachine,
  type RegisterNameInput,
  type SignedRegistration,
  type SignRegistrationInput,
} from '../../machines/names/nameRegistration.machine.ts';
import type { NameServiceClient } from '../api/nameService.ts';
import type { PorticoModal } from '../createModal.ts';
import type { PorticoEngine } from '../engine.types.ts';
import { signWithWallet } from '../siwx/signWithWallet.ts';
import { accountOf } from './getAccount.ts';
import { networkOf } from './getNetwork.ts';

/** A running name registration (§4): its actor, and `stop()` when the view leaves. */
export interface NameRegistration {
  /** Send it 'names.type' and 'names.register'; read suggestions, availability, error and state. */
  readonly actor: ActorRefFrom<typeof nameRegistrationMachine>;
  /** Stop the registration and stop following the modal's account and network. */
  stop(): void;
}

/** What `createNameRegistration` resolves with: the running registration. */
export type CreateNameRegistrationReturnType = NameRegistration;

/** §4 what registration needs to know: the active network, the eip155 address, the auth connector. */
export function nameRegistrationFactsOf(engine: PorticoEngine): NameRegistrationFacts {
  const account = accountOf(engine, { namespace: 'eip155' });
  return {
    address: account.isConnected ? account.address : undefined,
    caipNetworkId: networkOf(engine).caipNetworkId,
    // §4: the auth (embedded) wallet registers names; its connection is the one that signs.
    hasAuthConnector: account.connectorType === 'AUTH',
  };
}

const sameFacts = (a: NameRegistrationFacts, b: NameRegistrationFacts) =>
  a.address === b.address && a.caipNetworkId === b.caipNetworkId && a.hasAuthConnector === b.hasAuthConnector;

/** Signs a registration message for an address (the wallet's personal_sign). */
export type SignRegistration = (request: { address: string; message: string }) => Promise<string>;

/**
 * The registration statechart's actors over a name-service client and a signer: the §3 message is
 * written here, with the timestamp of the moment it is signed.
 */
export function nameRegistrationActors(names: NameServiceClient, sign: SignRegistration) {
  return {
    lookupName: fromPromise<RegisteredName, string>(({ input, signal }) => names.lookup(input, signal)),
    fetchNameSuggestions: fromPromise<readonly NameSuggestion[], string>(({ input, signal }) =>
      names.suggestions(input, signal),
    ),
    signRegistrationMessage: fromPromise<SignedRegistration, SignRegistrationInput>(async ({ input }) => {
      const message = registrationMessage(input.name, Date.now());
      return { message, signature: await sign({ address: input.address, message }) };
    }),
    registerName: fromPromise<void, RegisterNameInput>(({ input }) => names.register(input)),
  };
}

/** How many registrations were started: each child of the root has an id of its own. */
let registrations = 0;

/**
 * Start a name registration (§4, the RegisterAccountName view) for a custom UI or the default one:
 * suggestions and availability as the person types, then registration signed by the connected
 * account. The root statechart runs it as its child (so the inspector shows it) and decides on what
 * it reports (errors, the view to show); its facts (the account and network) follow the modal's.
 */
export async function createNameRegistration(modal: PorticoModal): Promise<CreateNameRegistrationReturnType> {
  const engine = modal.engine ?? (await modal.load());
  const names = await engine.nameService();

  const machine = nameRegistrationMachine.provide({
    actors: nameRegistrationActors(names, async ({ address, message }) => {
      // The connected eip155 wallet signs: the auth connector's, as the requirements checked.
      const provider = engine.provider('eip155');
      if (!provider) throw PorticoError.of('addressOrAuthConnectorNotFound');
      return signWithWallet(provider, address, message);
    }),
  });

  // The root runs it as its child: its reports go to the root, which decides (the snackbar, the view).
  let facts = nameRegistrationFactsOf(engine);
  registrations += 1;
  const id = `nameRegistration:${registrations}` as const;
  engine.actor.send({ type: 'names.spawn', id, logic: machine, input: facts });
  const actor = engine.actor.getSnapshot().children[id] as unknown as NameRegistration['actor'] | undefined;
  if (!actor) throw new Error('Portico: the name registration could not start (the modal was destroyed)');
  const follow = (): void => {
    const now = nameRegistrationFactsOf(engine);
    if (sameFacts(now, facts)) return;
    facts = now;
    actor.send({ type: 'names.facts', facts });
  };
  const subscriptions = [engine.actor.subscribe(follow), engine.network.subscribe(follow)];
  return {
    actor,
    stop: () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
      engine.actor.send({ type: 'names.stop', id });
    },
  };
}
