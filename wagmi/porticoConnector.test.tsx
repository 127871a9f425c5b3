import { waitFor } from '@testing-library/react';
import {
  createConfig,
  getConnection,
  getConnectorClient,
  reconnect,
  switchChain,
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
} from '@wagmi/core';
import { http, SwitchChainError, UserRejectedRequestError } from 'viem';
import { mainnet, polygon } from 'viem/chains';
import { afterEach, describe, expect, test } from 'vitest';
import {
  closeModal,
  connect,
  disconnect,
  getAccount,
  getNetwork,
  type PorticoEngine,
  type PorticoModal,
} from '../headless/index.ts';
import { headlessWalletPage, SENT_TRANSACTION_HASH, WALLET_ADDRESS } from '../test-support/testWallet.tsx';
import { PORTICO_CONNECTOR, porticoConnector } from './porticoConnector.ts';

let page: ReturnType<typeof headlessWalletPage> | undefined;
afterEach(() => page?.destroy());

/**
 * A page with the fake wallet and a Portico modal on Ethereum and Polygon (or `existing`), and a wagmi
 * config on the same chains with Portico's connector.
 */
function wagmiPage(existing?: ReturnType<typeof headlessWalletPage>) {
  page = existing ?? headlessWalletPage({ networks: ['eip155:1', 'eip155:137'] });
  const { modal, wallet } = page;
  const config = createConfig({
    chains: [mainnet, polygon],
    transports: { [mainnet.id]: http(), [polygon.id]: http() },
    connectors: [porticoConnector(modal)],
    storage: null,
    // Only Portico's connector: wagmi would otherwise make its own of the wallet the page announces.
    multiInjectedProviderDiscovery: false,
  });
  const [connector] = config.connectors;
  if (!connector) throw new Error('the config has no connector');
  return { modal, wallet, config, connector, engine: engineOf(modal) };
}

function engineOf(modal: PorticoModal): PorticoEngine {
  if (!modal.engine) throw new Error('the test modal starts its engine at once');
  return modal.engine;
}

const isOpen = (engine: PorticoEngine) => engine.router.getSnapshot().matches('open');

/** Portico's connect, as the Connect view calls it when the visitor picks the wallet. */
async function pickWallet(modal: PorticoModal, walletId: string) {
  await connect(modal, { connectorId: walletId });
}

async function connectedPage() {
  const setup = wagmiPage();
  await pickWallet(setup.modal, setup.wallet.id);
  await waitFor(() => expect(getConnection(setup.config).status).toBe('connected'));
  return setup;
}

describe("wagmi's connect", () => {
  test("opens Portico's modal and resolves with the wallet the visitor connects there", async () => {
    const { modal, wallet, config, connector, engine } = wagmiPage();
    expect(connector).toMatchObject(PORTICO_CONNECTOR);
    const connecting = wagmiConnect(config, { connector });
    await waitFor(() => expect(isOpen(engine)).toBe(true));
    expect(engine.router.getSnapshot().context.view.view).toBe('Connect');
    await pickWallet(modal, wallet.id);
    await expect(connecting).resolves.toEqual({ accounts: [WALLET_ADDRESS], chainId: 1 });
    expect(getConnection(config)).toMatchObject({
      status: 'connected',
      address: WALLET_ADDRESS,
      chainId: 1,
      connector: { id: 'portico' },
    });
    expect(isOpen(engine)).toBe(false);
  });

  test('rejects with UserRejectedRequestError (4001) when the modal is closed first; wagmi stays disconnected', async () => {
    const { modal, config, connector, engine } = wagmiPage();
    const connecting = wagmiConnect(config, { connector });
    const failure = connecting.then(
      () => undefined,
      (error: unknown) => error,
    );
    await waitFor(() => expect(isOpen(engine)).toBe(true));
    closeModal(modal);
    const error = await failure;
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(error).toMatchObject({ code: 4001 });
    expect(getConnection(config).status).toBe('disconnected');
  });

  test('with a chain id, connects and moves the wallet to that chain', async () => {
    const { modal, wallet, config, connector, engine } = wagmiPage();
    const connecting = wagmiConnect(config, { connector, chainId: polygon.id });
    await waitFor(() => expect(isOpen(engine)).toBe(true));
    await pickWallet(modal, wallet.id);
    await expect(connecting).resolves.toEqual({ accounts: [WALLET_ADDRESS], chainId: polygon.id });
    expect(getNetwork(modal).caipNetworkId).toBe('eip155:137');
    expect(getConnection(config).chainId).toBe(polygon.id);
  });
});

