/**
 * Account names on the name service (§5, §9): letters, digits or hyphen only, at least 4 characters,
 * and a DNS label (at most 63, no hyphen first or last, no `--` as 3rd and 4th character).
 */
import { MAX_ACCOUNT_NAME_LENGTH, MIN_ACCOUNT_NAME_LENGTH } from './constants.ts';

/**
 * §5: the allowed characters and minimum length, within DNS's label rule (names live under
 * `.reown.id`): at most 63 characters, no hyphen first or last, and no `--` as the 3rd and 4th
 * character (`xn--` is the punycode prefix: it would render as Unicode). ASCII letters only: names
 * end up in URLs and in a signed registration message, where look-alike Unicode letters would invite
 * spoofing.
 */
export const ACCOUNT_NAME_PATTERN = new RegExp(
  `^(?!-)(?!..--)[a-zA-Z0-9-]{${MIN_ACCOUNT_NAME_LENGTH},${MAX_ACCOUNT_NAME_LENGTH}}(?<!-)$`,
);

/** Whether `name` is a valid account name (a DNS label of letters, digits, hyphen; 4 to 63 long). */
export function isValidAccountName(name: string): boolean {
  return ACCOUNT_NAME_PATTERN.test(name);
}

/** The zone new names are registered under (§7 suggestions `zone`). */
export const ACCOUNT_NAME_ZONE = 'reown.id';
/** The suffix of a registered name: `alice` is registered as `alice.reown.id`. */
export const ACCOUNT_NAME_SUFFIX = `.${ACCOUNT_NAME_ZONE}`;

/** The full name for what the person typed: `alice` → `alice.reown.id` (a full name stays as it is). */
export function fullAccountName(typed: string): string {
  const name = typed.trim().toLowerCase();
  return name.endsWith(ACCOUNT_NAME_SUFFIX) ? name : `${name}${ACCOUNT_NAME_SUFFIX}`;
}

/** The label of a name: `alice.reown.id` → `alice`; a bare label stays as it is. */
export function accountNameLabel(name: string): string {
  const lower = name.trim().toLowerCase();
  return lower.endsWith(ACCOUNT_NAME_SUFFIX) ? lower.slice(0, -ACCOUNT_NAME_SUFFIX.length) : lower;
}

/**
 * §3/§9 the registration message the account signs, as production's client writes it
 * (EnsController.registerName): the JSON text `{ name, attributes, timestamp }`, in that order, with
 * empty attributes and the timestamp in unix seconds. The coin type is not in it: it travels beside
 * the message as the body's `coin_type`, and the name service checks the signature on that chain.
 */
export function registrationMessage(name: string, nowMs: number): string {
  return JSON.stringify({ name, attributes: {}, timestamp: Math.floor(nowMs / 1000) });
}
