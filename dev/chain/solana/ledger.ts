/**
 * The Solana stand-in's state: a litesvm instance plus what an RPC node keeps around it (recent blockhashes
 * with their last valid block height, signature statuses, a slot that advances per landed transaction).
 *
 * litesvm only accepts its current blockhash. To behave like a validator (a blockhash stays usable for 150
 * blocks, and two identical transfers a moment apart get distinct signatures), litesvm's own check is off,
 * this ledger checks the blockhash against its recent window, and each landed transaction moves to a new
 * slot and blockhash.
 */
import {
  type Address,
  type EncodedAccount,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  type Lamports,
  lamports,
  type Transaction,
} from '@solana/kit';
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm';
import { type TransactionErrorJson, transactionErrorJson } from './tx-errors.ts';

/** Blocks a blockhash stays valid for, as on Solana. */
export const BLOCKHASH_VALIDITY_BLOCKS = 150n;

/** Fee per signature litesvm charges (lamports). */
export const LAMPORTS_PER_SIGNATURE = 5000n;

const SYSTEM_PROGRAM = '11111111111111111111111111111111' as Address;

/** Status of a processed signature, as getSignatureStatuses reports it. */
export interface SignatureStatus {
  slot: bigint;
  err: TransactionErrorJson | null;
}

/** Outcome of executing (or simulating) a transaction. */
export interface ExecutionResult {
  /** Base58 of the first signature. */
  signature: string;
  err: TransactionErrorJson | null;
  logs: string[];
  unitsConsumed: bigint;
}

/** A simulation's result, with the accounts as the transaction leaves them (by address). */
export interface SimulationResult extends ExecutionResult {
  /** Empty when the simulation failed: a failed transaction changes nothing but its fee. */
  postAccounts: ReadonlyMap<string, EncodedAccount>;
}

/** A funded account to create at start. */
export interface SeedAccount {
  address: string;
  lamports: bigint;
}

/** Errors of transactions a validator drops instead of landing them with the error. */
const NOT_LANDED = new Set([
  'SignatureFailure',
  'SanitizeFailure',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'AccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
]);

const base58 = getBase58Decoder();
const messageDecoder = getCompiledTransactionMessageDecoder();

function resultOf(signature: string, meta: TransactionMetadata | FailedTransactionMetadata): ExecutionResult {
  const failed = meta instanceof FailedTransactionMetadata;
  const info = failed ? meta.meta() : meta;
  return {
    signature,
    err: failed ? transactionErrorJson(meta.err()) : null,
    logs: info.logs(),
    unitsConsumed: info.computeUnitsConsumed(),
  };
}

/** litesvm plus the bookkeeping of an RPC node. */
export class SolanaLedger {
  /** The underlying litesvm (tests may poke it directly). */
  readonly svm: LiteSVM;
  private readonly blockhashes = new Map<string, bigint>();
  private readonly statuses = new Map<string, SignatureStatus>();
  private transactionCount = 0n;

  constructor(seeds: readonly SeedAccount[] = []) {
    this.svm = new LiteSVM().withBlockhashCheck(false);
    for (const seed of seeds) {
      this.svm.setAccount({
        address: seed.address as Address,
        lamports: lamports(seed.lamports),
        programAddress: SYSTEM_PROGRAM,
        data: new Uint8Array(),
        executable: false,
        space: 0n,
      });
    }
    this.rememberBlockhash();
  }

  /** The current slot (also used as block height). */
  slot(): bigint {
    return this.svm.getClock().slot;
  }

  /** Transactions landed so far (airdrops included). */
  transactions(): bigint {
    return this.transactionCount;
  }

