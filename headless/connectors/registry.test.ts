// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeProvider, fakeStandardWallet } from '../../test-support/connectorFakes.ts';
import { pageWalletConnector } from './pageWallet.ts';
import { type ConnectorRegistry, createConnectorRegistry } from './registry.ts';
import type { Eip1193Provider, StandardWallet } from './types.ts';
import type { WalletsRegistration } from './walletStandard.ts';

type EthereumWindow = Window & { ethereum?: unknown };
const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  delete (window as EthereumWindow).ethereum;
});

function evmWallet() {
  return fakeProvider(({ method }) =>
    method === 'eth_chainId' ? '0x1' : method === 'wallet_revokePermissions' ? null : [ME],
  );
}

function announce(name: string, rdns: string, provider: Eip1193Provider) {
  const detail = { info: { uuid: rdns, name, icon: 'data:,', rdns }, provider };
  const fire = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', fire);
  cleanups.push(() => window.removeEventListener('eip6963:requestProvider', fire));
  fire();
}

function registerSolana(wallet: StandardWallet) {
  const callback = (api: WalletsRegistration) => api.register(wallet);
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
  const onReady = (event: Event) => callback((event as CustomEvent<WalletsRegistration>).detail);
  window.addEventListener('wallet-standard:app-ready', onReady);
  cleanups.push(() => window.removeEventListener('wallet-standard:app-ready', onReady));
}

function registry(options?: Parameters<typeof createConnectorRegistry>[1]): ConnectorRegistry {
  const created = createConnectorRegistry(window, options);
  cleanups.push(() => created.destroy());
  return created;
}

describe('createConnectorRegistry', () => {
  it('is an empty list without a window (SSR)', () => {
    const ssr = createConnectorRegistry(undefined);
    expect(ssr.getSnapshot()).toEqual([]);
  });

  it('combines announced, Solana and legacy injected wallets, merging a two-namespace wallet', () => {
    const both = evmWallet().provider;
    announce('Both', 'com.both', both);
    registerSolana(fakeStandardWallet('Both').wallet);
    registerSolana(fakeStandardWallet('Phantomish').wallet);
    (window as EthereumWindow).ethereum = evmWallet().provider;
    const list = registry().getSnapshot();
    expect(list.map((connector) => [connector.id, connector.type])).toEqual([
      ['com.both', 'MULTI_CHAIN'],
      ['walletStandard:Phantomish', 'ANNOUNCED'],
      ['injected', 'INJECTED'],
    ]);
  });

  it('notifies subscribers with a new snapshot when a wallet arrives, and keeps it stable otherwise', () => {
    const store = registry();
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    const listener = vi.fn();
    store.subscribe(listener);
    announce('Late', 'com.late', evmWallet().provider);
    expect(listener).toHaveBeenCalledOnce();
    expect(store.getSnapshot().map((connector) => connector.id)).toEqual(['com.late']);
  });

  it('looks up the provider and wallet of a connector by id', () => {
    const provider = evmWallet().provider;
    const solana = fakeStandardWallet('Both').wallet;
    announce('Both', 'com.both', provider);
    registerSolana(solana);
    const store = registry();
    expect(store.getWalletConnector('com.both')?.provider('eip155')).toBe(provider);
    expect(store.getWalletConnector('com.both')?.provider('solana')).toBe(solana);
    expect(store.getConnector('nope')).toBeUndefined();
    expect(store.getWalletConnector('nope')).toBeUndefined();
  });

  it('finds the connectors the modal brings by id, without listing them with the page wallets', () => {
    const pairing = pageWalletConnector({
      connector: {
        id: 'walletConnect',
        name: 'WalletConnect',
        type: 'WALLET_CONNECT',
        chain: 'eip155',
        namespaces: ['eip155'],
      },
    });
    announce('Late', 'com.late', evmWallet().provider);
    const store = registry({ builtIn: [pairing] });
    expect(store.getWalletConnector('walletConnect')).toBe(pairing);
    expect(store.getConnector('walletConnect')?.type).toBe('WALLET_CONNECT');
    expect(store.getSnapshot().map((connector) => connector.id)).toEqual(['com.late']);
  });
});

describe('a page wallet behind the connector interface (the connection machine contract)', () => {
  const walletOf = (store: ConnectorRegistry, id: string) => {
    const wallet = store.getWalletConnector(id);
    if (!wallet) throw new Error(`no connector ${id}`);
    return wallet;
  };

  it('connects the chosen namespace of a connector and reports the account as the machine expects', async () => {
    const fake = evmWallet();
    announce('Both', 'com.both', fake.provider);
    registerSolana(fakeStandardWallet('Both').wallet);
    const store = registry();
    const both = walletOf(store, 'com.both');
    const signal = new AbortController().signal;
    await expect(both.connect({ connectorId: 'com.both', namespace: 'eip155' }, signal)).resolves.toEqual({
      address: ME,
      chainId: 'eip155:1',
      connectorId: 'com.both',
      accounts: [{ address: ME, type: 'eoa' }],
      walletInfo: { name: 'Both', icon: 'data:,', rdns: 'com.both' },
    });
    await expect(
      both.connect({ connectorId: 'com.both', namespace: 'solana' }, signal),
    ).resolves.toMatchObject({
      address: 'SoLAddr1111',
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    });
    await both.restore({ namespace: 'eip155', connectorId: 'com.both' });
    expect(fake.calls.at(-2)?.method).toBe('eth_accounts');
    await both.disconnect({ namespace: 'eip155', connectorId: 'com.both', signOut: true });
    expect(fake.calls.at(-1)?.method).toBe('wallet_revokePermissions');
  });

  it("rejects a namespace the wallet lacks with 'No connector found for connection: {id}', and restores it to null", async () => {
    announce('Evm only', 'com.evm', evmWallet().provider);
    const evmOnly = walletOf(registry(), 'com.evm');
    await expect(
      evmOnly.connect({ connectorId: 'com.evm', namespace: 'solana' }, new AbortController().signal),
    ).rejects.toThrow('No connector found for connection: com.evm');
    await expect(evmOnly.restore({ namespace: 'solana', connectorId: 'com.evm' })).resolves.toBeNull();
  });
});
