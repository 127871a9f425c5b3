/**
 * The embedded wallet's connector (§1, §3: type AUTH) as the engine holds it from its start: its §3
 * description and the one connector interface, whose code (the frame transport, the embedded wallet)
 * loads on first use: when email login is used, or when a connection made with it is restored (the
 * §3 email-login-used flag then also creates the frame at once). A visitor who only opens the modal
 * downloads none of it.
 */
import { AUTH_CONNECTOR_ID, AUTH_NAMESPACES } from '../../../domain/constants.ts';
import type { MessageKey } from '../../../domain/errors.ts';
import type { SiwxMessageData } from '../../../domain/siwx.ts';
import { loadOnDemand } from '../../loadOnDemand.ts';
import type { WalletConnector } from '../connector.ts';
import { type ConnectorCalls, lazyConnector, onDemand } from '../lazyConnector.ts';
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
  rejectRequests(code?: MessageKey): void;
  /** SIGN_OUT of the frame, when it was ever loaded (the user's last namespace left). */
  signOut(): Promise<void>;
  /** §3 sign in with the embedded wallet: its frame signs the sign-in message with no prompt. */
  signIn(data: SiwxMessageData): Promise<{ message: string; signature: string }>;
  /** Show the frame over `anchor` (ApproveTransaction) until the returned function is called. */
  showFrameOver(anchor: HTMLElement): () => void;
}

/** The AUTH connector over the embedded wallet loaded on demand (the one seam: lazyConnector.ts). */
export function createAuthConnector(options: EmbeddedWalletOptions): AuthConnector {
  const wallet = onDemand(async () =>
    (await loadOnDemand((code) => code.embeddedWallet())).createEmbeddedWallet(options),
  );
  const calls = (loaded: EmbeddedWallet): ConnectorCalls => ({
    connect: (input) => loaded.connect(input),
    restore: (input) => loaded.restore(input),
    disconnect: ({ namespace }) => loaded.disconnect(namespace),
    switchChain: (network) => loaded.switchChain(network),
    addChain: async () => {},
    provider: (namespace) =>
      namespace === 'eip155' ? loaded.provider : namespace === 'solana' ? loaded.solanaWallet : undefined,
    watch: (namespace, emit) => loaded.watch(namespace, emit),
  });
  const connector = lazyConnector(AUTH_CONNECTOR, {
    load: async () => calls(await wallet.load()),
    loaded: () => {
      const loaded = wallet.loaded();
      return loaded && calls(loaded);
    },
  });
  return {
    ...connector,
    load: wallet.load,
    stop: () => wallet.loaded()?.stop(),
    signIn: async (data) => (await wallet.load()).signIn(data),
    rejectRequests: (code) => wallet.loaded()?.transport.abort(code),
    signOut: async () => wallet.loaded()?.signOut(),
    showFrameOver: (anchor) => wallet.loaded()?.transport.showOver(anchor) ?? (() => {}),
  };
}
