// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createApprover } from './approval.ts';
import { ANVIL_DEFAULT_PRIVATE_KEY } from './defaults.ts';
import { announceProvider, type Eip6963ProviderDetail } from './eip6963.ts';
import { createEvmWallet } from './evm/provider.ts';
import { TEST_WALLET_ICON } from './icon.ts';

const info = {
  uuid: '350670db-19fa-4704-a166-e52e178b59d2',
  name: 'Portico Test Wallet',
  icon: TEST_WALLET_ICON,
  rdns: 'dev.portico.testwallet',
};

function provider() {
  return createEvmWallet({
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Anvil' }],
    privateKeys: [ANVIL_DEFAULT_PRIVATE_KEY],
    approver: createApprover({ mode: 'approve' }),
    origin: () => 'http://localhost',
  }).provider;
}

describe('EIP-6963 announcement', () => {
  it('announces at once and again on every requestProvider, with a frozen detail', () => {
    const details: Eip6963ProviderDetail[] = [];
    const listener = (event: Event) => details.push((event as CustomEvent<Eip6963ProviderDetail>).detail);
    window.addEventListener('eip6963:announceProvider', listener);
    const evm = provider();
    const stop = announceProvider(window, info, evm);
    expect(details).toHaveLength(1);
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(details).toHaveLength(3);
    const [detail] = details;
    expect(detail?.info).toEqual(info);
    expect(detail?.provider).toBe(evm);
    expect(Object.isFrozen(detail)).toBe(true);
    expect(Object.isFrozen(detail?.info)).toBe(true);
    stop();
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(details).toHaveLength(3);
    window.removeEventListener('eip6963:announceProvider', listener);
  });

  it('uses a base64 SVG data URI icon', () => {
    expect(TEST_WALLET_ICON).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(atob(TEST_WALLET_ICON.split(',')[1] ?? '')).toContain('<svg');
  });
});
