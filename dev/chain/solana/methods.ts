/**
 * The Solana JSON-RPC methods the stand-in answers, on a {@link SolanaLedger}: what @solana/kit's
 * createSolanaRpc needs to read balances and accounts, airdrop, and send and confirm transactions.
 */
import {
  type Address,
  type EncodedAccount,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  lamports,
  type Transaction,
} from '@solana/kit';
import type * as z from 'zod';
import { SOLANA_GENESIS_HASH } from '../chains.ts';
import { LAMPORTS_PER_SIGNATURE, type SimulationResult, type SolanaLedger } from './ledger.ts';
import { RPC_ERROR, RpcError } from './rpc-error.ts';
import {
  type AccountConfig,
  configOnlyParams,
  paramsSchemas,
  type SimulateAccountsConfig,
} from './schemas.ts';
import { describeTransactionError } from './tx-errors.ts';

/** A method handler: raw positional params in, JSON-able result out (bigints allowed). */
export type MethodHandler = (params: unknown[], ledger: SolanaLedger) => unknown;

/** Version the stand-in reports in getVersion and in response contexts. */
export const SOLANA_CORE_VERSION = '2.3.0';
const FEATURE_SET = 3_294_202_862;
/** `rentEpoch` of rent-exempt accounts: u64::MAX, as on current Solana. */
const RENT_EXEMPT_EPOCH = 18_446_744_073_709_551_615n;

const base58Decoder = getBase58Decoder();
const base58Encoder = getBase58Encoder();
const base64Decoder = getBase64Decoder();
const base64Encoder = getBase64Encoder();
const txDecoder = getTransactionDecoder();

function parse<T extends z.ZodType>(schema: T, params: unknown[]): z.output<T> {
  const result = schema.safeParse(params);
  if (result.success) return result.data;
  const detail = result.error.issues.map(
    (i) => `${i.path.length ? `params[${i.path.join('.')}]` : 'params'}: ${i.message}`,
  );
  throw new RpcError(RPC_ERROR.invalidParams, `Invalid params: ${detail.join('; ')}`);
}

function withContext(ledger: SolanaLedger, value: unknown): unknown {
  return { context: { apiVersion: SOLANA_CORE_VERSION, slot: ledger.slot() }, value };
}

function decodeBytes(text: string, encoding: 'base58' | 'base64'): Uint8Array {
  try {
    return new Uint8Array(encoding === 'base64' ? base64Encoder.encode(text) : base58Encoder.encode(text));
  } catch {
    throw new RpcError(RPC_ERROR.invalidParams, `Invalid params: not ${encoding}`);
  }
}

function decodeTransaction(text: string, encoding: 'base58' | 'base64' | undefined): Transaction {
  const bytes = decodeBytes(text, encoding ?? 'base58');
  try {
    return txDecoder.decode(bytes);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new RpcError(RPC_ERROR.invalidParams, `failed to deserialize transaction: ${reason}`);
  }
}

/** An account as the RPC writes it, in `config`'s encoding (`fallback` when it names none). */
function encodedAccountJson(
  account: EncodedAccount,
  config: AccountConfig,
  fallback: 'base58' | 'base64' = 'base58',
): unknown {
  const encoding = config?.encoding;
  if (encoding === 'base64+zstd') {
    throw new RpcError(RPC_ERROR.invalidParams, 'Invalid params: encoding base64+zstd is not supported here');
  }
  const slice = config?.dataSlice;
  const bytes = slice ? account.data.slice(slice.offset, slice.offset + slice.length) : account.data;
  const data =
    encoding === undefined && fallback === 'base58'
      ? base58Decoder.decode(bytes)
      : encoding === 'base58'
        ? [base58Decoder.decode(bytes), 'base58']
        : [base64Decoder.decode(bytes), 'base64']; // jsonParsed falls back to base64, as on Solana for unknown owners
  return {
    data,
    executable: account.executable,
    lamports: account.lamports,
    owner: account.programAddress,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: account.space,
  };
}

