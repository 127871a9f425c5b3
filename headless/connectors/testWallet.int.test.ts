// @vitest-environment jsdom
/**
 * The connectors against the REAL test wallet (dev/test-wallet/injected) on the REAL local chains
 * (dev/chain): discovery through EIP-6963 and the Wallet Standard, connect, switch and add chains,
 * and reading balances through Portico's own RPC clients.
 */
import { address } from '@solana/kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EVM_ACCOUNTS, SOLANA_ACCOUNTS, solanaSeedBytes } from '../../dev/chain/accounts.ts';
import { type RunningChains, startChains } from '../../dev/chain/server.ts';
import type { ApprovalMode } from '../../dev/test-wallet/injected/approval.ts';
import { installTestWallet, type TestWalletHandle } from '../../dev/test-wallet/injected/install.ts';
import type { Network } from '../../domain/networks.ts';
import { testEvmNetwork, testSolanaNetwork } from '../../test-support/testNetworks.ts';
import { createEvmClient } from '../rpc/createEvmClient.ts';
import { createSolanaClient } from '../rpc/createSolanaClient.ts';
import { addEvmChain, connectEvm, requestEvmChainSwitch } from './evmActions.ts';
import { type ConnectorRegistry, createConnectorRegistry } from './registry.ts';
import { connectSolana } from './solanaActions.ts';
import type { Eip1193Provider, StandardWallet } from './types.ts';

// Node's own fetch: jsdom's window has none of its own, and the wallet must reach the real chains.
const nodeFetch = globalThis.fetch;
const SOLANA_CAIP = 'solana:5zxgUGyRdidHRUQR7BCqptTyyyNQJjdq';

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`dev/chain has no ${what}`);
  return value;
}

let chains: RunningChains;
let wallet: TestWalletHandle | undefined;
let registry: ConnectorRegistry | undefined;

beforeAll(async () => {
  // No seeded tokens: this test needs only the funded accounts (and the seed signs with kit, which
  // jsdom's typed arrays from another realm would refuse).
  chains = await startChains({ quiet: true, seed: false });
}, 60_000);

afterAll(() => chains?.close());

afterEach(() => {
  registry?.destroy();
  wallet?.uninstall();
  wallet = undefined;
  registry = undefined;
  document.body.replaceChildren();
  // The test wallet remembers a site's authorisation per tab, as wallets do: each test is a new tab.
  sessionStorage.clear();
});

/** The connector's EIP-1193 provider, typed as such. */
function evmProviderOf(registry: ConnectorRegistry, id: string): Eip1193Provider | undefined {
  const provider = registry.getWalletConnector(id)?.provider('eip155');
  return provider && 'request' in provider ? provider : undefined;
}

/** The connector's Wallet Standard wallet, typed as such. */
function solanaWalletOf(registry: ConnectorRegistry, id: string): StandardWallet | undefined {
  const wallet = registry.getWalletConnector(id)?.provider('solana');
  return wallet && 'features' in wallet ? wallet : undefined;
}

const anvil = (index: number) => must(chains.evm[index], `anvil #${index}`);

/** Install the wallet knowing only the first anvil (so the second is "unknown" to it), then discover it. */
function setUp(mode: ApprovalMode = 'approve') {
  wallet = installTestWallet({
    chains: [{ chainId: anvil(0).chainId, rpcUrl: anvil(0).url, name: 'Anvil 31337' }],
    solana: {
      rpcUrl: chains.solana.url,
      caipNetworkId: SOLANA_CAIP,
      secretKey: solanaSeedBytes(must(SOLANA_ACCOUNTS[0], 'Solana account')),
    },
    mode,
    fetch: nodeFetch,
  });
  registry = createConnectorRegistry(window);
  const [connector] = registry.getSnapshot();
  return { wallet, registry, connector: must(connector, 'connector in the registry') };
}

/** What the network statechart asks of a wallet for a switch (§4): switch, and add the chain on 4902. */
async function switchOrAdd(provider: Eip1193Provider, network: Network): Promise<void> {
  try {
    await requestEvmChainSwitch(provider, network);
  } catch (error) {
    if ((error as { code?: number }).code !== 4902) throw error;
    await addEvmChain(provider, network);
  }
}

