/**
 * What the two sign-in implementations keep in storage (§3 Session), as zod schemas: the local one
 * keeps each session whole, the cloud one only the id of each session the cloud keeps and whose it is.
 * The cloud's answers about a session are read with the same session schema.
 */
import * as z from 'zod/mini';

/** §3 Sign-in message data. */
export const siwxMessageDataSchema = z.object({
  accountAddress: z.string(),
  chainId: z.templateLiteral([z.string(), ':', z.string()]),
  domain: z.string(),
  uri: z.string(),
  version: z.string(),
  nonce: z.string(),
  statement: z.optional(z.string()),
  resources: z.optional(z.array(z.string())),
  requestId: z.optional(z.string()),
  issuedAt: z.optional(z.string()),
  expirationTime: z.optional(z.string()),
  notBefore: z.optional(z.string()),
});

/** §3 Session: the message's data, its text and the wallet's signature. */
export const siwxSessionSchema = z.object({
  data: siwxMessageDataSchema,
  message: z.string(),
  signature: z.string(),
});

/**
 * A session kept on the cloud, as the page knows it: its id, whose it is, and the token that proves
 * it to the cloud (answered once, when the session was made; sent as `Authorization: Bearer`).
 */
export const cloudSessionRefSchema = z.object({
  id: z.string(),
  chainId: z.string(),
  address: z.string(),
  token: z.string(),
});
