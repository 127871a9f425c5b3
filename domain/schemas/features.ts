import * as z from 'zod/mini';
import { SOCIAL_PROVIDERS } from '../socialProviders.ts';

/** §5 social providers, and Farcaster, which §1 lists among the default social logins. */
export const SOCIAL_LOGINS = [...SOCIAL_PROVIDERS, 'farcaster'] as const;

const socialLoginSchema = z.enum(SOCIAL_LOGINS, {
  error: `a social provider must be one of ${SOCIAL_LOGINS.join(', ')}`,
});

/** The host's `features` option (§1, §9): every switch optional; the defaults live in constants.ts. */
export const featuresSchema = z.partial(
  z.object({
    email: z.boolean(),
    socials: z.union([z.literal(false), z.array(socialLoginSchema)]),
    swaps: z.boolean(),
    onramp: z.boolean(),
    activity: z.boolean(),
    reownBranding: z.boolean(),
    multiWallet: z.boolean(),
    receive: z.boolean(),
    send: z.boolean(),
    analytics: z.boolean(),
    allWallets: z.boolean(),
    legalCheckbox: z.boolean(),
    smartSessions: z.boolean(),
    collapseWallets: z.boolean(),
    pay: z.boolean(),
  }),
);

/** The host's `features` option, parsed. */
export type LocalFeatures = z.infer<typeof featuresSchema>;