  /** The current blockhash and the last block height it is valid at. */
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: bigint } {
    const blockhash = this.svm.latestBlockhash();
    return { blockhash, lastValidBlockHeight: this.blockhashes.get(blockhash) ?? this.slot() };
  }

  /** Whether `blockhash` is one of the recent, still valid blockhashes. */
  isBlockhashValid(blockhash: string): boolean {
    const lastValid = this.blockhashes.get(blockhash);
    return lastValid !== undefined && this.slot() <= lastValid;
  }

  /** Lamports of an account; 0 when it does not exist. */
  balance(address: Address): Lamports {
    return this.svm.getBalance(address) ?? lamports(0n);
  }

  /** The status of a processed signature, or null. */
  status(signature: string): SignatureStatus | null {
    return this.statuses.get(signature) ?? null;
  }

  /** Runs a transaction without committing it; `skipBlockhashCheck` for simulate's replaceRecentBlockhash. */
  simulate(tx: Transaction, options: { skipBlockhashCheck?: boolean } = {}): SimulationResult {
    const signature = this.signatureOf(tx);
    const none = new Map<string, EncodedAccount>();
    const preErr = this.precheck(tx, options.skipBlockhashCheck ?? false);
    if (preErr) return { signature, err: preErr, logs: [], unitsConsumed: 0n, postAccounts: none };
    const sim = this.svm.simulateTransaction(tx);
    if (sim instanceof FailedTransactionMetadata) return { ...resultOf(signature, sim), postAccounts: none };
    const postAccounts = new Map(sim.postAccounts().map((account) => [account.address as string, account]));
    return { ...resultOf(signature, sim.meta()), postAccounts };
  }

  /**
   * Executes a transaction. A success is committed and recorded; a failure is recorded only if `record`
   * (the RPC's skipPreflight path: a validator would have landed it with its error) and it is one a
   * validator would land (not a bad signature, unknown blockhash, duplicate or unpayable fee).
   */
  execute(tx: Transaction, record: boolean): ExecutionResult {
    const signature = this.signatureOf(tx);
    const preErr = this.precheck(tx, false);
    if (preErr) return { signature, err: preErr, logs: [], unitsConsumed: 0n };
    const result = resultOf(signature, this.svm.sendTransaction(tx));
    const landed = result.err === null || (record && !NOT_LANDED.has(String(result.err)));
    if (landed) this.land(signature, result.err);
    return result;
  }

  /** Credits `amount` lamports from litesvm's faucet with a real transfer; resolves with its result. */
  airdrop(to: Address, amount: Lamports): ExecutionResult {
    const meta = this.svm.airdrop(to, amount);
    if (meta === null) throw new Error('airdrop produced no transaction');
    const failed = meta instanceof FailedTransactionMetadata;
    const result = resultOf(base58.decode((failed ? meta.meta() : meta).signature()), meta);
    if (result.err === null) this.land(result.signature, null);
    return result;
  }

  private signatureOf(tx: Transaction): string {
    const first = Object.values(tx.signatures)[0];
    return first ? base58.decode(first) : base58.decode(new Uint8Array(64));
  }

  private precheck(tx: Transaction, skipBlockhashCheck: boolean): TransactionErrorJson | null {
    if (this.statuses.has(this.signatureOf(tx))) return 'AlreadyProcessed';
    if (skipBlockhashCheck) return null;
    const message = messageDecoder.decode(tx.messageBytes);
    return this.isBlockhashValid(message.lifetimeToken) ? null : 'BlockhashNotFound';
  }

  /** Records a landed transaction and moves to the next slot and blockhash. */
  private land(signature: string, err: TransactionErrorJson | null): void {
    if (!this.statuses.has(signature)) this.statuses.set(signature, { slot: this.slot(), err });
    this.transactionCount += 1n;
    this.svm.warpToSlot(this.slot() + 1n);
    this.svm.expireBlockhash();
    this.rememberBlockhash();
  }

  private rememberBlockhash(): void {
    const slot = this.slot();
    this.blockhashes.set(this.svm.latestBlockhash(), slot + BLOCKHASH_VALIDITY_BLOCKS);
    for (const [hash, lastValid] of this.blockhashes) {
      if (lastValid < slot) this.blockhashes.delete(hash);
    }
  }
}
