/**
 * A Wallet Standard Solana wallet over a session's solana namespace, so a pairing wallet's Solana
 * account works where an injected one does (`useProvider('solana')`): connect reads the session's
 * accounts, signMessage and signTransaction go to the wallet as `solana_signMessage` and
 * `solana_signTransaction` on the session's Solana chain, and 'change' follows the session's updates.
 * signAndSendTransaction (`solana_signAndSendTransaction`, the wallet sends) likewise. signTransaction
 * and signAndSendTransaction are offered only when the session grants their methods (the wallet's
 * features as the session stood when the wallet was made; each account's features follow updates).
 */
import { getBase58Encoder } from '@solana/kit';
import { isCaipAddress, parseCaipAddress } from '../../../domain/caip.ts';
import { SIGN_AND_SEND, SIGN_MESSAGE, SIGN_TRANSACTION, solanaSigning } from '../solanaSigning.ts';
import type { StandardWallet, StandardWalletAccount } from '../types.ts';
import type { WalletConnectClient, WalletConnectSession } from './client.ts';
import { peerWalletInfo } from './session.ts';

function sessionOf(client: WalletConnectClient, topic: string): WalletConnectSession | undefined {
  return client.session.keys.includes(topic) ? client.session.get(topic) : undefined;
}

const grants = (session: WalletConnectSession | undefined, method: string): boolean =>
  session?.namespaces.solana?.methods.includes(method) ?? false;

/** The Wallet Standard features the session's methods allow (signMessage always). */
function signingFeatures(session: WalletConnectSession | undefined): string[] {
  return [
    SIGN_MESSAGE,
    ...(grants(session, 'solana_signTransaction') ? [SIGN_TRANSACTION] : []),
    ...(grants(session, 'solana_signAndSendTransaction') ? [SIGN_AND_SEND] : []),
  ];
}

/** The session's Solana accounts as Wallet Standard accounts (chain `solana:<genesis prefix>`). */
export function solanaSessionAccounts(session: WalletConnectSession | undefined): StandardWalletAccount[] {
  const namespace = session?.namespaces.solana;
  if (!namespace) return [];
  const toBytes = getBase58Encoder();
  const features = signingFeatures(session);
  const byAddress = new Map<string, StandardWalletAccount>();
  for (const account of namespace.accounts.filter(isCaipAddress).map(parseCaipAddress)) {
    const chain = `solana:${account.chainId}`;
    const known = byAddress.get(account.address);
    byAddress.set(account.address, {
      address: account.address,
      publicKey: known?.publicKey ?? new Uint8Array(toBytes.encode(account.address)),
      chains: [...(known?.chains ?? []), chain],
      features,
    });
  }
  return [...byAddress.values()];
}

/** The Solana wallet of session `topic`. */
export function createWalletConnectSolanaWallet(client: WalletConnectClient, topic: string): StandardWallet {
  const session = sessionOf(client, topic);
  const info = peerWalletInfo(session as WalletConnectSession);
  const accounts = () => solanaSessionAccounts(sessionOf(client, topic));

  const request = (account: StandardWalletAccount, method: string, params: unknown) => {
    const chainId = account.chains[0];
    if (!chainId) throw new Error(`The session has no Solana chain for ${account.address}`);
    return client.request<unknown>({ topic, chainId, request: { method, params } });
  };

  const { signMessage, signTransaction, signAndSendTransaction } = solanaSigning(request);

  const on = (event: string, listener: (properties: { accounts: StandardWalletAccount[] }) => void) => {
    if (event !== 'change') return () => {};
    const onUpdate = ({ topic: updated }: { topic: string }) => {
      if (updated === topic) listener({ accounts: accounts() });
    };
    client.on('session_update', onUpdate);
    return () => {
      client.off('session_update', onUpdate);
    };
  };

  return {
    version: '1.0.0',
    name: info.name,
    icon: info.icon ?? '',
    get chains() {
      return [...new Set(accounts().flatMap((account) => account.chains))];
    },
    get accounts() {
      return accounts();
    },
    features: {
      // The session is the authorisation: connecting reads it, with no prompt.
      'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: accounts() }) },
      // Ending the session is the modal's disconnect (it tells the wallet); nothing to do here.
      'standard:disconnect': { version: '1.0.0', disconnect: async () => {} },
      'standard:events': { version: '1.0.0', on },
      [SIGN_MESSAGE]: { version: '1.0.0', signMessage },
      ...(grants(session, 'solana_signAndSendTransaction')
        ? {
            [SIGN_AND_SEND]: {
              version: '1.0.0',
              supportedTransactionVersions: ['legacy', 0],
              signAndSendTransaction,
            },
          }
        : {}),
      ...(grants(session, 'solana_signTransaction')
        ? {
            [SIGN_TRANSACTION]: {
              version: '1.0.0',
              supportedTransactionVersions: ['legacy', 0],
              signTransaction,
            },
          }
        : {}),
    },
  };
}
