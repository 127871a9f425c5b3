/**
 * Model test of sign-in (§4): paths generated from its graph, the session lookup and the signature
 * settled by the path. At every step: what it reported to the root (the sign view, the session
 * missing or made, 'Error signing message', the init failure and disconnect, cancel's three outcomes),
 * and the embedded wallet's account signing in at once by its login, with no prompt, once per login:
 * a refused login sign-in prompts with no error, and every later sign-in is the wallet's.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { MESSAGES } from '../domain/errors.ts';
import type { SiwxSession } from '../domain/siwx.ts';
import { type SiwxAccount, siwxMachine } from '../machines/index.ts';
import { EffectLog } from './effects.ts';
import { describeModel } from './harness.ts';

type SiwxSnapshot = SnapshotFrom<typeof siwxMachine>;

const ME: SiwxAccount = { address: '0x1111111111111111111111111111111111111111', caipNetworkId: 'eip155:1' };
const ME_ON_BASE: SiwxAccount = { ...ME, caipNetworkId: 'eip155:8453' };
const OTHER: SiwxAccount = {
  address: '0x2222222222222222222222222222222222222222',
  caipNetworkId: 'eip155:1',
};

/** What the actor reported to the root, in this path. */
const reported = new EffectLog<string>();
/** The accounts whose sessions the implementation was asked to revoke, in this path. */
const revoked = new EffectLog<string>();

const SESSION: SiwxSession = {
  data: {
    accountAddress: ME.address,
    chainId: ME.caipNetworkId,
    domain: 'app.example',
    uri: 'https://app.example',
    version: '1',
    nonce: 'n0nce123',
  },
  message: 'app.example wants you to sign in with your Ethereum account:',
  signature: '0x01',
};
/** The embedded wallet's account: its login was the consent, so it signs in with no prompt (once). */
const EMBEDDED: SiwxAccount = { ...OTHER, embedded: true };
/** The same login on another network: its one no-prompt sign-in may be spent already. */
const EMBEDDED_ON_BASE: SiwxAccount = { ...EMBEDDED, caipNetworkId: 'eip155:8453' };
const key = (account: SiwxAccount | undefined) => `${account?.address} ${account?.caipNetworkId}`;

const previousOf = (previous: unknown) => previous as SiwxSnapshot;

