import * as z from 'zod';

/** Longest TTL a message may ask for: 30 days, in seconds (the client's longest is 30 days too). */
export const MAX_TTL_SECONDS = 30 * 24 * 60 * 60;
/** TTL of the relay-published session messages when the client gives none: 5 minutes, in seconds. */
export const DEFAULT_SESSION_TTL_SECONDS = 300;
/** Topics per batch call (the client sends at most 500 per irn_batchSubscribe). */
export const MAX_BATCH_TOPICS = 500;

/** Publish tags of the messages the relay publishes itself for wc_proposeSession / wc_approveSession. */
export const TAGS = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 } as const;

const topic = z.string().min(1).max(256);
const message = z.string().min(1);
const ttl = z.int().min(1).max(MAX_TTL_SECONDS);
const tag = z
  .int()
  .min(0)
  .max(2 ** 31);
const attestation = z.string().max(8192).optional();

/** A JSON-RPC id as parsed (the raw text is what gets echoed). */
const idSchema = z.union([z.string(), z.number(), z.null()]);

/** A JSON-RPC 2.0 request from a client. */
export const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: idSchema,
  method: z.string().min(1).max(128),
  params: z.unknown().optional(),
});

/** A JSON-RPC 2.0 answer from a client: the ack of an `irn_subscription` push. */
export const responseSchema = z.union([
  z.object({ id: idSchema, result: z.unknown() }),
  z.object({ id: idSchema, error: z.object({ code: z.number(), message: z.string() }) }),
]);

/** Params of each supported method. Extra members (the client's `correlationId` and such) are ignored. */
export const paramSchemas = {
  irn_subscribe: z.object({ topic }),
  irn_batchSubscribe: z.object({ topics: z.array(topic).min(1).max(MAX_BATCH_TOPICS) }),
  irn_unsubscribe: z.object({ topic, id: z.string().optional() }),
  irn_batchUnsubscribe: z.object({
    subscriptions: z
      .array(z.object({ topic, id: z.string().optional() }))
      .min(1)
      .max(MAX_BATCH_TOPICS),
  }),
  irn_publish: z.object({
    topic,
    message,
    ttl,
    tag: tag.optional(),
    prompt: z.boolean().optional(),
    attestation,
  }),
  irn_fetchMessages: z.object({ topic }),
  irn_batchFetchMessages: z.object({ topics: z.array(topic).min(1).max(MAX_BATCH_TOPICS) }),
  wc_proposeSession: z.object({
    pairingTopic: topic,
    sessionProposal: message,
    ttl: ttl.optional(),
    tag: tag.optional(),
    attestation,
  }),
  wc_approveSession: z.object({
    sessionTopic: topic,
    pairingTopic: topic,
    sessionProposalResponse: message,
    sessionSettlementRequest: message,
    ttl: ttl.optional(),
  }),
} as const;

/** A supported method name. */
export type RelayMethod = keyof typeof paramSchemas;

/** The parsed params of a method. */
export type ParamsOf<M extends RelayMethod> = z.infer<(typeof paramSchemas)[M]>;

/** True for the names of the supported methods. */
export function isRelayMethod(method: string): method is RelayMethod {
  return Object.hasOwn(paramSchemas, method);
}

/** `topic: expected string` style text of a zod error, for JSON-RPC error messages. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'params'}: ${issue.message}`)
    .join('; ');
}
