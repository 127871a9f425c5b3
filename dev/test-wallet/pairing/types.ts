/**
 * The sign-client types the pairing wallet works with, in one place. `@walletconnect/types` comes with
 * `@walletconnect/sign-client` (its own dependency, same version); only types are imported from it.
 */
import type { SignClient } from '@walletconnect/sign-client';
import type { ProposalTypes, SessionTypes, SignClientTypes, Verify } from '@walletconnect/types';

/** A sign-client instance. */
export type WalletClient = InstanceType<typeof SignClient>;
/** A session proposal as the wallet receives it. */
export type ProposalEvent = SignClientTypes.EventArguments['session_proposal'];
/** A session request as the wallet receives it. */
export type RequestEvent = SignClientTypes.EventArguments['session_request'];
/** The proposal itself (app metadata, namespaces). */
export type Proposal = ProposalTypes.Struct;
/** Requested namespaces, keyed by namespace (`eip155`) or by chain (`eip155:1`). */
export type RequestedNamespaces = ProposalTypes.RequiredNamespaces;
/** Approved namespaces (chains, accounts, methods, events). */
export type Namespaces = SessionTypes.Namespaces;
/** A settled session. */
export type SessionStruct = SessionTypes.Struct;
/** App metadata of a peer. */
export type AppMetadata = SignClientTypes.Metadata;
/** The verification result the client attaches to a proposal or request. */
export type Validation = Verify.Context['verified']['validation'];
/** What a verify service attests for a message: the origin it was sent from (and a scam flag). */
export interface AttestedOrigin {
  origin: string;
  isScam?: boolean;
}