function accountJson(ledger: SolanaLedger, address: string, config: AccountConfig): unknown {
  const account = ledger.svm.getAccount(address as Address);
  if (!account.exists) return null;
  return encodedAccountJson(account, config);
}

function sendTransaction(params: unknown[], ledger: SolanaLedger): string {
  const [wire, config] = parse(paramsSchemas.sendTransaction, params);
  const tx = decodeTransaction(wire, config?.encoding);
  const skipPreflight = config?.skipPreflight ?? false;
  if (!skipPreflight) {
    const sim = ledger.simulate(tx);
    if (sim.err !== null) throw preflightError(sim.err, sim.logs, sim.unitsConsumed);
  }
  const result = ledger.execute(tx, skipPreflight);
  if (result.err === 'SignatureFailure') {
    throw new RpcError(
      RPC_ERROR.transactionSignatureVerificationFailure,
      'Transaction signature verification failure',
    );
  }
  if (result.err !== null && !skipPreflight)
    throw preflightError(result.err, result.logs, result.unitsConsumed);
  return result.signature;
}

function preflightError(
  err: Parameters<typeof describeTransactionError>[0],
  logs: string[],
  units: bigint,
): RpcError {
  if (err === 'SignatureFailure') {
    return new RpcError(
      RPC_ERROR.transactionSignatureVerificationFailure,
      'Transaction signature verification failure',
    );
  }
  return new RpcError(
    RPC_ERROR.sendTransactionPreflightFailure,
    `Transaction simulation failed: ${describeTransactionError(err)}`,
    { err, logs, accounts: null, unitsConsumed: units, returnData: null },
  );
}

/**
 * The accounts simulateTransaction's `accounts` config asks for, as the transaction leaves them: in the
 * order asked, null for one that does not exist after; all null when the transaction fails (as on
 * Solana, whose answer then has `accounts: null`). Accounts it does not touch read as they are now.
 */
function postSimulationAccounts(
  ledger: SolanaLedger,
  tx: Transaction,
  sim: SimulationResult,
  config: SimulateAccountsConfig,
): unknown {
  if (!config) return null;
  const keys = getCompiledTransactionMessageDecoder().decode(tx.messageBytes).staticAccounts.length;
  if (config.addresses.length > keys) {
    throw new RpcError(RPC_ERROR.invalidParams, `Too many accounts provided; max ${keys}`);
  }
  if (sim.err !== null) return null;
  return config.addresses.map((address) => {
    const account = sim.postAccounts.get(address) ?? ledger.svm.getAccount(address as Address);
    if (!('data' in account) || account.lamports === 0n) return null;
    return encodedAccountJson(account, { encoding: config.encoding }, 'base64');
  });
}

function simulateTransaction(params: unknown[], ledger: SolanaLedger): unknown {
  const [wire, config] = parse(paramsSchemas.simulateTransaction, params);
  const tx = decodeTransaction(wire, config?.encoding);
  const sigVerify = config?.sigVerify ?? false;
  ledger.svm.withSigverify(sigVerify);
  try {
    const replace = config?.replaceRecentBlockhash ?? false;
    const sim = ledger.simulate(tx, { skipBlockhashCheck: replace });
    return withContext(ledger, {
      err: sim.err,
      logs: sim.logs,
      accounts: postSimulationAccounts(ledger, tx, sim, config?.accounts),
      unitsConsumed: sim.unitsConsumed,
      returnData: null,
      ...(replace ? { replacementBlockhash: ledger.latestBlockhash() } : {}),
    });
  } finally {
    ledger.svm.withSigverify(true);
  }
}

