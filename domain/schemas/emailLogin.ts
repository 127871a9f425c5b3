/** Schemas of the email login's inputs (§5): a valid email, and a one-time code that is a string. */
import * as z from 'zod/mini';
import { MESSAGES } from '../errors.ts';

/** §5: a valid email address (zod's email format; surrounding spaces are not trimmed away silently). */
export const emailSchema = z.email({ error: MESSAGES.invalidEmail });

/**
 * §5: the one-time code is a string. Its length and alphabet are the secure site's business, so no
 * more is checked here (a stricter rule would need a text the spec does not give).
 */
export const otpSchema = z.string();
