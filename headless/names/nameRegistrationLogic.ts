/**
 * Name registration's code (§4), a chunk of its own loaded when its view (or a custom UI) first holds
 * it: the statechart with its effects, the name service and the wallet's signature. The §3 message is
 * written here, with the timestamp of the moment it is signed.
 */
import { fromPromise } from 'xstate';
import { registrationMessage } from '../../domain/accountName.ts';
import { PorticoError } from '../../domain/errors.ts';
import type { NameSuggestion, RegisteredName } from '../../domain/schemas/nameService.ts';
import {
  nameRegistrationMachine,
  type RegisterNameInput,
  type SignedRegistration,
  type SignRegistrationInput,
} from '../../machines/names/nameRegistration.machine.ts';
import type { NameServiceClient } from '../api/nameService.ts';
import type { Eip1193Provider, StandardWallet } from '../connectors/types.ts';
import { signWithWallet } from '../siwx/signWithWallet.ts';

/** Signs a registration message for an address (the wallet's personal_sign). */
export type SignRegistration = (request: { address: string; message: string }) => Promise<string>;

/** The registration statechart's actors over a name-service client and a signer. */
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

/**
 * The registration statechart, its effects provided over the name service and the connected eip155
 * wallet, which signs: the auth connector's, as the statechart's requirements checked.
 */
export function createNameRegistrationLogic(
  names: NameServiceClient,
  provider: (namespace: 'eip155') => Eip1193Provider | StandardWallet | undefined,
): typeof nameRegistrationMachine {
  return nameRegistrationMachine.provide({
    actors: nameRegistrationActors(names, ({ address, message }) => {
      const wallet = provider('eip155');
      if (!wallet) throw PorticoError.of('addressOrAuthConnectorNotFound');
      return signWithWallet(wallet, address, message);
    }),
  });
}
