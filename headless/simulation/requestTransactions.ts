/**
 * The Solana transactions a request asks to sign, in order, read as the approval reads them (its
 * params as an object, or the object first in a list): solana_signTransaction's and
 * solana_signAndSendTransaction's one transaction, solana_signAllTransactions's whole batch.
 * Undefined for any other request, or one whose params do not parse.
 */
import * as z from 'zod/mini';

const SINGLE: ReadonlySet<string> = new Set(['solana_signTransaction', 'solana_signAndSendTransaction']);

const singleParams = z.looseObject({ transaction: z.string().check(z.minLength(1)) });
const batchParams = z.looseObject({
  transactions: z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(64)),
});

/** Whether `method` signs Solana transactions (the ones simulated on a Solana RPC). */
export const isSolanaTransactionMethod = (method: string): boolean =>
  SINGLE.has(method) || method === 'solana_signAllTransactions';

export function solanaRequestTransactions(method: string, params: unknown): string[] | undefined {
  const first = Array.isArray(params) ? params[0] : params;
  if (SINGLE.has(method)) {
    const parsed = singleParams.safeParse(first);
    return parsed.success ? [parsed.data.transaction] : undefined;
  }
  if (method === 'solana_signAllTransactions') {
    const parsed = batchParams.safeParse(first);
    return parsed.success ? parsed.data.transactions : undefined;
  }
  return undefined;
}