describe('the test wallet through the connectors', () => {
  it('is listed once, as a MULTI_CHAIN connector (EVM by EIP-6963 + Solana by the Wallet Standard)', () => {
    const { registry, connector } = setUp();
    expect(registry.getSnapshot()).toHaveLength(1);
    expect(connector).toMatchObject({
      id: 'dev.portico.testwallet',
      name: 'Portico Test Wallet',
      type: 'MULTI_CHAIN',
      namespaces: ['eip155', 'solana'],
      info: { rdns: 'dev.portico.testwallet' },
    });
    expect(evmProviderOf(registry, connector.id)).toBe(wallet?.provider);
    expect(solanaWalletOf(registry, connector.id)).toBe(wallet?.solana?.wallet);
  });

  it('connects the funded account on eip155:31337 and its real balance reads through our transport', async () => {
    const { registry, connector } = setUp();
    const provider = must(evmProviderOf(registry, connector.id), 'provider');
    const me = must(EVM_ACCOUNTS[0], 'EVM account');
    const connection = await connectEvm(provider);
    expect(connection).toEqual({ address: me.address, addresses: [me.address], chainId: 'eip155:31337' });

    const client = createEvmClient(testEvmNetwork(31337), { extraUrls: [anvil(0).url] });
    const balance = await client.getBalance({ address: connection.address });
    expect(balance).toBeGreaterThan(0n);
    // The same number the wallet itself reads from the chain.
    expect(
      BigInt(String(await provider.request({ method: 'eth_getBalance', params: [me.address, 'latest'] }))),
    ).toBe(balance);
  });

  it('connects through the connector interface with the wallet info', async () => {
    const { registry, connector } = setUp();
    const wallet = must(registry.getWalletConnector(connector.id), 'connector');
    await expect(
      wallet.connect({ connectorId: connector.id, namespace: 'eip155' }, new AbortController().signal),
    ).resolves.toMatchObject({
      chainId: 'eip155:31337',
      connectorId: 'dev.portico.testwallet',
      accounts: [{ address: must(EVM_ACCOUNTS[0], 'EVM account').address, type: 'eoa' }],
      walletInfo: { name: 'Portico Test Wallet', rdns: 'dev.portico.testwallet' },
    });
  });

  it('switching to a chain the wallet does not know adds it (4902 → wallet_addEthereumChain), and switching back works', async () => {
    const { wallet, registry, connector } = setUp();
    const provider = must(evmProviderOf(registry, connector.id), 'provider');
    await connectEvm(provider);

    await switchOrAdd(provider, testEvmNetwork(31338, [anvil(1).url]));
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a6a');
    expect(wallet.requests.map((request) => request.method)).toContain('wallet_addEthereumChain');
    // Reads now go to the added chain's RPC: the second anvil.
    await expect(
      provider.request({
        method: 'eth_getBalance',
        params: [must(EVM_ACCOUNTS[0], 'account').address, 'latest'],
      }),
    ).resolves.toMatch(/^0x/);

    await switchOrAdd(provider, testEvmNetwork(31337, [anvil(0).url]));
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69');
    // Now known: a plain switch, no second add.
    await switchOrAdd(provider, testEvmNetwork(31338, [anvil(1).url]));
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a6a');
    expect(wallet.requests.filter((request) => request.method === 'wallet_addEthereumChain')).toHaveLength(1);
  });

  it("mode 'reject' → 'Connection rejected'", async () => {
    const { registry, connector } = setUp('reject');
    await expect(connectEvm(must(evmProviderOf(registry, connector.id), 'provider'))).rejects.toMatchObject({
      name: 'PorticoError',
      code: 'connectionRejected',
      message: 'Connection rejected',
    });
    await expect(connectSolana(must(solanaWalletOf(registry, connector.id), 'wallet'))).rejects.toMatchObject(
      {
        message: 'Connection rejected',
      },
    );
  });

  it('connects Solana and its balance reads through the Solana RPC', async () => {
    const { registry, connector } = setUp();
    const connection = await connectSolana(must(solanaWalletOf(registry, connector.id), 'Solana wallet'));
    const expected = must(SOLANA_ACCOUNTS[0], 'Solana account').address;
    expect(connection).toEqual({ address: expected, addresses: [expected], chainId: SOLANA_CAIP });
    const rpc = createSolanaClient(
      testSolanaNetwork('5zxgUGyRdidHRUQR7BCqptTyyyNQJjdq', [chains.solana.url]),
    );
    const { value } = await rpc.getBalance(address(connection.address)).send();
    expect(value).toBeGreaterThan(0n);
  });
});
