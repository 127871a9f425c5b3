import { fromPromise } from 'xstate';
import type { FetchNativeBalanceInput, NativeBalance } from '../machines/balances/balances.context.ts';
import type { NativeBalanceReader } from './rpc/nativeBalanceReader.ts';
import type { WalletActorsEnvironment } from './walletActors.ts';

/**
 * The balances statechart's native-balance reader. viem and kit are a chunk of their own, loaded with
 * the first balance read (after a connect), never with the modal.
 */
export function balanceActors(env: WalletActorsEnvironment) {
  let reader: Promise<NativeBalanceReader> | undefined;
  return {
    fetchNativeBalance: fromPromise<NativeBalance, FetchNativeBalanceInput>(async ({ input }) => {
      reader ??= import('./rpc/nativeBalanceReader.ts').then(({ createNativeBalanceReader }) =>
        createNativeBalanceReader(env.networks, env.rpcOptions),
      );
      return (await reader)(input);
    }),
  };
}
