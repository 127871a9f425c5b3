/**
 * Social login providers (§1, §5). Farcaster is a connect method of its own (§1), so it is in the
 * default social list (constants.ts DEFAULT_SOCIALS) but not a valid `provider` of a social connect.
 */

/** §5: the social providers a social connect accepts. */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const;

/** One social provider. */
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Whether `value` is a social provider of §5. */
export function isSocialProvider(value: string): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/** How an embedded-wallet account was logged in to besides email (§1): a social provider, or Farcaster. */
export type LoginProvider = SocialProvider | 'farcaster';

/** The brand names of the login providers (not translated: they are names). */
export const LOGIN_PROVIDER_NAMES: Readonly<Record<LoginProvider, string>> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
};
