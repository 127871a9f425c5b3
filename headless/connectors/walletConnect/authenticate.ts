/**
 * One-click sign-in over the signing protocol (§4 "Authenticated sessions are created when signed
 * proofs verify"; §5 Authenticate): the app asks the wallet, in one request, for a session and a signed
 * CAIP-122 (SIWE) message per chain, shows the `wc:` URI and gets back the session with the signed
 * proofs. The sign-client verifies each proof before it resolves (EOA signatures locally, with no
 * network; see {@link AuthenticatedSession}). Closing the modal aborts the wait ('Modal closed') and
 * drops the pairing; a wallet that refuses gives 'Connection rejected'.
 */
import { PAIRING_LIFETIME_MS } from '../../../domain/constants.ts';
import { PorticoError } from '../../../domain/errors.ts';
import { validateAuthenticate } from '../../../domain/protocol/validation.ts';
import type { WalletConnectClient, WalletConnectSession } from './client.ts';
import { isProposalRejection, isSettlementFailure } from './errors.ts';
import { abortion, modalClosed } from './modalAbort.ts';
import { dropPairing, pairingTopicOf } from './pairing.ts';

/** The sign-client's authenticate params: chains, uri, domain, nonce, statement, methods… */
export type AuthenticateRequest = Parameters<WalletConnectClient['authenticate']>[0];

type AuthenticateResult = Awaited<
  ReturnType<Awaited<ReturnType<WalletConnectClient['authenticate']>>['response']>
>;

/** A signed CAIP-122 message (CACAO): header, payload (iss `did:pkh:eip155:<chain>:<address>`…), signature. */
export type WalletConnectCacao = NonNullable<AuthenticateResult['auths']>[number];

/** Options of {@link startAuthenticate}. */
export interface StartAuthenticateOptions {
  /** Aborting (the modal closed) rejects with 'Modal closed' and drops the pairing. */
  signal?: AbortSignal;
  /** The clock, for `expiresAt`; default `Date.now`. */
  now?: () => number;
}

/**
 * What a sign-in gives. The sign-client has checked every proof before this resolves: its signature
 * (EIP-191, recovered locally) and that it answers the request sent (domain, nonce, URI, a requested
 * chain). `auths` is empty when the wallet does not know authenticate and approved the plain session
 * proposal the sign-client sends alongside: then nothing is signed yet.
 */
export interface AuthenticatedSession {
  session: WalletConnectSession;
  auths: readonly WalletConnectCacao[];
}

/** A sign-in waiting for its wallet. */
export interface Authentication {
  /** The `wc:` URI to show as a QR code or pass in a deep link. */
  uri: string;
  /** The pairing topic (from the URI). */
  topic: string;
  /** When the URI stops being offered (ms since epoch): start time + PAIRING_LIFETIME_MS. */
  expiresAt: number;
  /**
   * Settles when the wallet answers: the session and proofs; a PorticoError 'Connection rejected' when
   * the wallet refuses, 'Signature verification failed' when a proof does not verify, 'Modal closed' on
   * abort, 'Failed to connect' otherwise.
   */
  response: Promise<AuthenticatedSession>;
}

/** The reason given when Portico ends a sign-in it started. */
const DROPPED = { code: 6000, message: 'User disconnected.' };

/** A JSON-RPC history record of the client (request and, once answered, response). */
type HistoryRecord = WalletConnectClient['core']['history']['values'][number];

/**
 * Remembers the wallet's error answer to the authenticate request on `pairingTopic`. Needed because the
 * sign-client rejects `response()` with the wallet's message only, a bare string; its history keeps the
 * whole `{ code, message }` (set just before the engine handles the answer), which tells a refusal from
 * any other failure.
 */
function watchWalletAnswer(client: WalletConnectClient, pairingTopic: string) {
  let answer: unknown;
  const onUpdated = (record: HistoryRecord) => {
    if (record.topic !== pairingTopic || record.request.method !== 'wc_sessionAuthenticate') return;
    if (record.response && 'error' in record.response) answer = record.response.error;
  };
  client.core.history.on('history_updated', onUpdated);
  return { error: () => answer, dispose: () => client.core.history.off('history_updated', onUpdated) };
}

