/**
 * The Solana half of the test wallet: a Wallet Standard wallet with connect, disconnect, events,
 * signMessage, signTransaction and signAndSendTransaction, signing with a local Ed25519 key and
 * sending to the configured Solana RPC. Connecting and every signature pass the approval gate.
 */

import { type Address, getBase58Encoder, signBytes } from '@solana/kit';
import type { Approver } from '../approval.ts';
import type { Authorization } from '../authorization.ts';
import { createEmitter } from '../emitter.ts';
import { unauthorized } from '../errors.ts';
import type { SolanaOptions } from '../options.ts';
import { createSolanaSigner, type SolanaSigner } from './keys.ts';
import { sendSolanaTransaction } from './rpc.ts';
import type {
  IdentifierString,
  SolanaSignTransactionInput,
  StandardEventsChangeProperties,
  TestWalletFeatures,
  Wallet,
  WalletAccount,
  WalletIcon,
} from './standard.ts';
import { signWireTransaction, toBase64Wire, toWireBytes } from './transaction.ts';

/** What the Solana wallet is built from. */
export interface SolanaWalletDeps {
  readonly name: string;
  readonly icon: WalletIcon;
  readonly options: SolanaOptions;
  readonly approver: Approver;
  readonly origin: () => string;
  readonly fetch?: typeof fetch | undefined;
  /** What is remembered of the site's authorisation across page loads (nothing by default). */
  readonly authorization?: Authorization | undefined;
}

/** The wallet object and the controls a test has over it. */
export interface SolanaTestWallet {
  /** The object registered with the app (Wallet Standard shape, features included). */
  readonly wallet: Wallet & { readonly features: TestWalletFeatures };
  /** Whether the app has been given the account. */
  readonly connected: boolean;
  /** The wallet's address (the key loads asynchronously). */
  address(): Promise<Address>;
  /** Drop the connection, as the person disconnecting from the wallet's side; emits 'change'. */
  disconnect(): void;
}

const ACCOUNT_FEATURES: readonly IdentifierString[] = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
];

/** Create the Solana wallet. Its key is created (or loaded) in the background, ready by first use. */
export function createSolanaWallet(deps: SolanaWalletDeps): SolanaTestWallet {
  const chains = [deps.options.caipNetworkId, ...(deps.options.extraChains ?? [])] as IdentifierString[];
  const signerReady = createSolanaSigner(deps.options.secretKey);
  // Reported on first use, not as an unhandled rejection at install.
  signerReady.catch(() => {});
  const events = createEmitter<{ change: StandardEventsChangeProperties }>();
  let account: WalletAccount | undefined;
  let connected = deps.authorization?.remembered() ?? false;
  const setConnected = (next: boolean) => {
    connected = next;
    deps.authorization?.remember(next);
  };

  const ask = (method: string, params: unknown) =>
    deps.approver.ask({
      namespace: 'solana',
      chain: deps.options.caipNetworkId,
      method,
      params,
      origin: deps.origin(),
    });

  const accountOf = (signer: SolanaSigner): WalletAccount => {
    // One object for the wallet's life: apps compare accounts by identity.
    account ??= Object.freeze({
      address: signer.address,
      publicKey: signer.publicKey,
      chains: Object.freeze([...chains]),
      features: ACCOUNT_FEATURES,
    });
    return account;
  };

  const requireAccount = async (input: { readonly account: WalletAccount }): Promise<SolanaSigner> => {
    const signer = await signerReady;
    if (!connected || input.account.address !== signer.address) throw unauthorized();
    return signer;
  };

  const requireChain = (chain: string | undefined) => {
    if (chain !== undefined && !chains.includes(chain as IdentifierString)) {
      throw new Error(`The test wallet does not support chain ${chain}.`);
    }
  };

  const signAll = async (inputs: readonly SolanaSignTransactionInput[]) => {
    const signers = await Promise.all(inputs.map(requireAccount));
    return Promise.all(
      inputs.map((input, index) =>
        signWireTransaction((signers[index] as SolanaSigner).keyPair, input.transaction),
      ),
    );
  };

  const describeTransactions = (inputs: readonly SolanaSignTransactionInput[]) =>
    inputs.map((input) => ({
      account: input.account.address,
      chain: input.chain,
      transaction: input.transaction,
    }));

  const features: TestWalletFeatures = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        const signer = await signerReady;
        if (connected) return { accounts: [accountOf(signer)] };
        // A silent connect never prompts: it answers only for a site authorised before.
        if (input?.silent) return { accounts: [] };
        await ask('standard:connect', { chains });
        setConnected(true);
        const accounts = [accountOf(signer)];
        events.emit('change', { accounts });
        return { accounts };
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        disconnect();
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(event, listener) {
        events.on(event, listener);
        return () => events.removeListener(event, listener);
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      async signMessage(...inputs) {
        const signers = await Promise.all(inputs.map(requireAccount));
        const text = new TextDecoder();
        await ask(
          'solana:signMessage',
          inputs.map((input) => ({ account: input.account.address, message: text.decode(input.message) })),
        );
        return Promise.all(
          inputs.map(async (input, index) => ({
            signedMessage: input.message,
            signature: new Uint8Array(
              await signBytes((signers[index] as SolanaSigner).keyPair.privateKey, input.message),
            ),
            signatureType: 'ed25519' as const,
          })),
        );
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs) {
        for (const input of inputs) requireChain(input.chain);
        await Promise.all(inputs.map(requireAccount));
        await ask('solana:signTransaction', describeTransactions(inputs));
        const signed = await signAll(inputs);
        return signed.map((transaction) => ({ signedTransaction: toWireBytes(transaction) }));
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs) {
        for (const input of inputs) requireChain(input.chain);
        await Promise.all(inputs.map(requireAccount));
        await ask('solana:signAndSendTransaction', describeTransactions(inputs));
        const signed = await signAll(inputs);
        const results: { signature: Uint8Array }[] = [];
        // One after another: later transactions may depend on earlier ones landing.
        for (const [index, transaction] of signed.entries()) {
          const signature = await sendSolanaTransaction(
            deps.options.rpcUrl,
            toBase64Wire(transaction),
            inputs[index]?.options,
            deps.fetch,
          );
          results.push({ signature: new Uint8Array(getBase58Encoder().encode(signature)) });
        }
        return results;
      },
    },
  };

  const disconnect = () => {
    if (!connected) return;
    setConnected(false);
    events.emit('change', { accounts: [] });
  };

  const wallet = {
    version: '1.0.0' as const,
    name: deps.name,
    icon: deps.icon,
    chains: Object.freeze([...chains]),
    features,
    get accounts() {
      return connected && account ? [account] : [];
    },
  };

  return {
    wallet,
    get connected() {
      return connected;
    },
    address: async () => (await signerReady).address,
    disconnect,
  };
}
