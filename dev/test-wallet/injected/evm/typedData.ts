/** eth_signTypedData_v4's payload: a JSON string or an object, checked before signing. */
import type { TypedDataDefinition } from 'viem';
import { invalidParams } from '../errors.ts';
import { parseParams, typedDataSchema } from './params.ts';

/** Parse the typed data of eth_signTypedData_v4 into what viem signs; -32602 when it is malformed. */
export function parseTypedData(
  raw: string | Record<string, unknown>,
): TypedDataDefinition<Record<string, unknown>, string> {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw invalidParams('eth_signTypedData_v4', 'the typed data is not valid JSON');
    }
  }
  const typed = parseParams('eth_signTypedData_v4', typedDataSchema, value);
  // viem derives the EIP712Domain type from the domain itself; leaving the app's copy in is harmless.
  return { domain: typed.domain, types: typed.types, primaryType: typed.primaryType, message: typed.message };
}