function getSignatureStatuses(params: unknown[], ledger: SolanaLedger): unknown {
  const [signatures] = parse(paramsSchemas.getSignatureStatuses, params);
  const current = ledger.slot();
  return withContext(
    ledger,
    signatures.map((signature) => {
      const status = ledger.status(signature);
      if (!status) return null;
      return {
        slot: status.slot,
        confirmations: null,
        err: status.err,
        status: status.err === null ? { Ok: null } : { Err: status.err },
        confirmationStatus: current > status.slot ? 'finalized' : 'confirmed',
      };
    }),
  );
}

function requestAirdrop(params: unknown[], ledger: SolanaLedger): string {
  const [to, amount] = parse(paramsSchemas.requestAirdrop, params);
  const result = ledger.airdrop(to as Address, lamports(amount));
  if (result.err !== null) {
    throw new RpcError(RPC_ERROR.internalError, `airdrop failed: ${describeTransactionError(result.err)}`, {
      err: result.err,
      logs: result.logs,
    });
  }
  return result.signature;
}

function getEpochInfo(params: unknown[], ledger: SolanaLedger): unknown {
  parse(configOnlyParams, params);
  const slot = ledger.slot();
  const slotsInEpoch = ledger.svm.getEpochSchedule().slotsPerEpoch;
  return {
    absoluteSlot: slot,
    blockHeight: slot,
    epoch: slot / slotsInEpoch,
    slotIndex: slot % slotsInEpoch,
    slotsInEpoch,
    transactionCount: ledger.transactions(),
  };
}

/** Every method the stand-in answers, by name. */
export const METHODS: Readonly<Record<string, MethodHandler>> = {
  getBalance(params, ledger) {
    const [address] = parse(paramsSchemas.getBalance, params);
    return withContext(ledger, ledger.balance(address as Address));
  },
  getAccountInfo(params, ledger) {
    const [address, config] = parse(paramsSchemas.getAccountInfo, params);
    return withContext(ledger, accountJson(ledger, address, config));
  },
  getMultipleAccounts(params, ledger) {
    const [addresses, config] = parse(paramsSchemas.getMultipleAccounts, params);
    return withContext(
      ledger,
      addresses.map((a) => accountJson(ledger, a, config)),
    );
  },
  getLatestBlockhash(params, ledger) {
    parse(configOnlyParams, params);
    return withContext(ledger, ledger.latestBlockhash());
  },
  isBlockhashValid(params, ledger) {
    const [blockhash] = parse(paramsSchemas.isBlockhashValid, params);
    return withContext(ledger, ledger.isBlockhashValid(blockhash));
  },
  getFeeForMessage(params, ledger) {
    const [message] = parse(paramsSchemas.getFeeForMessage, params);
    try {
      const compiled = getCompiledTransactionMessageDecoder().decode(decodeBytes(message, 'base64'));
      return withContext(ledger, BigInt(compiled.header.numSignerAccounts) * LAMPORTS_PER_SIGNATURE);
    } catch (err) {
      if (err instanceof RpcError) throw err;
      throw new RpcError(RPC_ERROR.invalidParams, 'Invalid params: not a compiled transaction message');
    }
  },
  sendTransaction,
  simulateTransaction,
  getSignatureStatuses,
  requestAirdrop,
  getMinimumBalanceForRentExemption(params, ledger) {
    const [size] = parse(paramsSchemas.getMinimumBalanceForRentExemption, params);
    return ledger.svm.minimumBalanceForRentExemption(BigInt(size));
  },
  getGenesisHash(params) {
    parse(configOnlyParams, params);
    return SOLANA_GENESIS_HASH;
  },
  getHealth: () => 'ok',
  getVersion: () => ({ 'solana-core': SOLANA_CORE_VERSION, 'feature-set': FEATURE_SET }),
  getSlot(params, ledger) {
    parse(configOnlyParams, params);
    return ledger.slot();
  },
  getBlockHeight(params, ledger) {
    parse(configOnlyParams, params);
    return ledger.slot();
  },
  getEpochInfo,
};
