import { describe, expect, it, vi } from 'vitest';
import { fakeProvider, walletError } from '../../test-support/connectorFakes.ts';
import { testEvmNetwork } from '../../test-support/testNetworks.ts';
import { connectEvm, disconnectEvm, reconnectEvm, watchEvmProvider } from './evmActions.ts';
import type { Eip1193RequestArguments } from './types.ts';

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const wallet = (answers: Record<string, (args: Eip1193RequestArguments) => unknown>) =>
  fakeProvider((args) => {
    const answer = answers[args.method];
    if (!answer) throw walletError(4200, `unsupported ${args.method}`);
    return answer(args);
  });
const _NETWORK = {
  ...testEvmNetwork(10, ['https://proxy.example/v1/?chainId=eip155%3A10&projectId=p']),
  rpcUrls: {
    default: { http: ['https://proxy.example/v1/?chainId=eip155%3A10&projectId=p'] },
    chainDefault: { http: ['https://mainnet.optimism.io'] },
  },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://optimistic.etherscan.io' } },
};

describe('connectEvm', () => {
  it('asks eth_requestAccounts, then eth_chainId, and reports the CAIP-2 chain', async () => {
    const { provider, calls } = wallet({ eth_requestAccounts: () => [ME], eth_chainId: () => '0x1' });
    await expect(connectEvm(provider)).resolves.toEqual({
      address: ME,
      addresses: [ME],
      chainId: 'eip155:1',
    });
    expect(calls.map((call) => call.method)).toEqual(['eth_requestAccounts', 'eth_chainId']);
  });

  it("turns 4001 into 'Connection rejected'", async () => {
    const { provider } = wallet({
      eth_requestAccounts: () => {
        throw walletError(4001);
      },
    });
    await expect(connectEvm(provider)).rejects.toMatchObject({
      code: 'connectionRejected',
      message: 'Connection rejected',
    });
  });

  it("turns any other failure, or no account, into 'Failed to connect'", async () => {
    const broken = wallet({
      eth_requestAccounts: () => {
        throw walletError(-32603);
      },
    });
    await expect(connectEvm(broken.provider)).rejects.toMatchObject({ message: 'Failed to connect' });
    const empty = wallet({ eth_requestAccounts: () => [], eth_chainId: () => '0x1' });
    await expect(connectEvm(empty.provider)).rejects.toMatchObject({ message: 'Failed to connect' });
  });
});

describe('reconnectEvm', () => {
  it('reads eth_accounts without prompting', async () => {
    const { provider, calls } = wallet({ eth_accounts: () => [ME], eth_chainId: () => '0x89' });
    await expect(reconnectEvm(provider)).resolves.toEqual({
      address: ME,
      addresses: [ME],
      chainId: 'eip155:137',
    });
    expect(calls.map((call) => call.method)).not.toContain('eth_requestAccounts');
  });

  it('is null when the site is not authorized or the wallet fails', async () => {
    await expect(reconnectEvm(wallet({ eth_accounts: () => [] }).provider)).resolves.toBeNull();
    await expect(reconnectEvm(wallet({}).provider)).resolves.toBeNull();
  });
});

describe('watchEvmProvider', () => {
  it('forwards accountsChanged, chainChanged (as CAIP-2) and disconnect until unsubscribed', () => {
    const fake = fakeProvider(() => null);
    const listeners = { onAccountsChanged: vi.fn(), onChainChanged: vi.fn(), onDisconnect: vi.fn() };
    const stop = watchEvmProvider(fake.provider, listeners);
    fake.emit('accountsChanged', [ME]);
    fake.emit('chainChanged', '0x7a69');
    fake.emit('chainChanged', 'garbage');
    fake.emit('disconnect', walletError(4900));
    expect(listeners.onAccountsChanged).toHaveBeenCalledWith([ME]);
    expect(listeners.onChainChanged.mock.calls).toEqual([['eip155:31337']]);
    expect(listeners.onDisconnect).toHaveBeenCalledOnce();
    stop();
    expect(fake.listenerCount()).toBe(0);
  });
});

describe('disconnectEvm', () => {
  it('revokes permissions when supported, and ignores a wallet that cannot', async () => {
    const supports = wallet({ wallet_revokePermissions: () => null });
    await disconnectEvm(supports.provider);
    expect(supports.calls).toEqual([{ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }]);
    await expect(disconnectEvm(wallet({}).provider)).resolves.toBeUndefined();
  });
});
