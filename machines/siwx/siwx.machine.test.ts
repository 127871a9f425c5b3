/**
 * Stories the model's shortest paths do not walk: §4 "Sign-out on disconnect defaults to true" (a
 * disconnect told to keep the session, the root's 'siwx.leaving' with signOut false, leaves it, and the
 * next one revokes again); and an embedded wallet's later sign-in, which its wallet signs with a prompt.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { MESSAGES } from '../../domain/errors.ts';
import type { SiwxSession } from '../../domain/siwx.ts';
import type { ChildReport } from '../vocabulary/reports.ts';
import { type SessionLookup, type SignInRequest, type SiwxAccount, siwxMachine } from './siwx.machine.ts';

const ME: SiwxAccount = { address: '0x1111111111111111111111111111111111111111', caipNetworkId: 'eip155:1' };
const SESSION = { message: 'app.example wants you to sign in', signature: '0x01' } as unknown as SiwxSession;

function signedInActor() {
  const revoked: string[] = [];
  const actor = createActor(
    siwxMachine.provide({
      actors: {
        findSession: fromPromise<SessionLookup, SiwxAccount>(async () => ({
          found: true,
          session: SESSION,
          required: true,
        })),
      },
      actions: {
        revokeSession: (_, account) => void revoked.push(account.address),
        report: () => {},
      },
    }),
    { input: { required: true } },
  ).start();
  return { actor, revoked };
}

describe('sign-in when the account leaves', () => {
  it('keeps the session when the disconnect says signOut false, and revokes on the next one', async () => {
    const { actor, revoked } = signedInActor();
    actor.send({ type: 'siwx.account', account: ME });
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));

    actor.send({ type: 'siwx.leaving', signOut: false });
    actor.send({ type: 'siwx.account', account: undefined });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(revoked).toEqual([]);

    actor.send({ type: 'siwx.account', account: ME });
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    actor.send({ type: 'siwx.account', account: undefined });
    expect(revoked).toEqual([ME.address]);
  });

  it('revokes by default (signOut true)', async () => {
    const { actor, revoked } = signedInActor();
    actor.send({ type: 'siwx.account', account: ME });
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    actor.send({ type: 'siwx.leaving', signOut: true });
    actor.send({ type: 'siwx.account', account: undefined });
    expect(revoked).toEqual([ME.address]);
  });
});

/**
 * The embedded wallet's account with no session, whose secure site refuses the login's sign-in (as it
 * does but right after the login) and whose wallet signs: what the sign-in asked, and reported.
 */
function embeddedActor({ walletRejects = false } = {}) {
  const asked: SignInRequest[] = [];
  const reported: ChildReport[] = [];
  const actor = createActor(
    siwxMachine.provide({
      actors: {
        findSession: fromPromise<SessionLookup, SiwxAccount>(async () => ({ found: false, required: true })),
        signIn: fromPromise<SiwxSession, SignInRequest>(async ({ input }) => {
          asked.push(input);
          if (input.way === 'login') throw new Error('Sign-in refused');
          if (walletRejects) throw new Error('User rejected');
          return SESSION;
        }),
      },
      actions: { report: (_, report) => void reported.push(report), revokeSession: () => {} },
    }),
    { input: { required: true } },
  ).start();
  return { actor, asked, reported };
}

const EMBEDDED: SiwxAccount = { ...ME, embedded: true };
const noticesOf = (reported: ChildReport[]) => reported.filter((report) => report.type === 'notice.raised');

describe("the embedded wallet's later sign-in", () => {
  it("prompts with no error when the login's sign-in is refused, and Sign signs with the wallet", async () => {
    const { actor, asked, reported } = embeddedActor();
    actor.send({ type: 'siwx.account', account: EMBEDDED });
    await waitFor(actor, (snapshot) => snapshot.matches('prompting'));
    expect(asked).toEqual([{ ...EMBEDDED, way: 'login' }]);
    expect(reported.map((report) => report.type)).toContain('siwx.promptRequested');
    expect(noticesOf(reported)).toEqual([]);

    actor.send({ type: 'siwx.sign' });
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    expect(asked).toEqual([
      { ...EMBEDDED, way: 'login' },
      { ...EMBEDDED, way: 'wallet' },
    ]);
    expect(actor.getSnapshot().context.session).toEqual(SESSION);
  });

  it('asks the wallet at once on another network of the same login: its sign-in is spent', async () => {
    const { actor, asked } = embeddedActor();
    actor.send({ type: 'siwx.account', account: EMBEDDED });
    await waitFor(actor, (snapshot) => snapshot.matches('prompting'));
    actor.send({ type: 'siwx.sign' });
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));

    actor.send({ type: 'siwx.account', account: { ...EMBEDDED, caipNetworkId: 'eip155:8453' } });
    await waitFor(actor, (snapshot) => snapshot.matches('prompting'));
    expect(asked.map((request) => request.way)).toEqual(['login', 'wallet']);
  });

  it('a new login (after a disconnect) has its own sign-in with no prompt', async () => {
    const { actor, asked } = embeddedActor();
    actor.send({ type: 'siwx.account', account: EMBEDDED });
    await waitFor(actor, (snapshot) => snapshot.matches('prompting'));
    actor.send({ type: 'siwx.account', account: undefined });
    actor.send({ type: 'siwx.account', account: EMBEDDED });
    await waitFor(actor, (snapshot) => snapshot.matches('prompting'));
    expect(asked.map((request) => request.way)).toEqual(['login', 'login']);
  });

  it("a wallet's failed signature still says 'Error signing message' and asks again", async () => {
    const { actor, reported } = embeddedActor({ walletRejects: true });
    actor.send({ type: 'siwx.account', account: EMBEDDED });
    await waitFor(actor, (snapshot) => snapshot.matches('prompting'));
    actor.send({ type: 'siwx.sign' });
    await waitFor(actor, () => noticesOf(reported).length > 0);
    expect(actor.getSnapshot().matches('prompting')).toBe(true);
    expect(noticesOf(reported)).toEqual([
      { type: 'notice.raised', variant: 'error', message: MESSAGES.errorSigningMessage },
    ]);
  });
});
