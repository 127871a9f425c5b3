/**
 * Account names on the name service (§5, §9): letters, digits or hyphen only, at least 4 characters.
 */
import { MIN_ACCOUNT_NAME_LENGTH } from './constants.ts';

/**
 * §5: the allowed characters and minimum length. ASCII letters only: names end up in URLs and in a
 * signed registration message, where look-alike Unicode letters would invite spoofing.
 */
export const ACCOUNT_NAME_PATTERN = new RegExp(`^[a-zA-Z0-9-]{${MIN_ACCOUNT_NAME_LENGTH},}$`);

/** Whether `name` is a valid account name (letters, digits, hyphen; at least the minimum length). */
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
 * §3/§9 the registration message the account signs: the JSON text `{ name, attributes, timestamp }`
 * with empty attributes and the timestamp in seconds.
 */
export function registrationMessage(name: string, nowMs: number): string {
  return JSON.stringify({ name, attributes: {}, timestamp: Math.floor(nowMs / 1000) });
}
