/**
 * The pairing lifecycle of the WALLET_CONNECT connector (§4, §9): check the relay first (the client
 * alone takes about 75 s to fail), then offer a pairing URI and wait for the wallet; a pairing lives
 * PAIRING_LIFETIME_MS, and when PAIRING_EXPIRY_MARGIN_MS or less remain a fresh one replaces it.
 *
 * States: `idle`; `checkingRelay` (`checkRelay`) → `relayUnreachable` or `proposing`, where one
 * `proposePairing` actor holds the proposal: `creating` → `waiting` (the URI and its QR code) →
 * `refreshing` (the margin is reached: a fresh proposal, the old URI still on screen) → `waiting`…;
 * the wallet's answer ends it: `approved`, `rejected` (the wallet said no), `expired` (the proposal ran
 * out) or `failed`.
 *
 * The rules the engine used to keep in closures, here so the model test sees them:
 * - one approval per connect: every namespace's connect sends 'pairing.start'; while a pairing is under
 *   way (tag `underWay`) the start joins it, and the outcome is reported once to all of them;
 * - the outcome is a fact: 'pairing.approved' (with the session's accounts) or 'pairing.failed' (with
 *   the error the connect rejects with), emitted to whoever listens (the pairing connector's connects);
 * - 'pairing.cancel' (the connect was abandoned: the modal closed, another wallet chosen) while under
 *   way reports 'Modal closed' (§4 Cancellation) and goes back to `idle`; the proposal is withdrawn
 *   because its actor stops with `proposing`;
 * - an unreachable relay is a resting state the view shows (with its Retry), unlike the other outcomes;
 * - the wallet the visitor picked in a wallet list ('pairing.chooseWallet') is kept for the view's
 *   "Open in <wallet>" link until the pairing is approved or abandoned.
 *
 * Pure: the relay, the sign-client and the clock are the engine's actors (headless/pairing.ts,
 * headless/walletConnectBridge.ts); the offer carries the delay until the margin, so no clock is read.
 */
import { assign, type CallbackActorLogic, emit, fromCallback, sendTo, setup } from 'xstate';
import type { ChainNamespace } from '../../domain/caip.ts';
import { isPorticoError, PorticoError } from '../../domain/errors.ts';
import type { WalletListing } from '../../domain/schemas/walletDirectory.ts';
import { type ConnectedAccount, isUserRejection } from '../connection/connection.types.ts';
import { engineActor, UNPROVIDED_EFFECT } from '../effects.ts';

/** A pairing offered to the wallet: the URI, its QR code, when it expires and when to refresh it. */
export interface PairingOffer {
  uri: string;
  qrSvg: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  /** Milliseconds until PAIRING_EXPIRY_MARGIN_MS remain (the engine reads its clock). */
  refreshInMs: number;
}

/** What the wallet's approval gives: the session's topic and its account on each namespace it has one. */
export interface PairingApproval {
  topic: string;
  accounts: Partial<Record<ChainNamespace, ConnectedAccount>>;
}

/** The directory wallet the visitor picked to pair with (its links open it with the URI). */
export type PairingWallet = WalletListing;

/** What the pairing actor knows. */
export interface PairingContext {
  offer: PairingOffer | undefined;
  /** The wallet picked in a wallet list, if any: the view offers a link that opens it. */
  wallet: PairingWallet | undefined;
}

/** What the proposal actor (`proposePairing`) reports about the proposal it holds. */
export type ProposalReport =
  /** The proposal is out: its URI, QR code and times. */
  | { type: 'proposal.offered'; offer: PairingOffer }
  /** The wallet approved it (the session is settled). */
  | { type: 'proposal.approved'; approval: PairingApproval }
  /** It could not be made, or the wallet refused it, or it ran out. */
  | { type: 'proposal.failed'; error: unknown };

/** What the proposal actor is told: withdraw the proposal and make a fresh one. */
export type ProposalCommand = { type: 'proposal.renew' };

/** Every event the pairing actor accepts. */
export type PairingEvent =
  /** A connect asks for the wallet's approval (one per namespace; they share one pairing). */
  | { type: 'pairing.start' }
  /** The connect was abandoned: the modal closed, or another wallet was chosen. */
  | { type: 'pairing.cancel' }
  /** The visitor picked this directory wallet to pair with (undefined: none, a plain QR code). */
  | { type: 'pairing.chooseWallet'; wallet: PairingWallet | undefined }
  | ProposalReport;

/** The facts the pairing actor emits: how the pairing the connects wait for ended. */
export type PairingEmitted =
  | { type: 'pairing.approved'; approval: PairingApproval }
  /** `error` is what the connect rejects with (its §8 text follows from it). */
  | { type: 'pairing.failed'; error: unknown };

/** The proposal actor's placeholder until the engine provides it: it reports a failure, marked as unprovided. */
function engineProposal(name: string): CallbackActorLogic<ProposalCommand, void> {
  const logic = fromCallback<ProposalCommand, void>(({ sendBack }) => {
    sendBack({ type: 'proposal.failed', error: new Error(`${name} is provided by the engine`) });
  });
  return Object.assign(logic, { [UNPROVIDED_EFFECT]: name });
}

/** The tag of the states in which a pairing is under way: a new connect joins it. */
export const PAIRING_UNDER_WAY = 'underWay';

/** §4 Cancellation: "closing the modal rejects a waiting … pairing connect". */
const cancelled = {
  target: '#pairing.idle',
  actions: [
    { type: 'reportFailed', params: () => PorticoError.of('modalClosed') },
    'clearOffer',
    'clearWallet',
  ],
} as const;

