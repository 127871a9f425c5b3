/**
 * §2 relative-time labels of activity ("5 min", and the parts the UI words in the visitor's language).
 * A module of its own: the translator needs it on the way to opening the modal, where the balance
 * formatting of display.ts (and viem's formatUnits with it) is not needed.
 */
import {
  ONE_DAY_MS,
  ONE_HOUR_MS,
  ONE_MINUTE_MS,
  ONE_MONTH_MS,
  ONE_SECOND_MS,
  ONE_YEAR_MS,
} from './constants.ts';

/** A §2 unit of age, named as `Intl.RelativeTimeFormat` names it. */
export type AgeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

/** The §2 units, largest first: an age uses the largest unit that fits at least once. */
const TIME_UNITS = [
  { ms: ONE_YEAR_MS, unit: 'year' },
  { ms: ONE_MONTH_MS, unit: 'month' },
  { ms: ONE_DAY_MS, unit: 'day' },
  { ms: ONE_HOUR_MS, unit: 'hour' },
  { ms: ONE_MINUTE_MS, unit: 'minute' },
] as const;

/** The §2 abbreviation of each unit. */
const ABBREVIATIONS: Readonly<Record<AgeUnit, string>> = {
  second: 'sec',
  minute: 'min',
  hour: 'hr',
  day: 'd',
  month: 'mo',
  year: 'yr',
};

/**
 * §2: an age in whole units of the largest unit that fits at least once (floored: a 119-second-old
 * transaction is 1 minute); a time in the future (a clock skewed against the server's `minedAt`) is
 * 0 seconds rather than a negative age. The UI words it in the visitor's language.
 */
export function relativeTimeParts(timestampMs: number, nowMs: number): { unit: AgeUnit; count: number } {
  const elapsed = Math.max(0, nowMs - timestampMs);
  for (const { ms, unit } of TIME_UNITS) {
    if (elapsed >= ms) return { unit, count: Math.floor(elapsed / ms) };
  }
  return { unit: 'second', count: Math.floor(elapsed / ONE_SECOND_MS) };
}

/**
 * §2: an abbreviated relative-time label, `<whole units> <unit>` with unit sec, min, hr, d, mo or yr,
 * e.g. '5 sec', '3 min', '2 hr', '4 d', '1 mo', '2 yr': the same for singular and plural.
 */
export function relativeTimeLabel(timestampMs: number, nowMs: number): string {
  const { unit, count } = relativeTimeParts(timestampMs, nowMs);
  return `${count} ${ABBREVIATIONS[unit]}`;
}