describeModel(siwxMachine, {
  input: { required: true },
  controlledActors: ['findSession', 'signIn'],
  effects: [reported, revoked],
  provide: {
    actions: {
      revokeSession: (_, account) => revoked.record(key(account)),
      report: (_, report) => {
        reported.record(
          'message' in report
            ? `${report.type} ${report.message}`
            : 'required' in report
              ? `${report.type} required=${report.required}`
              : report.type,
        );
      },
    },
  },
  events: {
    'siwx.account': [
      { type: 'siwx.account', account: ME },
      { type: 'siwx.account', account: ME_ON_BASE },
      { type: 'siwx.account', account: OTHER },
      { type: 'siwx.account', account: EMBEDDED },
      { type: 'siwx.account', account: EMBEDDED_ON_BASE },
      { type: 'siwx.account', account: undefined },
    ],
    'xstate.done.actor.findSession': [
      { type: 'xstate.done.actor.findSession', output: { found: true, session: SESSION, required: true } },
      { type: 'xstate.done.actor.findSession', output: { found: false, required: true } },
      { type: 'xstate.done.actor.findSession', output: { found: false, required: false } },
    ],
    'xstate.error.actor.findSession': [
      { type: 'xstate.error.actor.findSession', error: new Error('storage') },
    ],
    'xstate.done.actor.signIn': [{ type: 'xstate.done.actor.signIn', output: SESSION }],
    'siwx.signOut': [{ type: 'siwx.signOut' }],
    // The root, on a disconnect: sign out (the default), or keep the session (§4 signOut false).
    'siwx.leaving': [
      { type: 'siwx.leaving', signOut: false },
      { type: 'siwx.leaving', signOut: true },
    ],
    'xstate.error.actor.signIn': [{ type: 'xstate.error.actor.signIn', error: new Error('User rejected') }],
  },
  // The graph stays small: three accounts, and the last signed network is one of two.
  simplePaths: false,
  // The embedded login's later sign-in on another network: reached from its first network only, and
  // left only by a disconnect (what other accounts do from there, they do from the first network too).
  filterEvents: (snapshot, event) => {
    if (event.type !== 'siwx.account') return true;
    const onBase = key(snapshot.context.account) === key(EMBEDDED_ON_BASE);
    if (event.account === EMBEDDED_ON_BASE) return key(snapshot.context.account) === key(EMBEDDED);
    return !onBase || event.account === undefined;
  },
  states: {
    idle: (snapshot: SiwxSnapshot, { event, previous }) => {
      expect(snapshot.context.account === undefined || event.type.includes('findSession')).toBe(true);
      expect(snapshot.context.session).toBeUndefined();
      // A signed-in account that leaves (disconnect) or signs out has its session revoked; a disconnect
      // told to keep it (signOut false) leaves it, and the next one signs out again.
      const before = previous ? previousOf(previous) : undefined;
      const wasSignedIn = before?.matches('signedIn') === true;
      const leaves = event.type === 'siwx.account' && before?.context.signOutOnLeave === true;
      expect(revoked.step).toEqual(
        wasSignedIn && (event.type === 'siwx.signOut' || leaves) ? [key(before?.context.account)] : [],
      );
      if (event.type === 'siwx.account') {
        expect(snapshot.context.signOutOnLeave).toBe(true);
        // The next account comes with a login of its own.
        expect(snapshot.context.loginSignIn).toBe('unused');
      }
      // Signing out: the root is asked to disconnect.
      if (event.type === 'siwx.signOut') expect(reported.step).toEqual(['siwx.disconnectRequested']);
      if (event.type === 'xstate.error.actor.findSession')
        // §4 init failure: say so, and disconnect.
        expect(reported.step).toEqual([
          `notice.raised ${MESSAGES.siwxInitFailed}`,
          'siwx.disconnectRequested',
        ]);
    },
    checking: (snapshot: SiwxSnapshot, { event, previous }) => {
      // A new account or chain: its session is looked up, and nothing else is known of it yet.
      expect(event.type).toBe('siwx.account');
      // Another address has a login of its own; the same one on another chain keeps its spent sign-in.
      const before = previousOf(previous).context;
      const sameAddress = before.account?.address === snapshot.context.account?.address;
      // (One under way is spent by leaving it.)
      expect(snapshot.context.loginSignIn).toBe(
        sameAddress && before.loginSignIn !== 'unused' ? 'spent' : 'unused',
      );
      expect(snapshot.context.session).toBeUndefined();
      expect(snapshot.children.findSession?.getSnapshot().input).toEqual(snapshot.context.account);
      expect(reported.step).toEqual([]);
    },
    prompting: (snapshot: SiwxSnapshot, { event, previous }) => {
      // The root shows the sign view, and hears whether it must stay open; a failed signature says why
      // first. A refused login sign-in is no failure for the visitor: just the prompt.
      const failed =
        event.type === 'xstate.error.actor.signIn' && previousOf(previous).context.loginSignIn !== 'signing';
      // The embedded wallet's account is asked only once its login's no-prompt sign-in is spent.
      if (snapshot.context.account?.embedded) expect(snapshot.context.loginSignIn).toBe('spent');
      else expect(snapshot.context.loginSignIn).not.toBe('signing');
      expect(reported.step).toEqual([
        ...(failed ? [`notice.raised ${MESSAGES.errorSigningMessage}`] : []),
        `siwx.sessionMissing required=${snapshot.context.required}`,
        'siwx.promptRequested',
      ]);
    },
    signing: (snapshot: SiwxSnapshot, { event, previous }) => {
      // The visitor's Sign: the wallet signs (its prompt). Or, for the embedded wallet's account whose
      // login has not signed in yet, the session found missing: its login signs at once, and only once.
      const way = event.type === 'siwx.sign' ? 'wallet' : 'login';
      expect(snapshot.children.signIn?.getSnapshot().input).toEqual({ ...snapshot.context.account, way });
      if (event.type === 'siwx.sign') expect(reported.step).toEqual([]);
      else {
        expect(event.type).toBe('xstate.done.actor.findSession');
        expect(snapshot.context.account?.embedded).toBe(true);
        expect(previousOf(previous).context.loginSignIn).toBe('unused');
        expect(snapshot.context.loginSignIn).toBe('signing');
        expect(reported.step).toEqual([`siwx.sessionMissing required=${snapshot.context.required}`]);
      }
    },
    signedIn: (snapshot: SiwxSnapshot) => {
      expect(reported.step).toEqual(['siwx.signedIn']);
      // The session found or just made is there for custom UIs (useSiwx): its message and signature.
      expect(snapshot.context.session).toEqual(SESSION);
      expect(revoked.step).toEqual([]);
      expect(snapshot.context.lastSignedNetwork).toBe(snapshot.context.account?.caipNetworkId);
    },
    dismissed: (snapshot: SiwxSnapshot, { previous }) => {
      // Cancel while required: back to the last network with a session, else disconnect; not required: close.
      const before = previousOf(previous).context;
      const canGoBack =
        before.lastSignedNetwork !== undefined && before.lastSignedNetwork !== before.account?.caipNetworkId;
      expect(reported.step).toEqual([
        !before.required
          ? 'siwx.dismissed'
          : canGoBack
            ? 'siwx.switchBackRequested'
            : 'siwx.disconnectRequested',
      ]);
      expect(snapshot.context.account).toEqual(before.account);
    },
  },
});
