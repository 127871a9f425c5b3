/**
 * Why a simulated call reverted, in words: the `Error(string)` text a contract gave, a Solidity panic
 * by its meaning, or a custom error by its selector (its name is the contract's, which we do not know).
 * Undefined when the call reverted with no data at all.
 */
import { decodeErrorResult, type Hex } from 'viem';

/** The panic codes of Solidity (docs: "Panic via assert and error conditions"). */
const PANICS: Readonly<Record<string, string>> = {
  '1': 'assertion failed',
  '17': 'arithmetic overflow or underflow',
  '18': 'division by zero',
  '33': 'invalid enum value',
  '34': 'invalid storage byte array',
  '49': 'pop on an empty array',
  '50': 'array index out of bounds',
  '65': 'out of memory',
  '81': 'call to an invalid function',
};

/** The reason of a request the account cannot pay for (what it moves plus the fee, above its balance). */
export const INSUFFICIENT_FUNDS = 'the account does not hold enough to pay for it';

export function revertReason(data: string | undefined): string | undefined {
  if (!data || data === '0x') return undefined;
  try {
    const decoded = decodeErrorResult({ abi: [], data: data as Hex });
    if (decoded.errorName === 'Error') return String(decoded.args?.[0] ?? '');
    if (decoded.errorName === 'Panic') {
      const code = String(decoded.args?.[0] ?? '');
      return PANICS[code] ?? `panic ${code}`;
    }
  } catch {
    // Not one of Solidity's own errors: a custom error, named by its selector below.
  }
  return `error ${data.slice(0, 10)}`;
}
