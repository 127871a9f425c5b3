/**
 * Schemas of the signing protocol's records and call parameters (§3 Signing-protocol session,
 * Proposal, Pending request, Namespace; §5 connect, approve, request, emit). They check shapes only;
 * the rules between fields (chains in the session, required namespaces met…) live in validation.ts.
 *
 * Field names follow @walletconnect/sign-client so the engine passes its structs through unchanged.
 * §3's proposal "namespaces" are the sign-client's `requiredNamespaces` and `optionalNamespaces`.
 * Expiries are Unix times in seconds, as on the wire.
 */
import * as z from 'zod/mini';
import { caipNetworkIdSchema } from '../schemas/caip.ts';

/** A relay: §7 "relay protocol irn" (checked by the rules, so a wrong protocol gets the spec's error). */
export const relaySchema = z.object({ protocol: z.string(), data: z.optional(z.string()) });

/** A peer's app metadata (§3 Dapp data metadata). */
export const metadataSchema = z.object({
  name: z.string(),
  description: z.string(),
  url: z.string(),
  icons: z.array(z.string()),
});

/** §3 session self and peer, and the proposal's proposer: publicKey and metadata. */
export const participantSchema = z.object({ publicKey: z.string(), metadata: metadataSchema });

/** A namespace as a proposal asks for it: chains (CAIP-2), methods and events. */
export const proposalNamespaceSchema = z.object({
  chains: z.optional(z.array(caipNetworkIdSchema)),
  methods: z.array(z.string()),
  events: z.array(z.string()),
});

/**
 * §3 Namespace as a session holds it: chains, methods, events, accounts, rpcMap, defaultChain.
 * Accounts are plain strings here: the rules report a malformed one with the CAIP-10 texts of §5.
 */
export const namespaceSchema = z.object({
  chains: z.optional(z.array(caipNetworkIdSchema)),
  methods: z.array(z.string()),
  events: z.array(z.string()),
  accounts: z.array(z.string()),
  rpcMap: z.optional(z.record(z.string(), z.string())),
  defaultChain: z.optional(z.string()),
});

/** Namespaces keyed by namespace (`eip155`) or by chain (`eip155:1`). */
export const namespacesSchema = z.record(z.string(), namespaceSchema);
export const proposalNamespacesSchema = z.record(z.string(), proposalNamespaceSchema);

/** Session properties: values are checked by the rule "a value for every key" (§5). */
export const sessionPropertiesSchema = z.record(z.string(), z.unknown());
/** Scoped properties, keyed by namespace or chain. */
export const scopedPropertiesSchema = z.record(z.string(), z.unknown());

/** §3 Proposal: id, pairingTopic, expiryTimestamp (s), proposer, relays, namespaces. */
export const proposalSchema = z.object({
  id: z.number(),
  pairingTopic: z.string(),
  expiryTimestamp: z.number(),
  proposer: participantSchema,
  relays: z.array(relaySchema),
  requiredNamespaces: proposalNamespacesSchema,
  optionalNamespaces: z.optional(proposalNamespacesSchema),
  sessionProperties: z.optional(sessionPropertiesSchema),
  scopedProperties: z.optional(scopedPropertiesSchema),
});

/** §3 Signing-protocol session. */
export const sessionSchema = z.object({
  topic: z.string(),
  expiry: z.number(),
  acknowledged: z.boolean(),
  self: participantSchema,
  peer: participantSchema,
  controller: z.string(),
  namespaces: namespacesSchema,
  requiredNamespaces: z.optional(proposalNamespacesSchema),
  optionalNamespaces: z.optional(proposalNamespacesSchema),
  relay: relaySchema,
  pairingTopic: z.optional(z.string()),
  transportType: z.optional(z.enum(['relay', 'link_mode'])),
  sessionProperties: z.optional(sessionPropertiesSchema),
  scopedProperties: z.optional(scopedPropertiesSchema),
  sessionConfig: z.optional(z.object({ disableDeepLink: z.optional(z.boolean()) })),
});

/** A pairing as connect needs to know it: its topic, expiry (s) and whether it is active. */
export const pairingSchema = z.object({ topic: z.string(), expiry: z.number(), active: z.boolean() });

/** §6: each request is verified as VALID, INVALID or UNKNOWN; a scam flag may be present. */
export const verifyContextSchema = z.object({
  verified: z.object({
    origin: z.string(),
    validation: z.enum(['VALID', 'INVALID', 'UNKNOWN']),
    verifyUrl: z.string(),
    isScam: z.optional(z.boolean()),
  }),
});

/** §3 Pending request: id, topic, params, verifyContext. `expiryTimestamp` is in seconds. */
export const pendingRequestSchema = z.object({
  id: z.number(),
  topic: z.string(),
  params: z.object({
    request: z.object({
      method: z.string(),
      params: z.unknown(),
      expiryTimestamp: z.optional(z.number()),
    }),
    chainId: z.string(),
  }),
  verifyContext: verifyContextSchema,
});

/** §5 approve parameters: the proposal id and what the wallet approves. */
export const approveParamsSchema = z.object({
  id: z.number(),
  namespaces: namespacesSchema,
  relayProtocol: z.optional(z.string()),
  sessionProperties: z.optional(sessionPropertiesSchema),
  scopedProperties: z.optional(scopedPropertiesSchema),
});

/** §4 session update parameters. */
export const updateParamsSchema = z.object({ topic: z.string(), namespaces: namespacesSchema });

/** §4 session extend parameters; `expiry` is the new expiry in seconds. */
export const extendParamsSchema = z.object({ topic: z.string(), expiry: z.number() });

export type Relay = z.infer<typeof relaySchema>;
export type ProposalNamespace = z.infer<typeof proposalNamespaceSchema>;
export type Namespace = z.infer<typeof namespaceSchema>;
export type Namespaces = z.infer<typeof namespacesSchema>;
export type ProposalNamespaces = z.infer<typeof proposalNamespacesSchema>;
export type Proposal = z.infer<typeof proposalSchema>;
export type Session = z.infer<typeof sessionSchema>;
export type Pairing = z.infer<typeof pairingSchema>;
export type PendingRequest = z.infer<typeof pendingRequestSchema>;
export type ApproveParams = z.infer<typeof approveParamsSchema>;
