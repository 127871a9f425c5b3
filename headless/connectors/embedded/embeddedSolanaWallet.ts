/**
 * The embedded wallet on solana (§1 AUTH, §3): a Wallet Standard wallet whose account is the user's
 * Solana key at the secure site, so `useProvider('solana')` and the Solana actions work with it as with
 * any other. Signing goes to the frame as RPC_REQUEST on the solana namespace (solanaSigning.ts);
 * connecting reads the account the embedded wallet's connection holds, with no prompt.
 */
import { getBase58Encoder } from '@solana/kit';
import {
  SIGN_AND_SEND,
  SIGN_MESSAGE,
  SIGN_TRANSACTION,
  type SolanaRequest,
  solanaSigning,
} from '../solanaSigning.ts';
import type { StandardWallet, StandardWalletAccount } from '../types.ts';

/** The connected Solana account: its address and its CAIP-2 chain. */
export interface EmbeddedSolanaAccount {
  address: string;
  caipNetworkId: string;
}

const FEATURES = [SIGN_MESSAGE, SIGN_TRANSACTION, SIGN_AND_SEND];

/** The Wallet Standard wallet over the frame: `account()` is the connection's, `request` the frame's. */
export function createEmbeddedSolanaWallet(
  account: () => EmbeddedSolanaAccount | undefined,
  request: SolanaRequest,
): StandardWallet & { notifyChange(): void } {
  const listeners = new Set<(properties: { accounts: StandardWalletAccount[] }) => void>();
  const accounts = (): StandardWalletAccount[] => {
    const connected = account();
    if (!connected) return [];
    return [
      {
        address: connected.address,
        publicKey: new Uint8Array(getBase58Encoder().encode(connected.address)),
        chains: [connected.caipNetworkId],
        features: FEATURES,
      },
    ];
  };
  const { signMessage, signTransaction, signAndSendTransaction } = solanaSigning(request);
  return {
    version: '1.0.0',
    name: 'Email',
    icon: '',
    get chains() {
      return accounts().flatMap((each) => each.chains);
    },
    get accounts() {
      return accounts();
    },
    features: {
      'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: accounts() }) },
      // Signing out is the modal's disconnect (the frame's SIGN_OUT); nothing to do here.
      'standard:disconnect': { version: '1.0.0', disconnect: async () => {} },
      'standard:events': {
        version: '1.0.0',
        on: (event: string, listener: (properties: { accounts: StandardWalletAccount[] }) => void) => {
          if (event !== 'change') return () => {};
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      [SIGN_MESSAGE]: { version: '1.0.0', signMessage },
      [SIGN_TRANSACTION]: { version: '1.0.0', supportedTransactionVersions: ['legacy', 0], signTransaction },
      [SIGN_AND_SEND]: {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction,
      },
    },
    /** The connection's account or chain changed: Wallet Standard 'change' to whoever listens. */
    notifyChange() {
      for (const listener of listeners) listener({ accounts: accounts() });
    },
  };
}
