/**
 * Signing in with the embedded wallet, the way the statechart says: its login's (§3 get user with
 * siwxMessage), where the frame writes out and signs the message with no prompt, the session kept only
 * when the text it signed is the message asked for; or its wallet's (personal_sign, with the frame's
 * prompt), the way every later sign-in goes.
 */
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { describe, expect, test } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { SiwxMessageData } from '../../domain/siwx.ts';
import type { SignInWay } from '../../machines/siwx/siwx.machine.ts';
import { fakeProvider, walletError } from '../../test-support/connectorFakes.ts';
import type { Eip1193RequestArguments } from '../connectors/types.ts';
import { createLocalSiwx } from './localSiwx.ts';
import { siwxActors } from './siwxActors.ts';

const user = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

/** What the frame does: the data written out (EIP-4361) for the user's account, and signed. */
async function frameSignIn(data: SiwxMessageData, tamper: Partial<{ nonce: string }> = {}) {
  const message = createSiweMessage({
    address: user.address,
    chainId: Number(data.chainId.split(':')[1]),
    domain: data.domain,
    uri: data.uri,
    version: '1',
    nonce: tamper.nonce ?? data.nonce,
    issuedAt: data.issuedAt ? new Date(data.issuedAt) : undefined,
  });
  return { message, signature: await user.signMessage({ message }) };
}

/** What the frame's approval panel does once the visitor approves: personal_sign with the user's key. */
async function approvePersonalSign({ method, params }: Eip1193RequestArguments) {
  if (method !== 'personal_sign') throw walletError(4200);
  const [raw] = params as [`0x${string}`, string];
  return user.signMessage({ message: { raw } });
}

function signIn(
  embeddedSignIn: (data: SiwxMessageData) => Promise<{ message: string; signature: string }>,
  way: SignInWay = 'login',
  wallet: (args: Eip1193RequestArguments) => unknown = () => {
    throw walletError(4001, 'User rejected');
  },
) {
  const siwx = createLocalSiwx();
  const { provider, calls } = fakeProvider(wallet);
  const actors = siwxActors({ siwx, provider: () => provider, embeddedSignIn });
  const actor = createActor(actors.signIn, {
    input: { address: user.address, caipNetworkId: 'eip155:31337', embedded: true, way },
  }).start();
  return { siwx, calls, done: toPromise(actor) };
}

/** The secure site after the login's one sign-in (§3): it refuses, as dev/secure-site does. */
const refusedByTheSite = async (): Promise<never> => {
  throw new Error('Sign-in refused: the embedded wallet signs only the sign-in of a login just made');
};

describe("the embedded wallet's sign-in", () => {
  test("the frame's signed message is kept as the session", async () => {
    const { siwx, done } = signIn((data) => frameSignIn(data));
    const session = await done;
    expect(session.message).toContain(user.address);
    await expect(siwx.getSessions('eip155:31337', user.address)).resolves.toEqual([session]);
  });

  test('a text other than the message asked for (another nonce) is refused', async () => {
    const { siwx, done } = signIn((data) => frameSignIn(data, { nonce: 'othernonce123' }));
    await expect(done).rejects.toThrow('Error signing message');
    await expect(siwx.getSessions('eip155:31337', user.address)).resolves.toEqual([]);
  });

  test('the login way asks the frame, never the wallet: no prompt', async () => {
    const { calls, done } = signIn((data) => frameSignIn(data), 'login', approvePersonalSign);
    await done;
    expect(calls).toEqual([]);
  });

  test('a login sign-in the secure site refuses fails, and nothing is stored', async () => {
    const { siwx, calls, done } = signIn(refusedByTheSite, 'login', approvePersonalSign);
    await expect(done).rejects.toThrow('Sign-in refused');
    expect(calls).toEqual([]);
    await expect(siwx.getSessions('eip155:31337', user.address)).resolves.toEqual([]);
  });

  test("a later sign-in (the wallet way) is signed by the wallet's personal_sign, not the login", async () => {
    const { siwx, calls, done } = signIn(refusedByTheSite, 'wallet', approvePersonalSign);
    const session = await done;
    expect(calls.map((call) => call.method)).toEqual(['personal_sign']);
    expect(session.message).toContain(user.address);
    expect(session.signature).toBe(await user.signMessage({ message: session.message }));
    await expect(siwx.getSessions('eip155:31337', user.address)).resolves.toEqual([session]);
  });

  test('the wallet way rejected by the visitor fails, and nothing is stored', async () => {
    const { siwx, done } = signIn((data) => frameSignIn(data), 'wallet');
    await expect(done).rejects.toThrow('User rejected');
    await expect(siwx.getSessions('eip155:31337', user.address)).resolves.toEqual([]);
  });
});
