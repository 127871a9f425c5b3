/**
 * A Wallet Standard Solana wallet over a session's solana namespace, so a pairing wallet's Solana
 * account works where an injected one does (`useProvider('solana')`): connect reads the session's
 * accounts, signMessage and signTransaction go to the wallet as `solana_signMessage` and
 * `solana_signTransaction` on the session's Solana chain, and 'change' follows the session's updates.
 * signAndSendTransaction (`solana_signAndSendTransaction`, the wallet sends) likewise. signTransaction
 * and signAndSendTransaction are offered only when the session grants their methods (the wallet's
 * features as the session stood when the wallet was made; each account's features follow updates).
 */
import { getBase58Decoder, getBase58Encoder, getBase64Decoder, getBase64Encoder } from '@solana/kit';
import * as z from 'zod/mini';
import { isCaipAddress, parseCaipAddress } from '../../../domain/caip.ts';
import type { StandardWallet, StandardWalletAccount } from '../types.ts';
import type { WalletConnectClient, WalletConnectSession } from './client.ts';
import { peerWalletInfo } from './session.ts';

const SIGN_MESSAGE = 'solana:signMessage';
const SIGN_TRANSACTION = 'solana:signTransaction';
const SIGN_AND_SEND = 'solana:signAndSendTransaction';

// What the wallet answers: parsed, since it is another party's JSON.
const signMessageResult = z.object({ signature: z.string() });
const signTransactionResult = z.object({ transaction: z.string() });
const signAndSendResult = z.object({ signature: z.string() });

/** The Wallet Standard input of signMessage / signTransaction (one per call is what apps send). */
interface SignMessageInput {
  readonly account: StandardWalletAccount;
  readonly message: Uint8Array;
}
interface SignTransactionInput {
  readonly account: StandardWalletAccount;
  readonly transaction: Uint8Array;
}

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
  const toBase58 = getBase58Decoder();
  const fromBase58 = getBase58Encoder();
  const accounts = () => solanaSessionAccounts(sessionOf(client, topic));

  const request = (account: StandardWalletAccount, method: string, params: unknown) => {
    const chainId = account.chains[0];
    if (!chainId) throw new Error(`The session has no Solana chain for ${account.address}`);
    return client.request<unknown>({ topic, chainId, request: { method, params } });
  };

  const signMessage = async (...inputs: SignMessageInput[]) => {
    const outputs = [];
    for (const { account, message } of inputs) {
      const answer = signMessageResult.parse(
        await request(account, 'solana_signMessage', {
          message: toBase58.decode(message),
          pubkey: account.address,
        }),
      );
      outputs.push({
        signedMessage: message,
        signature: new Uint8Array(fromBase58.encode(answer.signature)),
      });
    }
    return outputs;
  };

  const signTransaction = async (...inputs: SignTransactionInput[]) => {
    const outputs = [];
    for (const { account, transaction } of inputs) {
      const answer = signTransactionResult.parse(
        await request(account, 'solana_signTransaction', {
          transaction: getBase64Decoder().decode(transaction),
        }),
      );
      outputs.push({ signedTransaction: new Uint8Array(getBase64Encoder().encode(answer.transaction)) });
    }
    return outputs;
  };

  const signAndSendTransaction = async (...inputs: SignTransactionInput[]) => {
    const outputs = [];
    for (const { account, transaction } of inputs) {
      const answer = signAndSendResult.parse(
        await request(account, 'solana_signAndSendTransaction', {
          transaction: getBase64Decoder().decode(transaction),
        }),
      );
      outputs.push({ signature: new Uint8Array(fromBase58.encode(answer.signature)) });
    }
    return outputs;
  };

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
