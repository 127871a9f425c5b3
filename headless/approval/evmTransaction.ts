/**
 * eth_sendTransaction's transaction, parsed once for both sides: the approval shows these fields and
 * the key signs these same fields (dev/secure-site/wallet.ts), so what is shown is what is signed. A
 * transaction whose `data` and `input` differ could be shown as one and signed as the other: refused.
 */
import { type Address, formatEther, formatGwei, type Hex } from 'viem';
import * as z from 'zod/mini';
import { address, bytes, parseFirstParam, quantity } from './evmParams.ts';
import type { ReadableField } from './readableTypes.ts';
import { REFUSALS } from './refusals.ts';

const transactionSchema = z.looseObject({
  from: z.optional(address),
  to: z.optional(z.nullable(address)),
  value: z.optional(quantity),
  data: z.optional(bytes),
  input: z.optional(bytes),
  gas: z.optional(quantity),
  gasPrice: z.optional(quantity),
  maxFeePerGas: z.optional(quantity),
  maxPriorityFeePerGas: z.optional(quantity),
  nonce: z.optional(
    quantity.check(z.refine((nonce: bigint) => nonce <= BigInt(Number.MAX_SAFE_INTEGER), 'too large')),
  ),
  chainId: z.optional(quantity),
});

/** The fee fields a transaction sets; what it leaves out the wallet estimates when it sends. */
export type EvmFees = { gasPrice: bigint } | { maxFeePerGas?: bigint; maxPriorityFeePerGas?: bigint };

/** A transaction as shown and as signed. */
export interface EvmTransaction {
  from?: Address;
  /** Undefined: the transaction creates a contract. */
  to?: Address;
  value: bigint;
  /** `data`, or `input` when only that is given (the two names of the same field). */
  data?: Hex;
  gas?: bigint;
  fees: EvmFees;
  nonce?: number;
  chainId?: number;
}

/** The transaction, or why it is refused. */
export type EvmTransactionReading = { transaction: EvmTransaction } | { refusal: string };

/** Parse eth_sendTransaction's params (`[transaction, ...]`). */
export function parseEvmTransaction(params: unknown): EvmTransactionReading {
  const parsed = parseFirstParam(transactionSchema, params, 'transaction');
  if ('refusal' in parsed) return parsed;
  const tx = parsed.data;
  if (tx.data !== undefined && tx.input !== undefined && tx.data !== tx.input)
    return { refusal: REFUSALS.dataAndInputDiffer };
  const eip1559 = tx.maxFeePerGas !== undefined || tx.maxPriorityFeePerGas !== undefined;
  if (eip1559 && tx.gasPrice !== undefined) return { refusal: REFUSALS.bothFeeKinds };
  const fees: EvmFees =
    tx.gasPrice !== undefined
      ? { gasPrice: tx.gasPrice }
      : {
          ...(tx.maxFeePerGas !== undefined && { maxFeePerGas: tx.maxFeePerGas }),
          ...(tx.maxPriorityFeePerGas !== undefined && { maxPriorityFeePerGas: tx.maxPriorityFeePerGas }),
        };
  const data = tx.data ?? tx.input;
  return {
    transaction: {
      ...(tx.from !== undefined && { from: tx.from as Address }),
      ...(tx.to != null && { to: tx.to as Address }),
      value: tx.value ?? 0n,
      ...(data !== undefined && { data }),
      ...(tx.gas !== undefined && { gas: tx.gas }),
      fees,
      ...(tx.nonce !== undefined && { nonce: Number(tx.nonce) }),
      ...(tx.chainId !== undefined && { chainId: Number(tx.chainId) }),
    },
  };
}

/** Written in place of a gas or fee value the transaction leaves to the wallet's estimate. */
export const SET_BY_WALLET = 'Set by the wallet';

const gwei = (wei: bigint | undefined) => (wei === undefined ? SET_BY_WALLET : `${formatGwei(wei)} gwei`);

/** The approval's fields of a transaction: every field the key will sign, in the order people read. */
export function evmTransactionFields(tx: EvmTransaction): ReadableField[] {
  const fields: ReadableField[] = [
    { label: 'To', value: tx.to ?? 'New contract' },
    { label: 'Value', value: `${formatEther(tx.value)} ETH` },
  ];
  if (tx.data !== undefined && tx.data !== '0x') fields.push({ label: 'Data', value: tx.data });
  fields.push({ label: 'Gas limit', value: tx.gas === undefined ? SET_BY_WALLET : String(tx.gas) });
  if ('gasPrice' in tx.fees) fields.push({ label: 'Gas price', value: gwei(tx.fees.gasPrice) });
  else
    fields.push(
      { label: 'Max fee per gas', value: gwei(tx.fees.maxFeePerGas) },
      { label: 'Max priority fee per gas', value: gwei(tx.fees.maxPriorityFeePerGas) },
    );
  if (tx.nonce !== undefined) fields.push({ label: 'Nonce', value: String(tx.nonce) });
  return fields;
}
