/**
 * Runs a Solana request's transactions on the network's RPC with `simulateTransaction` and reads what
 * they will do for the account: the outcome and its lines (domain/simulation/solanaOutcome.ts). The
 * accounts each transaction writes are read before (getMultipleAccounts) and asked of the simulation
 * as it leaves them (its `accounts` config), so SOL and SPL token balances compare directly; each
 * mint seen is read for its decimals. Unsigned transactions are simulated as the wallet will sign
 * them: no signature check, the blockhash replaced (a blockhash that expires while the visitor reads
 * is not what the request will do). Only the message's own account keys are watched: accounts loaded
 * from lookup tables are not, which a v0 transfer to a new receiver does not need.
 *
 * Each transaction of a batch is simulated on the state as it is now, as the RPC can: a batch whose
 * later transactions spend what an earlier one brings in reads as failing there.
 *
 * Never throws: an RPC that cannot simulate gives `unavailable`, so the approval says so plainly.
 */
import {
  type Address,
  type GetFeeForMessageApi,
  type GetMultipleAccountsApi,
  getBase64Decoder,
  getTransactionEncoder,
  type Rpc,
  type SimulateTransactionApi,
} from '@solana/kit';
import { outcomeLines } from '../../domain/simulation/outcomeLines.ts';
import { solanaSimulatedOutcome } from '../../domain/simulation/solanaOutcome.ts';
import {
  solanaAccountStateSchema,
  solanaSimulationInputSchema,
} from '../../domain/simulation/solanaSimulationInput.ts';
import { mintDecimalsOf, tokenAccountOf } from '../../domain/simulation/splToken.ts';
import { decodeSolanaTransaction } from '../approval/solanaWire.ts';
import { type SimulationReport, unavailable } from './simulateEvm.ts';

/** What the simulation asks of a Solana RPC (any cluster's client has it). */
export type SolanaSimulationRpc = Rpc<GetMultipleAccountsApi & SimulateTransactionApi & GetFeeForMessageApi>;

export interface SolanaSimulationRequest {
  /** The visitor's Solana account (base58). */
  account: string;
  /** The request's transactions as it carries them (base64, else base58 wire bytes), in order. */
  transactions: readonly string[];
  nativeCurrency: { symbol: string; decimals: number };
  locale?: string;
}

/** Solana's base fee per signature, for an RPC that cannot price the message. */
const LAMPORTS_PER_SIGNATURE = 5000n;
/** getMultipleAccounts answers at most this many at once. */
const ACCOUNTS_PER_CALL = 100;

/** An account as the RPC sends it with base64 data, or null. */
type RpcAccount = { lamports: bigint; owner: string; data: readonly [string, string] } | null;

const stateOf = (account: RpcAccount) =>
  account ? { lamports: account.lamports, owner: account.owner, data: account.data[0] } : null;

const base64 = getBase64Decoder();

/** The message's writable account keys: the signers' writable head and the others' writable head. */
function writableAccounts(message: NonNullable<ReturnType<typeof decodeSolanaTransaction>>['message']) {
  const { numSignerAccounts, numReadonlySignerAccounts, numReadonlyNonSignerAccounts } = message.header;
  const keys = message.staticAccounts;
  return keys.filter(
    (_, index) =>
      index < numSignerAccounts - numReadonlySignerAccounts ||
      (index >= numSignerAccounts && index < keys.length - numReadonlyNonSignerAccounts),
  );
}

async function accountsNow(rpc: SolanaSimulationRpc, addresses: readonly string[]) {
  const found = new Map<string, RpcAccount>();
  for (let at = 0; at < addresses.length; at += ACCOUNTS_PER_CALL) {
    const chunk = addresses.slice(at, at + ACCOUNTS_PER_CALL) as Address[];
    const { value } = await rpc.getMultipleAccounts(chunk, { encoding: 'base64' }).send();
    chunk.forEach((address, index) => {
      found.set(address, (value[index] ?? null) as RpcAccount);
    });
  }
  return found;
}

async function feeOf(rpc: SolanaSimulationRpc, messageBytes: Uint8Array, signers: number): Promise<bigint> {
  const priced = await rpc
    .getFeeForMessage(base64.decode(messageBytes) as Parameters<SolanaSimulationRpc['getFeeForMessage']>[0])
    .send()
    .catch(() => undefined);
  return priced?.value ?? BigInt(signers) * LAMPORTS_PER_SIGNATURE;
}

/** Simulate `request.transactions` for `request.account` and read the outcome. */
export async function simulateSolanaTransactions(
  rpc: SolanaSimulationRpc,
  request: SolanaSimulationRequest,
): Promise<SimulationReport> {
  const decoded = request.transactions.map(decodeSolanaTransaction);
  if (!decoded.length || decoded.some((entry) => !entry)) return unavailable('a transaction did not decode');
  try {
    const transactions = decoded.flatMap((entry) => (entry ? [entry] : []));
    const watched = transactions.map(({ message }) => writableAccounts(message) as string[]);
    const before = await accountsNow(rpc, [...new Set(watched.flat())]);
    const results = await Promise.all(
      transactions.map(async ({ transaction, message }, index) => {
        const addresses = (watched[index] ?? []) as Address[];
        const wire = base64.decode(getTransactionEncoder().encode(transaction));
        const [{ value }, fee] = await Promise.all([
          rpc
            .simulateTransaction(wire as Parameters<SolanaSimulationRpc['simulateTransaction']>[0], {
              encoding: 'base64',
              sigVerify: false,
              replaceRecentBlockhash: true,
              accounts: { addresses, encoding: 'base64' },
            })
            .send(),
          feeOf(rpc, Uint8Array.from(transaction.messageBytes), message.header.numSignerAccounts),
        ]);
        const after = (value.accounts ?? []) as RpcAccount[];
        return {
          feePayer: message.staticAccounts[0] ?? '',
          fee,
          err: value.err,
          logs: value.logs ?? [],
          accounts:
            value.err === null
              ? addresses.map((address, at) => ({
                  address,
                  before: stateOf(before.get(address) ?? null),
                  after: stateOf(after[at] ?? null),
                }))
              : [],
        };
      }),
    );
    const input = solanaSimulationInputSchema.safeParse({
      account: request.account,
      transactions: results,
      nativeCurrency: request.nativeCurrency,
    });
    if (!input.success) return unavailable('the node’s answer did not parse');
    const mints = [
      ...new Set(
        input.data.transactions.flatMap((transaction) =>
          transaction.accounts.flatMap((account) =>
            [tokenAccountOf(account.before), tokenAccountOf(account.after)].flatMap((token) =>
              token ? [token.mint] : [],
            ),
          ),
        ),
      ),
    ];
    const mintAccounts = await accountsNow(rpc, mints);
    const decimals = Object.fromEntries(
      mints.flatMap((mint) => {
        const state = stateOf(mintAccounts.get(mint) ?? null);
        const parsed = state && solanaAccountStateSchema.safeParse(state);
        const value = parsed?.success ? mintDecimalsOf(parsed.data) : undefined;
        return value === undefined ? [] : [[mint, { decimals: value }]];
      }),
    );
    const outcome = solanaSimulatedOutcome({ ...input.data, mints: decimals });
    return {
      status: 'simulated',
      outcome,
      lines: outcomeLines(outcome, { ...(request.locale && { locale: request.locale }) }),
    };
  } catch (error) {
    return unavailable(error instanceof Error ? error.message : String(error));
  }
}
