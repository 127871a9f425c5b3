// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from '../../../test-support/eventually.ts';
import type { Eip6963ProviderDetail } from './eip6963.ts';
import { createFakeChain } from './evm/fakeChain.ts';
import { installTestWallet, type TestWalletHandle } from './install.ts';
import type { TestWalletOptions } from './options.ts';
import { PROMPT_HOST_ID } from './prompt.ts';
import { REGISTER_WALLET_EVENT, type RegisterWalletCallback } from './solana/registerWallet.ts';
import type { Wallet } from './solana/standard.ts';

const CHAINS = [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Anvil' }];
const installed: TestWalletHandle[] = [];
type EthereumWindow = Window & { ethereum?: unknown };

function install(options: Partial<TestWalletOptions> = {}) {
  const handle = installTestWallet({ chains: CHAINS, fetch: createFakeChain().fetch, ...options });
  installed.push(handle);
  return handle;
}

afterEach(() => {
  for (const handle of installed.splice(0)) handle.uninstall();
  delete (window as EthereumWindow).ethereum;
  document.body.replaceChildren();
});

describe('installTestWallet', () => {
  it('announces by EIP-6963 with the default name and rdns, and sets window.ethereum', () => {
    const announced: Eip6963ProviderDetail[] = [];
    const listener = (event: Event) => announced.push((event as CustomEvent<Eip6963ProviderDetail>).detail);
    window.addEventListener('eip6963:announceProvider', listener);
    const handle = install();
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    window.removeEventListener('eip6963:announceProvider', listener);
    expect(announced).toHaveLength(2);
    expect(announced[0]?.info).toMatchObject({ name: 'Portico Test Wallet', rdns: 'dev.portico.testwallet' });
    expect(announced[0]?.info.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(announced[0]?.provider).toBe(handle.provider);
    expect((window as EthereumWindow).ethereum).toBe(handle.provider);
  });

  it('leaves an existing window.ethereum alone, and can be told not to set it', () => {
    const other = { isOther: true };
    (window as EthereumWindow).ethereum = other;
    install();
    expect((window as EthereumWindow).ethereum).toBe(other);
    delete (window as EthereumWindow).ethereum;
    install({ setWindowEthereum: false });
    expect((window as EthereumWindow).ethereum).toBeUndefined();
  });

  it("shows the DOM prompt in the default 'prompt' mode, and setMode changes who answers", async () => {
    const handle = install();
    expect(handle.mode).toBe('prompt');
    const accounts = handle.provider.request({ method: 'eth_requestAccounts' });
    await eventually(() => expect(document.getElementById(PROMPT_HOST_ID)).toBeTruthy());
    const approve = [
      ...(document.getElementById(PROMPT_HOST_ID)?.shadowRoot?.querySelectorAll('button') ?? []),
    ].find((button) => button.textContent === 'Approve');
    approve?.click();
    expect(await accounts).toEqual(['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']);
    handle.setMode('reject');
    await expect(
      handle.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] }),
    ).resolves.toBeNull();
    expect(handle.requests.map((request) => request.method)).toEqual(['eth_requestAccounts']);
    expect(() => handle.setMode('maybe' as never)).toThrow(/Unknown test wallet mode/);
  });

  it('registers the Solana wallet when solana options are given; disconnect reaches both halves', async () => {
    const wallets: Wallet[] = [];
    const listener = (event: Event) =>
      (event as CustomEvent<RegisterWalletCallback>).detail({
        register: (...registered) => {
          wallets.push(...registered);
          return () => {};
        },
      });
    window.addEventListener(REGISTER_WALLET_EVENT, listener);
    const handle = install({
      mode: 'approve',
      solana: { rpcUrl: 'http://127.0.0.1:8899', caipNetworkId: 'solana:localnet' },
    });
    window.removeEventListener(REGISTER_WALLET_EVENT, listener);
    expect(wallets).toEqual([handle.solana?.wallet]);

    await handle.provider.request({ method: 'eth_requestAccounts' });
    await handle.solana?.wallet.features['standard:connect'].connect();
    const events: string[] = [];
    handle.provider.on('disconnect', () => events.push('evm disconnect'));
    handle.solana?.wallet.features['standard:events'].on('change', () => events.push('solana change'));
    handle.disconnect();
    expect(events).toEqual(['evm disconnect', 'solana change']);
    expect(handle.solana?.wallet.accounts).toEqual([]);
  });

  it('emitAccountsChanged switches the exposed account', async () => {
    const second = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
    const handle = install({
      mode: 'approve',
      accounts: ['0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80', second],
    });
    await handle.provider.request({ method: 'eth_requestAccounts' });
    const changes: unknown[] = [];
    handle.provider.on('accountsChanged', (accounts) => changes.push(accounts));
    handle.emitAccountsChanged(['0x70997970C51812dc3A010C7d01b50e0d17dc79C8']);
    expect(changes).toEqual([['0x70997970C51812dc3A010C7d01b50e0d17dc79C8']]);
  });

  it('rejects bad options with a message naming the field', () => {
    expect(() => install({ chains: [] })).toThrow(/chains/);
    expect(() => install({ accounts: ['0x1234'] })).toThrow(/accounts/);
    expect(() => install({ chains: [{ chainId: 1, rpcUrl: 'not a url', name: 'x' }] })).toThrow(/rpcUrl/);
    expect(() => install({ mode: 'sometimes' as never })).toThrow(/mode/);
  });

  it('uninstall stops announcing and removes its window.ethereum', () => {
    const handle = install();
    handle.uninstall();
    expect((window as EthereumWindow).ethereum).toBeUndefined();
    const announced: unknown[] = [];
    const listener = (event: Event) => announced.push(event);
    window.addEventListener('eip6963:announceProvider', listener);
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    window.removeEventListener('eip6963:announceProvider', listener);
    expect(announced).toEqual([]);
  });
});
