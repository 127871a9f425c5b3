import { createHash } from 'node:crypto';
import { createKeyPairSignerFromPrivateKeyBytes, getBase58Decoder } from '@solana/kit';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { EVM_ACCOUNTS, EVM_MNEMONIC, SOLANA_ACCOUNTS, solanaSeedBytes } from './accounts.ts';
import { SOLANA_CAIP2_ID, SOLANA_GENESIS_HASH } from './chains.ts';

describe('deterministic dev accounts', () => {
  it('EVM accounts are the first 10 of the mnemonic, keys matching addresses', () => {
    expect(EVM_ACCOUNTS).toHaveLength(10);
    EVM_ACCOUNTS.forEach((account, i) => {
      expect(mnemonicToAccount(EVM_MNEMONIC, { addressIndex: i }).address).toBe(account.address);
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address);
    });
  });

  it('Solana seeds are sha256(portico-dev-solana-i) and give the listed addresses', async () => {
    for (const [i, account] of SOLANA_ACCOUNTS.entries()) {
      expect(account.seed).toBe(createHash('sha256').update(`portico-dev-solana-${i}`).digest('hex'));
      const signer = await createKeyPairSignerFromPrivateKeyBytes(solanaSeedBytes(account));
      expect(signer.address).toBe(account.address);
    }
  });

  it('the genesis hash is base58 of sha256(portico-dev-solana-genesis); the CAIP-2 id is its 32-char prefix', () => {
    const digest = createHash('sha256').update('portico-dev-solana-genesis').digest();
    expect(SOLANA_GENESIS_HASH).toBe(getBase58Decoder().decode(digest));
    expect(SOLANA_CAIP2_ID).toBe(`solana:${SOLANA_GENESIS_HASH.slice(0, 32)}`);
    expect(SOLANA_CAIP2_ID).toMatch(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/);
  });
});
