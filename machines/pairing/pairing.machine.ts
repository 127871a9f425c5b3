/**
 * The pairing lifecycle of the WALLET_CONNECT connector (§4, §9): check the relay first (the client
 * alone takes about 75 s to fail), then offer a pairing URI and wait for the wallet; a pairing lives
 * PAIRING_LIFETIME_MS, and when PAIRING_EXPIRY_MARGIN_MS or less remain a fresh one replaces it.
 *
 * States: `idle`; `checkingRelay` (`checkRelay`) → `relayUnreachable` or `creating` (`createPairing`:
 * the URI and its QR code); `waiting` (`awaitApproval`) → `approved`, `rejected` (the wallet said no),
 * `expired` (the proposal ran out), `failed`; `refreshing` (`createPairing` again) when the margin is
 * reached. 'pairing.start' starts (or starts over) from any resting state; 'pairing.cancel' (the modal
 * closed, another wallet chosen) goes back to `idle` from anywhere.
 *
 * Pure: the relay, the sign-client and the clock are the engine's actors (headless/
 * walletConnectBridge.ts); `createPairing` gives the delay until the margin, so no clock is read here.
 */
import { assign, setup } from 'xstate';
import { isPorticoError } from '../../domain/errors.ts';
import { isUserRejection } from '../connection/connection.types.ts';
import { engineActor } from '../effects.ts';

/** A pairing offered to the wallet: the URI, its QR code, when it expires and when to refresh it. */
export interface PairingOffer {
  uri: string;
  qrSvg: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  /** Milliseconds until PAIRING_EXPIRY_MARGIN_MS remain (the engine reads its clock). */
  refreshInMs: number;
}

/** What the pairing actor knows. */
export interface PairingContext {
  offer: PairingOffer | undefined;
}

/** Every event the pairing actor accepts. */
export type PairingEvent = { type: 'pairing.start' } | { type: 'pairing.cancel' };

/** Whether the wallet's refusal ended the wait. */
const isRejection = (_: unknown, error: unknown) => isUserRejection(error);
/** Whether the proposal ran out before the wallet answered: 'Request expired. Please try again.'. */
const isExpiry = (_: unknown, error: unknown) => isPorticoError(error, 'requestExpired');

/** The pairing statechart. Run it with `createActor(pairingMachine.provide({ actors }))`. */
export const pairingMachine = setup({
  types: {
    context: {} as PairingContext,
    events: {} as PairingEvent,
  },
  actors: {
    /** Whether the relay answers (§9 a few seconds at most); the engine provides it. */
    checkRelay: engineActor<boolean, void>('checkRelay'),
    /** A new pairing proposal: its URI and QR code; the engine provides it. */
    createPairing: engineActor<PairingOffer, void>('createPairing'),
    /** Resolves when the wallet approves the pairing offered at `uri`; the engine provides it. */
    awaitApproval: engineActor<void, { uri: string }>('awaitApproval'),
  },
  actions: {
    takeOffer: assign((_, offer: PairingOffer) => ({ offer })),
    clearOffer: assign({ offer: undefined }),
  },
  guards: {
    relayAnswered: (_, answered: boolean) => answered,
    isRejection,
    isExpiry,
  },
  delays: {
    /** §9 "Pairing expired at 10 s or less remaining": until PAIRING_EXPIRY_MARGIN_MS remain. */
    PAIRING_EXPIRY_MARGIN_MS: ({ context }) => context.offer?.refreshInMs ?? 0,
  },
}).createMachine({
  id: 'pairing',
  context: { offer: undefined },
  initial: 'idle',
  on: { 'pairing.cancel': { target: '.idle', actions: 'clearOffer' } },
  states: {
    idle: { on: { 'pairing.start': 'checkingRelay' } },
    checkingRelay: {
      invoke: {
        id: 'checkRelay',
        src: 'checkRelay',
        onDone: [
          { guard: { type: 'relayAnswered', params: ({ event }) => event.output }, target: 'creating' },
          { target: 'relayUnreachable' },
        ],
        onError: 'relayUnreachable',
      },
    },
    relayUnreachable: { on: { 'pairing.start': 'checkingRelay' } },
    creating: {
      invoke: {
        id: 'createPairing',
        src: 'createPairing',
        onDone: { target: 'waiting', actions: { type: 'takeOffer', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    waiting: {
      invoke: {
        id: 'awaitApproval',
        src: 'awaitApproval',
        input: ({ context }) => ({ uri: context.offer?.uri ?? '' }),
        onDone: 'approved',
        onError: [
          {
            guard: { type: 'isRejection', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'rejected',
          },
          {
            guard: { type: 'isExpiry', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'expired',
          },
          { target: 'failed' },
        ],
      },
      after: { PAIRING_EXPIRY_MARGIN_MS: 'refreshing' },
    },
    // The old URI stays on screen until the fresh one arrives.
    refreshing: {
      invoke: {
        id: 'refreshPairing',
        src: 'createPairing',
        onDone: { target: 'waiting', actions: { type: 'takeOffer', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    approved: { entry: 'clearOffer', on: { 'pairing.start': 'checkingRelay' } },
    rejected: { entry: 'clearOffer', on: { 'pairing.start': 'checkingRelay' } },
    expired: { entry: 'clearOffer', on: { 'pairing.start': 'checkingRelay' } },
    failed: { entry: 'clearOffer', on: { 'pairing.start': 'checkingRelay' } },
  },
});
