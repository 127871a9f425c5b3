/**
 * `simulateRequest(modal, request)`, the public action a custom approval view calls: a modal whose
 * network is a real anvil, the dev test wallet connected in the page, and requests simulated for the
 * connected account on the network's RPC, then compared with the chain (the simulation sends nothing).
 */
import { createPublicClient, encodeFunctionData, erc20Abi, http, maxUint256, parseEther, toHex } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EVM_ACCOUNTS } from '../../dev/chain/accounts.ts';
import { type RunningAnvil, startAnvil } from '../../dev/chain/anvil.ts';
import { seedEvmChain } from '../../dev/chain/seed/evm.ts';
import { PUSD } from '../../dev/chain/seed/plan.ts';
import { type RunningCloud, startCloud } from '../../dev/cloud/server.ts';
import { PROJECT } from '../../dev/cloud/test-helpers.ts';
import { installTestWallet, type TestWalletHandle } from '../../dev/test-wallet/injected/install.ts';
import { memoryStorage } from '../../test-support/memoryStorage.ts';
import { installPageWindow } from '../../test-support/pageWallets.ts';
import { createModal, type PorticoModal } from '../createModal.ts';
import { startEngine } from '../engine.ts';
import { connect } from './connect.ts';
import { simulateRequest } from './simulateRequest.ts';

const CHAIN_ID = 31337;
const NETWORK = `eip155:${CHAIN_ID}` as const;
/** The test wallet's account (its default key: the first dev account). */
const VISITOR = EVM_ACCOUNTS[0]?.address ?? '';
const RECEIVER = EVM_ACCOUNTS[5]?.address ?? '';

let chain: RunningAnvil;
let cloud: RunningCloud;
let modal: PorticoModal | undefined;
let wallet: TestWalletHandle | undefined;
let uninstallWindow: (() => void) | undefined;

beforeAll(async () => {
  [chain, cloud] = await Promise.all([
    startAnvil({ chainId: CHAIN_ID, port: 0 }),
    startCloud({ port: 0, dbPath: ':memory:', quiet: true }),
  ]);
  await seedEvmChain(chain.url);
}, 120_000);
afterAll(async () => {
  await Promise.all([chain?.close(), cloud?.close()]);
});
afterEach(() => {
  modal?.destroy();
  wallet?.uninstall();
  uninstallWindow?.();
  modal = wallet = uninstallWindow = undefined;
});

/** A modal on the anvil network with the test wallet connected. */
async function connectedModal(): Promise<PorticoModal> {
  uninstallWindow = installPageWindow();
  wallet = installTestWallet(
    { chains: [{ chainId: CHAIN_ID, rpcUrl: chain.url, name: 'Anvil' }], mode: 'approve' },
    window,
  );
  modal = createModal(
    {
      projectId: PROJECT,
      networks: [
        {
          id: CHAIN_ID,
          caipNetworkId: NETWORK,
          chainNamespace: 'eip155',
          name: 'Anvil',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [chain.url] } },
        },
      ],
      endpoints: { api: cloud.url, blockchainApi: cloud.url },
    },
    { startEngine, storage: memoryStorage() },
  );
  await modal.load();
  await connect(modal, { connectorId: wallet.info.rdns });
  return modal;
}

/** A PUSD `approve` or `transfer` of the whole uint256 range to RECEIVER, from the visitor. */
const unlimitedPusdCall = (functionName: 'approve' | 'transfer') => ({
  method: 'eth_sendTransaction',
  params: [
    {
      from: VISITOR,
      to: PUSD.address,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName,
        args: [RECEIVER as `0x${string}`, maxUint256],
      }),
    },
  ],
  caipNetworkId: NETWORK,
});

const balance = () =>
  createPublicClient({ transport: http(chain.url) }).getBalance({ address: VISITOR as `0x${string}` });

describe('simulateRequest(modal, request)', () => {
  it("a transfer, for the connected account: what goes out and the receiver's gain; nothing is sent", async () => {
    const host = await connectedModal();
    const before = await balance();
    const report = await simulateRequest(host, {
      method: 'eth_sendTransaction',
      params: [{ from: VISITOR, to: RECEIVER, value: toHex(parseEther('0.25')) }],
      caipNetworkId: NETWORK,
    });
    expect(report?.status).toBe('simulated');
    const texts = report?.lines.map((line) => line.text) ?? [];
    expect(texts).toContain('You send 0.25 ETH');
    expect(texts.some((text) => text.startsWith('+0.25 ETH to 0x'))).toBe(true);
    expect(await balance()).toBe(before);
  });

  it('an unlimited approval to a plain account is named, with both warnings', async () => {
    const host = await connectedModal();
    const report = await simulateRequest(host, unlimitedPusdCall('approve'));
    expect(report?.status).toBe('simulated');
    expect(report?.lines.map((line) => line.id)).toEqual(
      expect.arrayContaining([
        'actions.simulation.approvalUnlimited',
        'actions.simulation.warning.unlimited',
        // The spender here is a plain account.
        'actions.simulation.warning.notContract',
      ]),
    );
  });

  it('a transfer of more than the account holds is predicted to fail, in words', async () => {
    const host = await connectedModal();
    const report = await simulateRequest(host, unlimitedPusdCall('transfer'));
    expect(report?.status).toBe('simulated');
    expect(report?.lines.some((line) => line.text.startsWith('This transaction will fail'))).toBe(true);
  });

  it('a request that moves nothing by itself (a message to sign) has no simulation', async () => {
    const host = await connectedModal();
    const report = await simulateRequest(host, {
      method: 'personal_sign',
      params: [toHex('hello'), VISITOR],
      caipNetworkId: NETWORK,
    });
    expect(report).toBeUndefined();
  });
});
