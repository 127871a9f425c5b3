/**
 * The Solana wallet over a session against the REAL dev relay and the REAL pairing wallet: its accounts
 * come from the session's solana namespace, and signMessage goes to the wallet as solana_signMessage
 * and returns an Ed25519 signature of the message by the account's key.
 */
import { getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  cleanup,
  dapp,
  type Harness,
  propose,
  SOLANA_ACCOUNT,
  startHarness,
  stopHarness,
  wallet,
} from '../../../dev/test-wallet/pairing/test-helpers.ts';
import type { StandardWallet, StandardWalletAccount } from '../types.ts';
import { createWalletConnectSolanaWallet } from './solanaWallet.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterEach(() => cleanup(h));
afterAll(() => stopHarness(h));

type SignMessage = (
  ...inputs: { account: StandardWalletAccount; message: Uint8Array }[]
) => Promise<{ signedMessage: Uint8Array; signature: Uint8Array }[]>;

const signMessageOf = (solana: StandardWallet) =>
  (solana.features['solana:signMessage'] as { signMessage: SignMessage }).signMessage;

async function paired() {
  const peer = await dapp(h);
  const w = await wallet(h);
  const { uri, approval } = await propose(h, peer);
  if (!uri) throw new Error('connect() gave no URI');
  await w.pair(uri);
  const session = await approval();
  return { peer, session };
}

describe('the Solana wallet of a pairing session', () => {
  it("lists the session's Solana account on its chain, with the signing features", async () => {
    const { peer, session } = await paired();
    const solana = createWalletConnectSolanaWallet(peer, session.topic);
    expect(solana.accounts).toEqual([
      expect.objectContaining({ address: SOLANA_ACCOUNT.address, chains: [h.chains.solana.caip2Id] }),
    ]);
    expect(solana.accounts[0]?.publicKey).toHaveLength(32);
    expect(solana.chains).toEqual([h.chains.solana.caip2Id]);
    expect(solana.name).toContain('Portico Test Wallet');
    expect(Object.keys(solana.features)).toEqual(
      expect.arrayContaining(['standard:connect', 'standard:events', 'solana:signMessage']),
    );
  });

  it('signMessage is answered by the wallet with a signature that verifies for the account', async () => {
    const { peer, session } = await paired();
    const solana = createWalletConnectSolanaWallet(peer, session.topic);
    const [account] = solana.accounts;
    if (!account) throw new Error('no Solana account in the session');
    const message = new TextEncoder().encode('Hello from Portico over the relay');
    const [output] = await signMessageOf(solana)({ account, message });
    expect(output?.signedMessage).toEqual(message);
    const key = await getPublicKeyFromAddress(
      SOLANA_ACCOUNT.address as Parameters<typeof getPublicKeyFromAddress>[0],
    );
    await expect(verifySignature(key, output?.signature as SignatureBytes, message)).resolves.toBe(true);
    const tampered = new TextEncoder().encode('Hello from Portico over the relay!');
    await expect(verifySignature(key, output?.signature as SignatureBytes, tampered)).resolves.toBe(false);
  });
});
