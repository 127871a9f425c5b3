import { relativeTimeParts } from '../relativeTime.ts';
import { type Catalogue, EN, type MessageId } from './catalogue.ts';
import { formatParts, type MessageParams, type MessagePart, parseMessage } from './message.ts';

// A message is parsed once per text (every locale's texts share the cache; there are a few hundred).
const parsed = new Map<string, readonly MessagePart[]>();

/**
 * The text of `id` in a catalogue, with its arguments filled in and numbers formatted for `locale`.
 * A key missing from a catalogue (a chunk older than the code) shows its English text.
 */
export function translate(
  messages: Catalogue,
  locale: string,
  id: MessageId,
  params: MessageParams = {},
): string {
  const message = messages[id] ?? EN[id];
  let parts = parsed.get(message);
  if (!parts) {
    parts = parseMessage(message);
    parsed.set(message, parts);
  }
  return formatParts(parts, params, locale);
}

/**
 * A decimal text as the app formats amounts ('1234.500', exact, already truncated to its decimals)
 * written for the locale: its decimal separator and digits, every decimal kept, no rounding (Intl
 * reads a string as an exact decimal). No grouping: a balance reads as one number, as wallets show it.
 * Text that is not a number is returned as it is.
 */
export function formatDecimal(locale: string, decimal: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(decimal)) return decimal;
  const digits = decimal.split('.')[1]?.length ?? 0;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(decimal as Intl.StringNumericLiteral);
}

/** A date and time for the locale (`Intl.DateTimeFormat`, medium date and short time by default). */
export function formatDateTime(
  locale: string,
  date: Date | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return new Intl.DateTimeFormat(locale, options).format(date);
}

/** How long ago, for the locale ("3 min. ago", "vor 3 Min."), in §2's largest whole unit. */
export function formatTimeAgo(locale: string, timestampMs: number, nowMs: number): string {
  const { unit, count } = relativeTimeParts(timestampMs, nowMs);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'short' }).format(-count, unit);
}
