/**
 * Model test of the Farcaster login (§2 ConnectingFarcaster, §4 connect Farcaster, §8 'Failed to
 * connect to farcaster', §4 Cancellation): paths generated from its graph, each frame request settled
 * by the path. At every step: the URL and QR code the view shows (§3 `farcasterUrl`), the error text
 * (exactly the spec's), and what was reported to the root.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { type EmbeddedWalletUser, farcasterMachine } from '../machines/index.ts';
import { EffectLog } from './effects.ts';
import { describeModel } from './harness.ts';

type FarcasterSnapshot = SnapshotFrom<typeof farcasterMachine>;

const URL_SAMPLE = 'http://127.0.0.1:5174/farcaster/sign-in?channel=abc';
const QR = '<svg>qr</svg>';
const USER: EmbeddedWalletUser = {
  email: null,
  address: '0x1111111111111111111111111111111111111111',
  chainId: 1,
  userName: 'alice',
};
const FAILED = 'Failed to connect to farcaster';

const reported = new EffectLog<string>();
const previousOf = (previous: unknown) => previous as FarcasterSnapshot;
const EMPTY = { farcasterUrl: undefined, qrSvg: undefined, error: undefined };

describeModel(farcasterMachine, {
  controlledActors: ['getFarcasterUri', 'connectFarcaster', 'getUser'],
  effects: [reported],
  provide: {
    actions: {
      report: (_, report) => {
        reported.record(
          report.type === 'farcaster.connected'
            ? `${report.type} ${report.user.userName}`
            : report.type === 'farcaster.failed'
              ? `${report.type} ${report.error}`
              : report.type,
        );
      },
    },
  },
  events: {
    'xstate.done.actor.getFarcasterUri': [
      { type: 'xstate.done.actor.getFarcasterUri', output: { url: URL_SAMPLE, qrSvg: QR } },
      // Not a web address: it must never become a link or a QR code.
      { type: 'xstate.done.actor.getFarcasterUri', output: { url: 'javascript:alert(1)', qrSvg: QR } },
    ],
    'xstate.error.actor.getFarcasterUri': [
      { type: 'xstate.error.actor.getFarcasterUri', error: new Error('An error occurred') },
    ],
    'xstate.done.actor.connectFarcaster': [{ type: 'xstate.done.actor.connectFarcaster', output: undefined }],
    'xstate.error.actor.connectFarcaster': [
      { type: 'xstate.error.actor.connectFarcaster', error: new Error('Farcaster sign-in rejected') },
    ],
    'xstate.done.actor.getUser': [{ type: 'xstate.done.actor.getUser', output: USER }],
    'xstate.error.actor.getUser': [{ type: 'xstate.error.actor.getUser', error: 'not an Error' }],
  },
  states: {
    '*': (snapshot: FarcasterSnapshot, { event, previous }) => {
      if (!previous) return;
      const before = previousOf(previous);
      if (event.type === 'modal.closed') {
        // §4 Cancellation: a waiting sign-in ends, nothing reported; once connected, nothing changes.
        expect(reported.step).toEqual([]);
        if (before.matches('connected')) expect(snapshot.value).toBe('connected');
        else {
          expect(snapshot.value).toBe('idle');
          expect(snapshot.context).toEqual(EMPTY);
        }
      }
      if (event.type.startsWith('xstate.error.actor.')) {
        // §8: whatever the frame said, the text is the spec's.
        expect(snapshot.value).toBe('failed');
        expect(reported.step).toEqual([`farcaster.failed ${FAILED}`]);
      }
    },
    idle: (snapshot: FarcasterSnapshot, { event, previous }) => {
      // At the start, or after the view was left.
      if (previous) expect(event.type).toBe('modal.closed');
      expect(snapshot.context).toEqual(EMPTY);
      expect(snapshot.children).toEqual({});
    },
    gettingUrl: (snapshot: FarcasterSnapshot, { event, previous }) => {
      // The view asked (first time, or Try again after a failure): a fresh URL, nothing shown yet.
      expect(event.type).toBe('farcaster.start');
      expect(['idle', 'failed']).toContain(previousOf(previous).value);
      expect(snapshot.context).toEqual(EMPTY);
      expect(snapshot.children.getFarcasterUri).toBeDefined();
      expect(reported.step).toEqual([]);
    },
    awaitingApproval: (snapshot: FarcasterSnapshot, { event }) => {
      // §3 farcasterUrl: the URL and its QR code are shown while the frame waits for the approval.
      expect(event.type).toBe('xstate.done.actor.getFarcasterUri');
      expect(snapshot.context).toEqual({ farcasterUrl: URL_SAMPLE, qrSvg: QR, error: undefined });
      expect(snapshot.children.connectFarcaster).toBeDefined();
      expect(reported.step).toEqual([]);
    },
    retrievingUser: (snapshot: FarcasterSnapshot, { event }) => {
      expect(event.type).toBe('xstate.done.actor.connectFarcaster');
      expect(snapshot.context.farcasterUrl).toBe(URL_SAMPLE);
      expect(snapshot.children.getUser).toBeDefined();
      expect(reported.step).toEqual([]);
    },
    failed: (snapshot: FarcasterSnapshot, { event }) => {
      // §8 'Failed to connect to farcaster', the URL gone (it can no longer be approved).
      expect(snapshot.context).toEqual({ farcasterUrl: undefined, qrSvg: undefined, error: FAILED });
      expect(reported.step).toEqual([`farcaster.failed ${FAILED}`]);
      if (event.type === 'xstate.done.actor.getFarcasterUri')
        expect((event.output as { url: string }).url).toBe('javascript:alert(1)');
    },
    connected: (snapshot: FarcasterSnapshot, { event }) => {
      // The user goes to the root (which connects AUTH); the URL is no longer shown.
      if (event.type === 'xstate.done.actor.getUser')
        expect(reported.step).toEqual(['farcaster.connected alice']);
      else expect(event.type).toBe('modal.closed');
      expect(snapshot.context).toEqual(EMPTY);
    },
  },
});
