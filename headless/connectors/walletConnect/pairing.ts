/**
 * Starting a pairing (§4, §9): the app proposes a session for its networks' namespaces, shows the
 * `wc:` URI (QR code or deep link) and waits for the wallet. Closing the modal aborts the wait
 * ('Modal closed') and drops the pairing; a wallet that refuses gives 'Connection rejected'; a proposal
 * that outlives its lifetime gives 'Request expired. Please try again.'. With a sign-in request
 * (one-click sign-in) the proposal carries it and the session comes back with the signed messages.
 */
import { parseAuthenticateParams } from '../../../domain/authenticateParams.ts';
import { PAIRING_LIFETIME_MS } from '../../../domain/constants.ts';
import { missingOrInvalid, PorticoError } from '../../../domain/errors.ts';
import type { Network } from '../../../domain/networks.ts';
import type { AuthenticationRequest } from './authenticateParams.ts';
import type { WalletConnectClient, WalletConnectSession } from './client.ts';
import { isProposalRejection } from './errors.ts';
import { abortion, modalClosed } from './modalAbort.ts';
import { requestedNamespaces } from './namespaces.ts';

/** Options of {@link startPairing}. */
export interface StartPairingOptions {
  /** The app's networks: their eip155 and solana chains are requested. */
  networks: readonly Network[];
  /** Aborting (the modal closed) rejects with 'Modal closed' and drops the pairing. */
  signal?: AbortSignal;
  /** The clock, for `expiresAt`; default `Date.now`. */
  now?: () => number;
  /**
   * One-click sign-in: the sign-in request the proposal carries (`connect({ authentication })`); the
   * approved session's `authentication` holds the wallet's signed messages (unverified: see
   * verifySignInProofs). Checked with the §5 authenticate rules before anything is sent.
   */
  authentication?: AuthenticationRequest | undefined;
}

/** A pairing waiting for its wallet. */
export interface Pairing {
  /** The `wc:` URI to show as a QR code or pass in a deep link. */
  uri: string;
  /** The pairing topic (from the URI). */
  topic: string;
  /** When the URI stops being offered (ms since epoch): start time + PAIRING_LIFETIME_MS. */
  expiresAt: number;
  /**
   * Settles when the wallet answers: the session once approved; a PorticoError 'Connection rejected'
   * when the wallet refuses, 'Modal closed' on abort, 'Failed to connect' otherwise.
   */
  approval: Promise<WalletConnectSession>;
}

/** The reason sent to the relay when Portico drops a pairing or a proposal it started. */
const DROPPED = { code: 6000, message: 'User disconnected.' };

/** The pairing topic of a `wc:` URI (`wc:<topic>@2?…`). */
export function pairingTopicOf(uri: string): string {
  const match = /^wc:([^@?]+)@/.exec(uri);
  if (!match?.[1]) throw new PorticoError('missingOrInvalid', missingOrInvalid(`pairing URI ${uri}`));
  return match[1];
}

/**
 * Drops a pairing Portico started and its waiting proposals: the wallet (if it paired) is told, the
 * keys and subscription go. Runs in the background and never fails: a dead relay must not hold the UI.
 */
export function dropPairing(client: WalletConnectClient, topic: string): void {
  const run = async () => {
    for (const { id } of client.proposal.getAll({ pairingTopic: topic })) {
      // The sign-client's own expiry path: ends connect()'s wait (and its 5-minute timer, which would
      // keep a Node process alive) and drops the pending session keys.
      client.events.emit('proposal_expire', { id });
      if (client.core.expirer.has(id)) client.core.expirer.del(id);
      await client.proposal.delete(id, DROPPED);
    }
    if (client.core.pairing.pairings.keys.includes(topic)) await client.core.pairing.disconnect({ topic });
  };
  run().catch(() => {});
}

/** The sign-client's text when a proposal outlives its lifetime unanswered. */
const PROPOSAL_EXPIRED = 'Proposal expired';

const isProposalExpiry = (error: unknown) =>
  (error instanceof Error || (typeof error === 'object' && error !== null)) &&
  (error as { message?: unknown }).message === PROPOSAL_EXPIRED;

function connectError(error: unknown): PorticoError {
  if (error instanceof PorticoError) return error;
  if (isProposalExpiry(error)) return PorticoError.of('requestExpired', { cause: error });
  return PorticoError.of(isProposalRejection(error) ? 'connectionRejected' : 'failedToConnect', {
    cause: error,
  });
}

/**
 * Proposes a session for the networks' eip155 and solana chains (as optional namespaces: sign-client
 * 2.25 sends required ones as optional anyway) and resolves with the URI to show once the proposal is
 * on the relay. Rejects with 'Modal closed' when `signal` aborts first, 'Failed to connect' when the
 * networks have no eip155 or solana chain or the proposal cannot be sent. See {@link Pairing} for how
 * `approval` settles.
 */
export async function startPairing(
  client: WalletConnectClient,
  options: StartPairingOptions,
): Promise<Pairing> {
  const { signal, authentication } = options;
  // The sign-client checks these rules in authenticate() only, not in connect({ authentication }).
  if (authentication) parseAuthenticateParams(authentication);
  if (signal?.aborted) throw modalClosed(signal);
  const optionalNamespaces = requestedNamespaces(options.networks);
  if (Object.keys(optionalNamespaces).length === 0) {
    throw PorticoError.of('failedToConnect', { cause: new Error('no eip155 or solana network to request') });
  }
  const startedAt = (options.now ?? Date.now)();
  const aborted = abortion(signal);
  const proposing = client.connect({
    optionalNamespaces,
    ...(authentication ? { authentication: [authentication] } : {}),
  });
  let proposed: Awaited<typeof proposing>;
  try {
    proposed = await Promise.race([proposing, aborted.promise]);
  } catch (error) {
    aborted.dispose();
    // Aborted while proposing: drop the pairing once the proposal is out.
    proposing.then(({ uri }) => uri && dropPairing(client, pairingTopicOf(uri))).catch(() => {});
    throw connectError(error);
  }
  const { uri } = proposed;
  if (!uri) {
    aborted.dispose();
    throw PorticoError.of('failedToConnect', { cause: new Error('the proposal gave no pairing URI') });
  }
  const topic = pairingTopicOf(uri);
  const approval = Promise.race([proposed.approval(), aborted.promise])
    .catch((error: unknown) => {
      if (signal?.aborted) dropPairing(client, topic);
      throw connectError(error);
    })
    .finally(aborted.dispose);
  // The caller may drop a pairing it no longer shows without awaiting it: no unhandled rejection.
  approval.catch(() => {});
  return { uri, topic, expiresAt: startedAt + PAIRING_LIFETIME_MS, approval };
}
