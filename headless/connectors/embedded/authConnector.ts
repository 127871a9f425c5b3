/**
 * The embedded wallet's connector (§1, §3: type AUTH) as the engine holds it from its start: its §3
 * description and the one connector interface, whose code (the frame transport, the embedded wallet)
 * loads on first use: when email login is used, or when a connection made with it is restored (the
 * §3 email-login-used flag then also creates the frame at once). A visitor who only opens the modal
 * downloads none of it.
 */
import { AUTH_CONNECTOR_ID, AUTH_NAMESPACES } from '../../../domain/constants.ts';
import type { SiwxMessageData } from '../../../domain/siwx.ts';
import { loadOnDemand } from '../../loadOnDemand.ts';
import { type WalletConnector, watchWhenLoaded } from '../connector.ts';
import type { Connector } from '../types.ts';
import type { EmbeddedWallet, EmbeddedWalletOptions } from './embeddedWallet.ts';

/** The embedded wallet's connector as §3 describes it. */
export const AUTH_CONNECTOR: Connector = {
  id: AUTH_CONNECTOR_ID,
  name: 'Email',
  type: 'AUTH',
  chain: 'eip155',
  namespaces: AUTH_NAMESPACES,
};

/** The connector, plus the embedded wallet itself for the email login's actors. */
export interface AuthConnector extends WalletConnector {
  /** The embedded wallet (its frame transport), loaded on the first call. */
  load(): Promise<EmbeddedWallet>;
  /** Remove the frame, if it was ever created. */
  stop(): void;
  /** §4 reject the pending requests: abort the frame's open RPC requests (safe reads excepted). */
  rejectRequests(error?: string): void;
  /** SIGN_OUT of the frame, when it was ever loaded (the user's last namespace left). */
  signOut(): Promise<void>;
  /** §3 sign in with the embedded wallet: its frame signs the sign-in message with no prompt. */
  signIn(data: SiwxMessageData): Promise<{ message: string; signature: string }>;
  /** Show the frame over `anchor` (ApproveTransaction) until the returned function is called. */
  showFrameOver(anchor: HTMLElement): () => void;
}

/** The AUTH connector over the embedded wallet loaded on demand. */
export function createAuthConnector(options: EmbeddedWalletOptions): AuthConnector {
  let wallet: EmbeddedWallet | undefined;
  let loading: Promise<EmbeddedWallet> | undefined;
  const load = () => {
    loading ??= loadOnDemand((code) => code.embeddedWallet()).then(({ createEmbeddedWallet }) => {
      wallet = createEmbeddedWallet(options);
      return wallet;
    });
    return loading;
  };
  return {
    connector: AUTH_CONNECTOR,
    load,
    connect: async (input) => (await load()).connect(input),
    restore: async (input) => (await load()).restore(input),
    disconnect: async ({ namespace }) => (await load()).disconnect(namespace),
    switchChain: async (network) => (await load()).switchChain(network),
    addChain: async () => {},
    // Connected means loaded: the provider exists once a connect or restore ran.
    provider: (namespace) =>
      namespace === 'eip155' ? wallet?.provider : namespace === 'solana' ? wallet?.solanaWallet : undefined,
    watch: (namespace, emit) => watchWhenLoaded(load(), (loaded) => loaded.watch(namespace, emit)),
    stop: () => wallet?.stop(),
    signIn: async (data) => (await load()).signIn(data),
    rejectRequests: (error) => wallet?.transport.abort(error),
    signOut: async () => wallet?.signOut(),
    showFrameOver: (anchor) => wallet?.transport.showOver(anchor) ?? (() => {}),
  };
}
