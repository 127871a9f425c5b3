/**
 * A SOL transfer through the connected Wallet Standard wallet (§6 send on solana): the app builds a
 * v0 transaction with one System Program transfer and a recent blockhash read from the network's RPC,
 * the wallet signs and sends it (`solana:signAndSendTransaction`), and the app then waits until the
 * network reports the signature landed, so the balance read after it shows the transfer.
 *
 * Loaded only when a Solana send starts (sendTransfer imports it on demand): its @solana/kit parts are
 * not needed by anyone sending on eip155.
 */

import {
  type Address,
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase58Decoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  type Signature,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { PorticoError } from '../../domain/errors.ts';
import type { SendTransferOutput } from '../../machines/account/send.context.ts';
import { solanaCaipNetworkId } from '../connectors/solanaActions.ts';
import type { StandardWallet, StandardWalletAccount } from '../connectors/types.ts';
import type { CreateSolanaClientReturnType } from '../rpc/createSolanaClient.ts';

/** The Solana part of a transfer request (domain/accountData/send.ts). */
export interface SolTransfer {
  caipNetworkId: string;
  from: string;
  receiver: string;
  /** Lamports, a decimal integer string. */
  amount: string;
}

/** How often the signature's status is asked while it has not landed. */
const STATUS_POLL_MS = 500;
/**
 * How many times it is asked before the send is taken as done anyway: the wallet already sent it, so
 * the person's send is not failed for a slow network; the balance then catches up on its next read.
 */
const STATUS_POLLS = 120;

type SignAndSend = {
  signAndSendTransaction(
    ...inputs: { account: StandardWalletAccount; chain: string; transaction: Uint8Array }[]
  ): Promise<readonly { signature: Uint8Array }[]>;
};

/**
 * The System Program transfer of `lamports` from `from` to `to` (@solana-program/system). The wallet
 * signs, not this code: the source is a no-op signer that only marks the account as the signer.
 */
export function transferSolInstruction(from: Address, to: Address, lamports: bigint): Instruction {
  return getTransferSolInstruction({ source: createNoopSigner(from), destination: to, amount: lamports });
}

/** The wallet's signAndSendTransaction, when it has one (features come from third-party code). */
function signAndSendOf(wallet: StandardWallet): SignAndSend | undefined {
  const value = wallet.features['solana:signAndSendTransaction'];
  if (typeof value !== 'object' || value === null) return undefined;
  return typeof (value as Record<string, unknown>).signAndSendTransaction === 'function'
    ? (value as SignAndSend)
    : undefined;
}

/** The wallet's name for the network: its own chain that maps to the CAIP-2 id ('solana:devnet'), else the id. */
function walletChainOf(account: StandardWalletAccount, caipNetworkId: string): string {
  return account.chains.find((chain) => solanaCaipNetworkId(chain) === caipNetworkId) ?? caipNetworkId;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Wait until the network has the signature; a transaction that failed on chain rejects. */
async function waitForLanding(rpc: CreateSolanaClientReturnType, signature: string): Promise<void> {
  for (let poll = 0; poll < STATUS_POLLS; poll += 1) {
    const { value } = await rpc.getSignatureStatuses([signature as Signature]).send();
    const status = value[0];
    if (status?.err) throw PorticoError.of('somethingWentWrong', { cause: status.err });
    if (status?.confirmationStatus) return;
    await sleep(STATUS_POLL_MS);
  }
}

/**
 * Have `wallet` send `transfer`; resolves with the base58 signature once the network has it (`rpcOf`
 * gives the network's RPC client, asked only once the wallet can send). Throws
 * 'No ActiveCaipAddress found' when the wallet no longer holds the sending account, 'Chain is not
 * supported' when it cannot sign and send; the wallet's own error (a rejection) passes through.
 */
export async function sendSol(
  transfer: SolTransfer,
  wallet: StandardWallet,
  rpcOf: () => CreateSolanaClientReturnType,
): Promise<SendTransferOutput> {
  const account = wallet.accounts.find((candidate) => candidate.address === transfer.from);
  if (!account) throw PorticoError.of('noActiveCaipAddress');
  const feature = signAndSendOf(wallet);
  if (!feature) throw PorticoError.of('chainNotSupported');
  const rpc = rpcOf();
  const { value: latest } = await rpc.getLatestBlockhash().send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayer(address(transfer.from), draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(latest, draft),
    (draft) =>
      appendTransactionMessageInstruction(
        transferSolInstruction(address(transfer.from), address(transfer.receiver), BigInt(transfer.amount)),
        draft,
      ),
  );
  const transaction = new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
  const [result] = await feature.signAndSendTransaction({
    account,
    chain: walletChainOf(account, transfer.caipNetworkId),
    transaction,
  });
  if (!result) throw PorticoError.of('somethingWentWrong');
  const hash = getBase58Decoder().decode(result.signature);
  await waitForLanding(rpc, hash);
  return { hash };
}
