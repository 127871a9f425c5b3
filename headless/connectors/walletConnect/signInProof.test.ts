/**
 * A one-click sign-in's proofs checked by Portico (the sign-client does not check proofs that come
 * back with a session proposal's answer): signed here with viem accounts, formatted with the
 * sign-client's own helpers as a wallet does.
 */
import { buildAuthObject, formatMessage } from '@walletconnect/utils';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it, vi } from 'vitest';
import { EVM_ACCOUNTS } from '../../../dev/chain/accounts.ts';
import { MESSAGES } from '../../../domain/errors.ts';
import { testEvmNetwork } from '../../../test-support/testNetworks.ts';
import { type AuthenticationRequest, authenticationRequest } from './authenticateParams.ts';
import { verifySignInProofs, type WalletConnectCacao } from './signInProof.ts';

const SIGNER = privateKeyToAccount((EVM_ACCOUNTS[0] as (typeof EVM_ACCOUNTS)[number]).privateKey);
const STRANGER = privateKeyToAccount((EVM_ACCOUNTS[1] as (typeof EVM_ACCOUNTS)[number]).privateKey);

const request = (): AuthenticationRequest =>
  authenticationRequest([testEvmNetwork(31337), testEvmNetwork(31338)], {
    uri: 'http://127.0.0.1:5173/',
    statement: 'Sign in to the test app',
    nonce: 'nonce12345678',
  });

/** The wallet's answer for `chain`, as the sign-client builds it, signed by `by` for `as`. */
async function cacao(
  sent: AuthenticationRequest,
  chain: string,
  changes: { nonce?: string; domain?: string; by?: typeof SIGNER; as?: string } = {},
): Promise<WalletConnectCacao> {
  const iss = `did:pkh:${chain}:${changes.as ?? SIGNER.address}`;
  const payload = {
    type: 'caip122',
    chains: [chain],
    domain: changes.domain ?? sent.domain,
    aud: sent.uri,
    version: '1',
    nonce: changes.nonce ?? sent.nonce,
    iat: new Date().toISOString(),
    ...(sent.statement ? { statement: sent.statement } : {}),
  };
  const message = formatMessage(payload, iss);
  const signature = await (changes.by ?? SIGNER).signMessage({ message });
  return buildAuthObject(payload, { t: 'eip191', s: signature }, iss) as WalletConnectCacao;
}

describe('one-click sign-in proofs checked by Portico', () => {
  it("keeps each chain's proof whose EOA signature viem verifies over the rebuilt message", async () => {
    const sent = request();
    const proofs = await verifySignInProofs(
      [await cacao(sent, 'eip155:31337'), await cacao(sent, 'eip155:31338')],
      sent,
    );
    expect(proofs.map((proof) => [proof.chainId, proof.address])).toEqual([
      ['eip155:31337', SIGNER.address],
      ['eip155:31338', SIGNER.address],
    ]);
    expect(proofs[0]?.message).toContain('Nonce: nonce12345678');
    expect(proofs[0]?.message).toContain('Sign in to the test app');
  });

  it('a wallet that approved the plain session gives no proofs (the visitor signs after connecting)', async () => {
    await expect(verifySignInProofs([], request())).resolves.toEqual([]);
  });

  it("refuses with 'Signature verification failed' a proof that does not answer the request", async () => {
    const sent = request();
    for (const wrong of [
      await cacao(sent, 'eip155:31337', { nonce: 'another-nonce-1' }),
      await cacao(sent, 'eip155:31337', { domain: 'evil.example' }),
      await cacao(sent, 'eip155:1'),
    ]) {
      await expect(verifySignInProofs([wrong], sent)).rejects.toThrow(MESSAGES.signatureVerificationFailed);
    }
  });

  it("refuses another key's signature unless the account's chain accepts it (a contract account)", async () => {
    const sent = request();
    const forged = await cacao(sent, 'eip155:31337', { by: STRANGER });
    await expect(verifySignInProofs([forged], sent)).rejects.toThrow(MESSAGES.signatureVerificationFailed);
    const refusing = vi.fn(async () => false);
    await expect(verifySignInProofs([forged], sent, refusing)).rejects.toThrow(
      MESSAGES.signatureVerificationFailed,
    );
    // A smart account signs with its owner's key: only the chain (ERC-1271 / ERC-6492) can say yes.
    const contract = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    const bySmartAccount = await cacao(sent, 'eip155:31337', { as: contract });
    const accepting = vi.fn(async () => true);
    const [proof] = await verifySignInProofs([bySmartAccount], sent, accepting);
    expect(proof?.address).toBe(contract);
    expect(accepting).toHaveBeenCalledWith(proof);
  });
});
