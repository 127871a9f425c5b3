import { ALERTS, type AlertCode, MESSAGES, type MessageKey, PAIRING_MESSAGES } from '../../errors.ts';
import { type SwapDraftMessages, swapMessageKey } from './swap.ts';

/**
 * The spec's texts (§8) and the alerts' short messages as catalogue entries: `error.<key>` and
 * `alert.<code>`. Their English is the error catalogue's own (domain/errors.ts stays the one home of
 * the wording); a translation gives the visitor's language for the same fact.
 */
export type ErrorMessages = { readonly [K in MessageKey as `error.${K}`]: string } & {
  readonly [K in keyof typeof PAIRING_MESSAGES as `pairing.${K}`]: string;
} & { readonly [K in AlertCode as `alert.${K}`]: string };

export const ERROR_MESSAGES = Object.fromEntries([
  ...Object.entries(MESSAGES).map(([key, text]) => [`error.${key}`, text]),
  ...Object.entries(PAIRING_MESSAGES).map(([key, text]) => [`pairing.${key}`, text]),
  ...Object.values(ALERTS).map((alert) => [`alert.${alert.code}`, alert.shortMessage]),
]) as ErrorMessages;

/**
 * The catalogue key of a spec text as the engine gives it (or of a swap draft's text, which the swap
 * flow gives as its error), or undefined for any other text.
 */
export function errorMessageKey(text: string): keyof ErrorMessages | keyof SwapDraftMessages | undefined {
  for (const [key, value] of Object.entries(MESSAGES))
    if (value === text) return `error.${key as MessageKey}`;
  for (const [key, value] of Object.entries(PAIRING_MESSAGES))
    if (value === text) return `pairing.${key as keyof typeof PAIRING_MESSAGES}`;
  return swapMessageKey(text);
}
