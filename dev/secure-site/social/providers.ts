/**
 * The local identity providers: one per §5 social provider, each a consent page on the secure site
 * that answers like OAuth's authorization-code flow. The person is the username picked or typed there.
 */
import * as z from 'zod';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../../domain/socialProviders.ts';

/** The names the consent pages show. */
export const PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
};

/** The secure site's client id at every local provider. */
export const CLIENT_ID = 'portico-dev-secure-site';

/** The accounts a consent page lists (any other username may be typed). */
export const SUGGESTED_ACCOUNTS = ['alice', 'bob', 'carol'] as const;
/** The username a consent page starts with. */
export const DEFAULT_USERNAME = SUGGESTED_ACCOUNTS[0];

/** A username as the providers allow it: letters, digits, `_ . -`, up to 39 characters. */
export const usernameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,38}$/, 'letters, digits, _ . - (up to 39)');

export const providerSchema = z.enum(SOCIAL_PROVIDERS);

/** The provider's stable id of a person: the username, case-insensitive as the providers treat it. */
export function subjectOf(username: string): string {
  return username.toLowerCase();
}
