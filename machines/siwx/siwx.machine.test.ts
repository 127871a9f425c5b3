/**
 * §4 "Sign-out on disconnect defaults to true", as a story the model's shortest paths do not walk: a
 * disconnect told to keep the session (the root's 'siwx.leaving' with signOut false) leaves it, and
 * the next one revokes again.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SiwxSession } from '../../domain/siwx.ts';
import { type SessionLookup, type SiwxAccount, siwxMachine } from './siwx.machine.ts';

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