/** The error a proposal failed with. */
const errorOf = ({ event }: { event: Extract<PairingEvent, { type: 'proposal.failed' }> }) => event.error;

/** The pairing statechart. Run it with `createActor(pairingMachine.provide({ actors }))`. */
export const pairingMachine = setup({
  types: {
    context: {} as PairingContext,
    events: {} as PairingEvent,
    emitted: {} as PairingEmitted,
  },
  actors: {
    /** Whether the relay answers (§9 a few seconds at most); the engine provides it. */
    checkRelay: engineActor<boolean, void>('checkRelay'),
    /**
     * Holds one proposal at a time and reports it (`ProposalReport`); 'proposal.renew' withdraws it
     * for a fresh one; stopping the actor withdraws it. The engine provides it (a callback actor).
     */
    proposePairing: engineProposal('proposePairing'),
  },
  actions: {
    takeOffer: assign((_, offer: PairingOffer) => ({ offer })),
    clearOffer: assign({ offer: undefined }),
    takeWallet: assign((_, wallet: PairingWallet | undefined) => ({ wallet })),
    clearWallet: assign({ wallet: undefined }),
    renewProposal: sendTo('proposal', { type: 'proposal.renew' } satisfies ProposalCommand),
    /** The fact the connects wait for: approved, with the session's accounts. */
    reportApproved: emit((_, approval: PairingApproval) => ({ type: 'pairing.approved' as const, approval })),
    /** The fact the connects wait for: not approved, and the error to reject with. */
    reportFailed: emit((_, error: unknown) => ({ type: 'pairing.failed' as const, error })),
  },
  guards: {
    relayAnswered: (_, answered: boolean) => answered,
    /** Whether the wallet's refusal ended the wait. */
    isRejection: (_, error: unknown) => isUserRejection(error),
    /** Whether the proposal ran out before the wallet answered: 'Request expired. Please try again.'. */
    isExpiry: (_, error: unknown) => isPorticoError(error, 'requestExpired'),
  },
  delays: {
    /** §9 "Pairing expired at 10 s or less remaining": until PAIRING_EXPIRY_MARGIN_MS remain. */
    PAIRING_EXPIRY_MARGIN_MS: ({ context }) => context.offer?.refreshInMs ?? 0,
  },
}).createMachine({
  id: 'pairing',
  context: { offer: undefined, wallet: undefined },
  initial: 'idle',
  on: {
    'pairing.chooseWallet': { actions: { type: 'takeWallet', params: ({ event }) => event.wallet } },
  },
  states: {
    idle: { on: { 'pairing.start': 'checkingRelay' } },
    // A 'pairing.start' while under way is not handled: the connect joins the running pairing.
    checkingRelay: {
      tags: PAIRING_UNDER_WAY,
      invoke: {
        id: 'checkRelay',
        src: 'checkRelay',
        onDone: [
          { guard: { type: 'relayAnswered', params: ({ event }) => event.output }, target: 'proposing' },
          { target: 'relayUnreachable' },
        ],
        onError: 'relayUnreachable',
      },
      on: { 'pairing.cancel': cancelled },
    },
    // The connect fails ('Failed to connect'), but the view keeps saying why, with its Retry.
    relayUnreachable: {
      entry: { type: 'reportFailed', params: () => PorticoError.of('failedToConnect') },
      on: { 'pairing.start': 'checkingRelay' },
    },
    proposing: {
      tags: PAIRING_UNDER_WAY,
      // One proposal at a time; leaving `proposing` stops the actor, which withdraws its proposal.
      invoke: { id: 'proposal', src: 'proposePairing' },
      initial: 'creating',
      states: {
        creating: {
          on: {
            'proposal.offered': {
              target: 'waiting',
              actions: { type: 'takeOffer', params: ({ event }) => event.offer },
            },
          },
        },
        waiting: {
          after: { PAIRING_EXPIRY_MARGIN_MS: { target: 'refreshing', actions: 'renewProposal' } },
          on: {
            'proposal.approved': {
              target: '#pairing.approved',
              actions: [
                { type: 'reportApproved', params: ({ event }) => event.approval },
                'clearOffer',
                'clearWallet',
              ],
            },
          },
        },
        // The old URI stays on screen until the fresh one arrives.
        refreshing: {
          on: {
            'proposal.offered': {
              target: 'waiting',
              actions: { type: 'takeOffer', params: ({ event }) => event.offer },
            },
          },
        },
      },
      on: {
        'proposal.failed': [
          {
            guard: { type: 'isRejection', params: errorOf },
            target: 'rejected',
            actions: [{ type: 'reportFailed', params: errorOf }, 'clearOffer'],
          },
          {
            guard: { type: 'isExpiry', params: errorOf },
            target: 'expired',
            actions: [{ type: 'reportFailed', params: errorOf }, 'clearOffer'],
          },
          { target: 'failed', actions: [{ type: 'reportFailed', params: errorOf }, 'clearOffer'] },
        ],
        'pairing.cancel': cancelled,
      },
    },
    approved: { on: { 'pairing.start': 'checkingRelay' } },
    // The chosen wallet stays: Try again pairs with the same wallet.
    rejected: { on: { 'pairing.start': 'checkingRelay' } },
    expired: { on: { 'pairing.start': 'checkingRelay' } },
    failed: { on: { 'pairing.start': 'checkingRelay' } },
  },
});
