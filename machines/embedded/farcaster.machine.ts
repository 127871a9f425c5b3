/**
 * Farcaster login (§1 AUTH by Farcaster, §2 ConnectingFarcaster, §4 connect Farcaster, §8 'Failed to
 * connect to farcaster'): the embedded wallet's frame gives a sign-in URL, the visitor approves it
 * elsewhere (another tab or a phone), and the embedded wallet's user is connected.
 *
 * States: `idle` ('farcaster.start': the view is shown) → `gettingUrl` (`getFarcasterUri`; a URL that
 * is not a web address fails) → `awaitingApproval` (the URL and its QR code in context, §3
 * `farcasterUrl`; `connectFarcaster` resolves once the visitor approved) → `retrievingUser`
 * (`getUser`) → `connected`, reported as 'farcaster.connected' with the user (the root connects the
 * AUTH connection). Any failure → `failed` with 'Failed to connect to farcaster', reported as
 * 'farcaster.failed'; 'farcaster.start' tries again. 'modal.closed' (the view left, the modal closed)
 * ends a waiting sign-in: back to `idle`, its frame requests stopped.
 *
 * Pure: the frame requests and the QR code are the engine's actors.
 */
import { assign, setup } from 'xstate';
import { MESSAGES } from '../../domain/errors.ts';
import { engineActor } from '../effects.ts';
import {
  EMPTY_FARCASTER,
  type FarcasterContext,
  type FarcasterUriOutput,
  type FarcasterUserOutput,
} from './farcaster.context.ts';
import type { FarcasterEvent } from './farcaster.events.ts';
import { isSignInUrl } from './farcaster.rules.ts';
import { reportToParent } from './report.ts';

/** §8: every failed step of the Farcaster login shows this text, and the root hears it. */
const fail = [
  'forgetUrl',
  { type: 'setError', params: MESSAGES.failedToConnectToFarcaster },
  {
    type: 'report',
    params: { type: 'farcaster.failed', error: MESSAGES.failedToConnectToFarcaster },
  },
] as const;

/** The Farcaster login statechart. Run it with `createActor(farcasterMachine.provide({ actors }))`. */
export const farcasterMachine = setup({
  types: {
    context: {} as FarcasterContext,
    events: {} as FarcasterEvent,
  },
  actors: {
    /** §7 get Farcaster URI: the sign-in URL, with its QR code. */
    getFarcasterUri: engineActor<FarcasterUriOutput, void>('getFarcasterUri'),
    /** §7 connect Farcaster: resolves once the visitor approved the sign-in. */
    connectFarcaster: engineActor<void, void>('connectFarcaster'),
    /** §7 get user: the connected embedded wallet's user (§3). */
    getUser: engineActor<FarcasterUserOutput, void>('getUser'),
  },
  actions: {
    takeUrl: assign((_, output: FarcasterUriOutput) => ({
      farcasterUrl: output.url,
      qrSvg: output.qrSvg,
      error: undefined,
    })),
    forgetUrl: assign({ farcasterUrl: undefined, qrSvg: undefined }),
    setError: assign((_, error: string) => ({ error })),
    reset: assign(() => EMPTY_FARCASTER),
    report: reportToParent<FarcasterContext, FarcasterEvent>(),
  },
  guards: {
    /** The frame's URL is a web address (farcaster.rules.ts). */
    isSignInUrl: (_, url: string) => isSignInUrl(url),
  },
}).createMachine({
  id: 'farcaster',
  context: EMPTY_FARCASTER,
  initial: 'idle',
  on: {
    // §4 Cancellation: leaving the view (or closing the modal) ends a waiting sign-in.
    'modal.closed': { target: '.idle', actions: 'reset' },
  },
  states: {
    idle: {
      on: { 'farcaster.start': { target: 'gettingUrl', actions: 'reset' } },
    },
    gettingUrl: {
      invoke: {
        id: 'getFarcasterUri',
        src: 'getFarcasterUri',
        onDone: [
          {
            guard: { type: 'isSignInUrl', params: ({ event }) => event.output.url },
            target: 'awaitingApproval',
            actions: { type: 'takeUrl', params: ({ event }) => event.output },
          },
          { target: 'failed', actions: fail },
        ],
        onError: { target: 'failed', actions: fail },
      },
    },
    awaitingApproval: {
      invoke: {
        id: 'connectFarcaster',
        src: 'connectFarcaster',
        onDone: 'retrievingUser',
        onError: { target: 'failed', actions: fail },
      },
    },
    retrievingUser: {
      invoke: {
        id: 'getUser',
        src: 'getUser',
        onDone: {
          target: 'connected',
          actions: [
            'forgetUrl',
            {
              type: 'report',
              params: ({ event }) => ({ type: 'farcaster.connected' as const, user: event.output }),
            },
          ],
        },
        onError: { target: 'failed', actions: fail },
      },
    },
    failed: {
      // Try again: a fresh URL.
      on: { 'farcaster.start': { target: 'gettingUrl', actions: 'reset' } },
    },
    connected: {
      // Connected: leaving the view now ends nothing.
      on: { 'modal.closed': {} },
    },
  },
});
