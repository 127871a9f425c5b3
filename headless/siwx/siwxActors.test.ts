/**
 * Signing in with the embedded wallet (§3 get user with siwxMessage): the frame writes out and signs the
 * message with no prompt; the session is kept only when the text it signed is the message asked for.
 */
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { describe, expect, test } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { SiwxMessageData } from '../../domain/siwx.ts';
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

function signIn(embeddedSignIn: (data: SiwxMessageData) => Promise<{ message: string; signature: string }>) {
  const siwx = createLocalSiwx();
  const actors = siwxActors({ siwx, provider: () => ({ request: async () => null }), embeddedSignIn });
  const actor = createActor(actors.signIn, {
    input: { address: user.address, caipNetworkId: 'eip155:31337', embedded: true },
  }).start();
  return { siwx, done: toPromise(actor) };
}

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
});