/** The engine's own emitter: private in the sign-client's types, present in 2.25. */
interface EngineEvents {
  events?: { emit(event: string, payload: unknown): boolean };
}

/**
 * Ends a sign-in Portico started: answers the engine's wait as if the wallet had refused (which deletes
 * the pending request and clears the engine's 1 h timer, which would outlive the modal and keep a Node
 * process alive), then drops the pairing and its fallback proposal. The sign-client has no public call
 * for this. Runs in the background and never fails.
 */
function cancelAuthenticate(client: WalletConnectClient, pairingTopic: string): void {
  const { events } = client.engine as unknown as EngineEvents;
  for (const { id } of client.auth.requests.getAll({ pairingTopic })) {
    events?.emit(`session_request:${id}`, { error: DROPPED });
  }
  dropPairing(client, pairingTopic);
}

/** The PorticoError for a failed sign-in, from what the engine rejected with and the wallet's answer. */
function authenticateError(error: unknown, walletAnswer: unknown): PorticoError {
  if (error instanceof PorticoError) return error;
  // The wallet's answer carries the code when the engine rejected with its bare message.
  const reason = walletAnswer ?? error;
  if (isProposalRejection(reason)) return PorticoError.of('connectionRejected', { cause: reason });
  if (isSettlementFailure(reason)) return PorticoError.of('signatureVerificationFailed', { cause: reason });
  return PorticoError.of('failedToConnect', { cause: reason });
}

function toAuthenticatedSession(result: AuthenticateResult): AuthenticatedSession {
  // Without approved methods (no recap in the request) the sign-client settles proofs but no session.
  if (!result.session) {
    throw PorticoError.of('failedToConnect', { cause: new Error('the wallet approved no session methods') });
  }
  return { session: result.session, auths: result.auths ?? [] };
}

/**
 * Starts a one-click sign-in: checks `params` with the §5 rules first (throwing the spec's PorticoError,
 * e.g. 'chains is required and must be a non-empty array', without calling the client), then sends the
 * authenticate request and resolves with the URI to show once it is on the relay. Rejects with
 * 'Modal closed' when `signal` aborts first, 'Failed to connect' when the request cannot be sent. See
 * {@link Authentication} for how `response` settles. Build `params` with `authenticateParams`.
 */
export async function startAuthenticate(
  client: WalletConnectClient,
  params: AuthenticateRequest,
  options: StartAuthenticateOptions = {},
): Promise<Authentication> {
  const check = validateAuthenticate(params);
  if (!check.ok) throw check.error;
  const { signal } = options;
  if (signal?.aborted) throw modalClosed(signal);
  const startedAt = (options.now ?? Date.now)();
  const aborted = abortion(signal);
  const requesting = client.authenticate(params);
  let requested: Awaited<typeof requesting>;
  try {
    requested = await Promise.race([requesting, aborted.promise]);
  } catch (error) {
    aborted.dispose();
    // Aborted while sending: end the sign-in once it is out.
    requesting.then(({ uri }) => cancelAuthenticate(client, pairingTopicOf(uri))).catch(() => {});
    throw authenticateError(error, undefined);
  }
  const { uri } = requested;
  const topic = pairingTopicOf(uri);
  const answer = watchWalletAnswer(client, topic);
  const response = Promise.race([requested.response(), aborted.promise])
    .then(toAuthenticatedSession)
    .catch((error: unknown) => {
      if (signal?.aborted) cancelAuthenticate(client, topic);
      throw authenticateError(error, answer.error());
    })
    .finally(() => {
      aborted.dispose();
      answer.dispose();
    });
  // The caller may drop a sign-in it no longer shows without awaiting it: no unhandled rejection.
  response.catch(() => {});
  return { uri, topic, expiresAt: startedAt + PAIRING_LIFETIME_MS, response };
}