describe('what happens in Portico reaches wagmi', () => {
  test("a wallet connected from Portico's own modal is wagmi's connection", async () => {
    const { modal, wallet, config } = wagmiPage();
    expect(getConnection(config).status).toBe('disconnected');
    await pickWallet(modal, wallet.id);
    await waitFor(() =>
      expect(getConnection(config)).toMatchObject({
        status: 'connected',
        address: WALLET_ADDRESS,
        chainId: 1,
      }),
    );
  });

  test("the wallet moving to another chain moves wagmi's chain", async () => {
    const { wallet, config } = await connectedPage();
    wallet.changeChain(polygon.id);
    await waitFor(() => expect(getConnection(config).chainId).toBe(polygon.id));
  });

  test("Portico's disconnect disconnects wagmi", async () => {
    const { modal, config } = await connectedPage();
    await disconnect(modal);
    await waitFor(() => expect(getConnection(config).status).toBe('disconnected'));
  });

  test('a connection Portico already has when wagmi starts is wagmi’s, with no call of wagmi’s', async () => {
    page = headlessWalletPage({ networks: ['eip155:1', 'eip155:137'] });
    await pickWallet(page.modal, page.wallet.id);
    const { config } = wagmiPage(page);
    await waitFor(() =>
      expect(getConnection(config)).toMatchObject({ status: 'connected', address: WALLET_ADDRESS }),
    );
  });

  test("wagmi's reconnect finds the connection Portico has, without opening the modal", async () => {
    page = headlessWalletPage({ networks: ['eip155:1', 'eip155:137'] });
    await pickWallet(page.modal, page.wallet.id);
    const { connector, engine } = wagmiPage(page);
    await expect(connector.isAuthorized()).resolves.toBe(true);
    await expect(connector.connect({ isReconnecting: true })).resolves.toEqual({
      accounts: [WALLET_ADDRESS],
      chainId: 1,
    });
    expect(isOpen(engine)).toBe(false);
  });

  test("wagmi's reconnect with nothing connected in Portico stays disconnected and never opens the modal", async () => {
    const { config, connector, engine } = wagmiPage();
    await expect(connector.isAuthorized()).resolves.toBe(false);
    await expect(reconnect(config)).resolves.toEqual([]);
    expect(getConnection(config).status).toBe('disconnected');
    expect(isOpen(engine)).toBe(false);
  });
});

describe("wagmi's actions are Portico's", () => {
  test("switchChain switches Portico's network through the wallet, and wagmi's chain follows", async () => {
    const { modal, wallet, config } = await connectedPage();
    await expect(switchChain(config, { chainId: polygon.id })).resolves.toMatchObject({ id: polygon.id });
    expect(wallet.methods).toContain('wallet_switchEthereumChain');
    expect(getNetwork(modal).caipNetworkId).toBe('eip155:137');
    expect(getConnection(config).chainId).toBe(polygon.id);
  });

  test('a refused switch rejects with SwitchChainError and leaves both on the chain they were on', async () => {
    const { modal, wallet, config } = await connectedPage();
    wallet.answerSwitch('reject');
    await expect(switchChain(config, { chainId: polygon.id })).rejects.toBeInstanceOf(SwitchChainError);
    expect(getNetwork(modal).caipNetworkId).toBe('eip155:1');
    expect(getConnection(config).chainId).toBe(1);
  });

  test('a switch to a chain wagmi does not list is refused without asking the wallet', async () => {
    const { wallet, connector } = await connectedPage();
    await expect(connector.switchChain?.({ chainId: 10 })).rejects.toBeInstanceOf(SwitchChainError);
    expect(wallet.methods).not.toContain('wallet_switchEthereumChain');
  });

  test("disconnect disconnects Portico's eip155 wallet", async () => {
    const { modal, config } = await connectedPage();
    await wagmiDisconnect(config);
    expect(getAccount(modal, { namespace: 'eip155' }).status).toBe('disconnected');
    expect(getConnection(config).status).toBe('disconnected');
  });

  test('requests go to the wallet active in Portico; with none, they fail with 4900 (disconnected)', async () => {
    const { modal, wallet, config, connector } = await connectedPage();
    const client = await getConnectorClient(config);
    const transaction = { from: WALLET_ADDRESS, to: WALLET_ADDRESS, value: '0x1' } as const;
    await expect(client.request({ method: 'eth_sendTransaction', params: [transaction] })).resolves.toBe(
      SENT_TRANSACTION_HASH,
    );
    expect(wallet.sent).toEqual([transaction]);
    await disconnect(modal);
    const provider = await connector.getProvider();
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [transaction] }),
    ).rejects.toMatchObject({
      code: 4900,
    });
    expect(wallet.sent).toHaveLength(1);
  });
});
