import { describe, expect, it } from 'vitest';
import { fakeProvider, fakeStandardWallet } from '../../test-support/connectorFakes.ts';
import { mergeMultiChain } from './multiChain.ts';
import type { Eip6963ProviderDetail } from './types.ts';

const announced = (name: string, rdns: string): Eip6963ProviderDetail => ({
  info: { uuid: rdns, name, icon: `icon-${rdns}`, rdns },
  provider: fakeProvider(() => null).provider,
});
const both = announced('Both Wallet', 'com.both');
const evmOnly = announced('Evm Only', 'com.evm');
const bothSolana = fakeStandardWallet(' both wallet ').wallet;
const solanaOnly = fakeStandardWallet('Sol Only').wallet;

describe('mergeMultiChain', () => {
  it('shows a wallet on EIP-6963 and the Wallet Standard once, as MULTI_CHAIN with the rdns id', () => {
    const entries = mergeMultiChain([both, evmOnly], [solanaOnly, bothSolana], ['eip155', 'solana']);
    expect(
      entries.map((entry) => [entry.connector.id, entry.connector.type, entry.connector.namespaces]),
    ).toEqual([
      ['com.both', 'MULTI_CHAIN', ['eip155', 'solana']],
      ['com.evm', 'ANNOUNCED', ['eip155']],
      ['walletStandard:Sol Only', 'ANNOUNCED', ['solana']],
    ]);
    expect(entries[0]?.evm).toBe(both.provider);
    expect(entries[0]?.solana).toBe(bothSolana);
  });

  it('connects only the namespaces the app uses', () => {
    const evmApp = mergeMultiChain([both], [bothSolana, solanaOnly], ['eip155']);
    expect(evmApp.map((entry) => [entry.connector.type, entry.solana])).toEqual([['ANNOUNCED', undefined]]);
    const solanaApp = mergeMultiChain([both], [bothSolana], ['solana']);
    expect(solanaApp.map((entry) => [entry.connector.type, entry.connector.chain])).toEqual([
      ['ANNOUNCED', 'solana'],
    ]);
  });
});
