/**
 * Why a simulated Solana transaction fails, in words: the program's own message from the logs where it
 * wrote one (`Program log: Error: insufficient funds`, the System program's `Transfer: insufficient
 * lamports 5, need 9`), else the node's error named in words (`InsufficientFunds` → "insufficient
 * funds", a program's custom code in hex as Solana's tools write it). A fee the account cannot pay
 * reads as on EVM.
 */
import { INSUFFICIENT_FUNDS } from './revertReason.ts';

/** Errors of a fee payer that cannot pay: with no SOL, Solana does not find the account at all. */
const UNPAYABLE: ReadonlySet<string> = new Set(['AccountNotFound', 'InsufficientFundsForFee']);

/** Log lines of the runtime itself, which say that a program failed but not why. */
const RUNTIME_LINE = /^Program \w+ (invoke \[\d+\]|success|failed: .*|consumed \d+ of \d+ compute units)$/;

const words = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The error's own words: a name, or a program's custom code. */
function describeError(err: unknown): string {
  if (typeof err === 'string') return words(err);
  if (isRecord(err)) {
    const [name, value] = Object.entries(err)[0] ?? [];
    if (name === 'Custom' && (typeof value === 'number' || typeof value === 'bigint'))
      return `custom program error 0x${value.toString(16)}`;
    if (name === 'InstructionError' && Array.isArray(value)) return describeError(value[1]);
    if (name !== undefined) return words(name);
  }
  return String(err);
}

/** The last message a program wrote about its failure, if any. */
function loggedMessage(logs: readonly string[]): string | undefined {
  for (let index = logs.length - 1; index >= 0; index--) {
    const text = logs[index]?.trim() ?? '';
    if (!text || RUNTIME_LINE.test(text)) continue;
    const error = /^Program log: (?:Error: )?(.+)$/.exec(text);
    if (error?.[1] && /error|insufficient|invalid|fail|not /i.test(text)) return error[1];
    if (/^Transfer: /.test(text)) return text.slice('Transfer: '.length);
  }
  return undefined;
}

export function solanaFailureReason(err: unknown, logs: readonly string[]): string {
  if (typeof err === 'string' && UNPAYABLE.has(err)) return INSUFFICIENT_FUNDS;
  return loggedMessage(logs) ?? describeError(err);
}
