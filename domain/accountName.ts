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
