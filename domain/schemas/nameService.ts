/**
 * What the name service answers (§3 name-service, §7 profile and identity calls), parsed at the
 * boundary by the name-service client; the registration statechart reads the same types.
 */
import * as z from 'zod/mini';

/** A registered name: `alice.reown.id`, its addresses by coin type, its attributes. */
export const registeredNameSchema = z.object({
  name: z.string(),
  registered: z.number(),
  updated: z.number(),
  addresses: z.record(z.string(), z.object({ address: z.string(), created: z.number() })),
  attributes: z.record(z.string(), z.string()),
});
export type RegisteredName = z.infer<typeof registeredNameSchema>;

/** §3 one name suggestion: the name asked first; when taken, free alternatives follow. */
export const nameSuggestionSchema = z.object({ name: z.string(), registered: z.boolean() });
export type NameSuggestion = z.infer<typeof nameSuggestionSchema>;

/** GET /v1/profile/suggestions/{name}. */
export const nameSuggestionsSchema = z.object({ suggestions: z.array(nameSuggestionSchema) });

/** POST /v1/profile/account. */
export const registerNameResponseSchema = z.object({ success: z.boolean() });

/** GET /v1/identity/{address}: the address's first name and that name's avatar, null when none. */
export const identitySchema = z.object({ name: z.nullable(z.string()), avatar: z.nullable(z.string()) });
export type Identity = z.infer<typeof identitySchema>;
