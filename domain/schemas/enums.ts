/**
 * Schemas of the small closed vocabularies of §5: social provider and theme mode. The lists themselves live in domain/ so code without zod can use them.
 */
import * as z from 'zod/mini';
import { SOCIAL_PROVIDERS } from '../socialProviders.ts';
import { THEME_MODES } from '../themeMode.ts';

/** §5: google, github, apple, facebook, x or discord. */
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);

/** §5: light or dark. */
export const themeModeSchema = z.enum(THEME_MODES);
