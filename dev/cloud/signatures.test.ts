import { generateKeyPairSigner, getBase58Decoder, getUtf8Encoder, signBytes } from '@solana/kit';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractAccount,
  counterfactualSignature,
  deployContractAccount,
} from '../../test-support/contractAccount.ts';
import { EVM_ACCOUNTS } from '../chain/accounts.ts';
import { type RunningAnvil, startAnvil } from '../chain/anvil.ts';
import { ChainUnavailableError, createSignatureVerifier, type SignatureVerifier } from './signatures.ts';

const SOLANA = 'solana:5zxgUGyRdidHRUQR7BCqptTyyyNQJjdq';
// Indexes 0 and 1 pay; 5 and 6 sign, so no nonce is shared with other tests on this anvil.
const owner = privateKeyToAccount(EVM_ACCOUNTS[5]?.privateKey ?? '0x');
const stranger = privateKeyToAccount(EVM_ACCOUNTS[6]?.privateKey ?? '0x');
const funder = EVM_ACCOUNTS[0]?.privateKey ?? '0x';
const message = 'portico signs this';

let chain: RunningAnvil;
let verifier: SignatureVerifier;
beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337, port: 0 });
  // The solana URL is never called: ed25519 needs no chain.
  verifier = createSignatureVerifier({ 'eip155:31337': chain.url, [SOLANA]: 'http://127.0.0.1:9' });
});
afterAll(() => chain.close());

const evm = (address: string, signature: string) => ({
  chainId: 'eip155:31337',
  address,
  message,
  signature,
});

describe('the shared signature verifier', () => {
  it('an account (EOA) signature verifies; another key’s, a changed message or garbage do not', async () => {
    const signature = await owner.signMessage({ message });
    await expect(verifier.verify(evm(owner.address, signature))).resolves.toBe('valid');
    await expect(verifier.verify(evm(owner.address.toLowerCase(), signature))).resolves.toBe('valid');
    await expect(verifier.verify(evm(stranger.address, signature))).resolves.toBe('invalid');
    await expect(verifier.verify({ ...evm(owner.address, signature), message: `${message}!` })).resolves.toBe(
      'invalid',
    );
    await expect(verifier.verify(evm(owner.address, '0x1234'))).resolves.toBe('invalid');
    await expect(verifier.verify(evm(owner.address, 'not hex'))).resolves.toBe('invalid');
    await expect(verifier.verify(evm('0xnope', signature))).resolves.toBe('invalid');
  });

  it('a deployed contract account (ERC-1271) verifies through the chain, its owner’s signature only', async () => {
    const address = await deployContractAccount(chain.url, owner.address, funder, 11n);
    await expect(verifier.verify(evm(address, await owner.signMessage({ message })))).resolves.toBe('valid');
    await expect(verifier.verify(evm(address, await stranger.signMessage({ message })))).resolves.toBe(
      'invalid',
    );
  });

  it('a counterfactual contract account (ERC-6492) verifies before it is deployed', async () => {
    const { address } = contractAccount(owner.address, 12n);
    const wrapped = counterfactualSignature(owner.address, await owner.signMessage({ message }), 12n);
    await expect(verifier.verify(evm(address, wrapped))).resolves.toBe('valid');
    const forged = counterfactualSignature(owner.address, await stranger.signMessage({ message }), 12n);
    await expect(verifier.verify(evm(address, forged))).resolves.toBe('invalid');
  });

  it('solana: an ed25519 signature in base58 verifies; another key’s does not', async () => {
    const signer = await generateKeyPairSigner();
    const other = await generateKeyPairSigner();
    const bytes = await signBytes(signer.keyPair.privateKey, getUtf8Encoder().encode(message));
    const signature = getBase58Decoder().decode(bytes);
    const signed = { chainId: SOLANA, address: signer.address, message, signature };
    await expect(verifier.verify(signed)).resolves.toBe('valid');
    await expect(verifier.verify({ ...signed, address: other.address })).resolves.toBe('invalid');
    await expect(verifier.verify({ ...signed, signature: 'short' })).resolves.toBe('invalid');
    await expect(verifier.verify({ ...signed, address: 'not-base58!' })).resolves.toBe('invalid');
  });

  it('a chain it was not given is unknown', async () => {
    expect(verifier.knows('eip155:31337')).toBe(true);
    expect(verifier.knows('eip155:1')).toBe(false);
    const signature = await owner.signMessage({ message });
    await expect(verifier.verify({ ...evm(owner.address, signature), chainId: 'eip155:1' })).resolves.toBe(
      'unknownChain',
    );
  });

  it('a chain whose RPC does not answer is reported as such, not as a bad signature', async () => {
    const dead = createSignatureVerifier({ 'eip155:31337': 'http://127.0.0.1:9' });
    // An account's good signature needs no chain.
    const signature = await owner.signMessage({ message });
    await expect(dead.verify(evm(owner.address, signature))).resolves.toBe('valid');
    // A contract account's does.
    const { address } = contractAccount(owner.address, 13n);
    await expect(dead.verify(evm(address, signature))).rejects.toBeInstanceOf(ChainUnavailableError);
  });
});
