/**
 * The account type statechart's effects (machines/session/accountType.machine.ts): the embedded
 * wallet's smart-account calls to its frame, and what is stored (§3 smart-account-enabled networks;
 * the visitor's choice of account type per namespace). Part of the account session's chunk.
 */
import { fromPromise } from 'xstate';
import type { AccountType } from '../domain/accountTypes.ts';
import type { ChainNamespace } from '../domain/caip.ts';
import { type PreferredAccountTypes, preferredAccountTypes } from '../domain/smartAccounts.ts';
import { accountTypeMachine } from '../machines/session/accountType.machine.ts';
import type {
  PreferredAccountAnswer,
  SmartAccountAnswer,
  SwitchableAccountType,
} from '../machines/session/accountType.types.ts';
import type { EmbeddedWallet } from './connectors/embedded/embeddedWallet.ts';
import type { TypedStorage } from './storage/storage.ts';

/** What the account type's effects need from the engine. */
export interface AccountTypeEnvironment {
  /** The embedded wallet (loaded already: its connection is what these calls follow). */
  wallet(): Promise<EmbeddedWallet>;
  storage: TypedStorage;
  /** The host's `defaultAccountTypes` option. */
  defaultAccountTypes: PreferredAccountTypes;
}

/** The account type statechart with its effects provided. */
export function provideAccountType(environment: AccountTypeEnvironment) {
  const { storage } = environment;
  return accountTypeMachine.provide({
    actors: {
      readPreferredAccountTypes: fromPromise<PreferredAccountTypes, void>(async () =>
        preferredAccountTypes(environment.defaultAccountTypes, storage.get('preferredAccountTypes')),
      ),
      getSmartAccountEnabledNetworks: fromPromise<readonly number[], void>(async () =>
        (await environment.wallet()).getSmartAccountEnabledNetworks(),
      ),
      setPreferredAccount: fromPromise<PreferredAccountAnswer, { type: SwitchableAccountType }>(
        async ({ input }) => (await environment.wallet()).setPreferredAccount(input.type),
      ),
      initSmartAccount: fromPromise<SmartAccountAnswer, void>(async () =>
        (await environment.wallet()).initSmartAccount(),
      ),
    },
    actions: {
      storeSmartAccountNetworks: (_, networks) => storage.set('smartAccountEnabledNetworks', [...networks]),
      storePreferredAccountType: (_, { namespace, accountType }) =>
        storage.set('preferredAccountTypes', {
          ...storage.get('preferredAccountTypes'),
          [namespace as ChainNamespace]: accountType as AccountType,
        }),
    },
  });
}
