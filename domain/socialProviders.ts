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
