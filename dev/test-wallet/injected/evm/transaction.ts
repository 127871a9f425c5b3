/** eth_sendTransaction's hex fields, as the typed request viem signs. */
import { type Hex, hexToBigInt, hexToNumber } from 'viem';
import type { TransactionParams } from './params.ts';

interface CommonFields {
  readonly to?: Hex | undefined;
  readonly value?: bigint | undefined;
  readonly data?: Hex | undefined;
  readonly gas?: bigint | undefined;
  readonly nonce?: number | undefined;
}

/** The fields of a transaction to sign: legacy (gasPrice) or EIP-1559 (fee caps); the rest viem fills in. */
export type TransactionFields =
  | (CommonFields & { readonly type: 'legacy'; readonly gasPrice: bigint })
  | (CommonFields & {
      readonly type: 'eip1559';
      readonly maxFeePerGas?: bigint | undefined;
      readonly maxPriorityFeePerGas?: bigint | undefined;
    });

/**
 * Convert the JSON-RPC transaction object to the fields viem signs. Fields the app leaves out (nonce,
 * gas, fees) are filled in by viem from the chain. A `gasPrice` makes it a legacy transaction.
 */
export function toTransactionFields(params: TransactionParams): TransactionFields {
  const big = (value: string | undefined) => (value === undefined ? undefined : hexToBigInt(value as Hex));
  const common: CommonFields = {
    to: (params.to ?? undefined) as Hex | undefined,
    value: big(params.value),
    data: (params.data ?? params.input) as Hex | undefined,
    gas: big(params.gas),
    nonce: params.nonce === undefined ? undefined : hexToNumber(params.nonce as Hex),
  };
  if (params.gasPrice !== undefined)
    return { ...common, type: 'legacy', gasPrice: hexToBigInt(params.gasPrice as Hex) };
  return {
    ...common,
    type: 'eip1559',
    maxFeePerGas: big(params.maxFeePerGas),
    maxPriorityFeePerGas: big(params.maxPriorityFeePerGas),
  };
}
