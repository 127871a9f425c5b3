import { describe, expect, it, vi } from 'vitest';
import { fakeAccount, fakeStandardWallet, walletError } from '../../test-support/connectorFakes.ts';
import {
  connectSolana,
  disconnectSolana,
  reconnectSolana,
  solanaCaipNetworkId,
  watchSolanaWallet,
} from './solanaActions.ts';

const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';

describe('connectSolana', () => {
  it('connects through standard:connect and maps the cluster name to its CAIP-2 id', async () => {
    const { wallet } = fakeStandardWallet('W');
    await expect(connectSolana(wallet)).resolves.toEqual({
      address: 'SoLAddr1111',
      addresses: ['SoLAddr1111'],
      chainId: DEVNET,
    });
  });

  it("is 'Connection rejected' on 4001 or a rejection error, else 'Failed to connect'", async () => {
    const rejects = fakeStandardWallet('W', { connect: () => Promise.reject(walletError(4001)) }).wallet;
    await expect(connectSolana(rejects)).rejects.toMatchObject({ message: 'Connection rejected' });
    const named = Object.assign(new Error('no'), { name: 'WalletConnectionRejectedError' });
    await expect(
      connectSolana(fakeStandardWallet('W', { connect: () => Promise.reject(named) }).wallet),
    ).rejects.toMatchObject({
      message: 'Connection rejected',
    });
    const noSolana = fakeStandardWallet('W', {
      connect: async () => ({ accounts: [fakeAccount('x', ['sui:mainnet'])] }),
    });
    await expect(connectSolana(noSolana.wallet)).rejects.toMatchObject({ message: 'Failed to connect' });
  });

  it('reconnects silently, null when nothing is authorized', async () => {
    const connect = vi.fn(async () => ({ accounts: [] }));
    await expect(reconnectSolana(fakeStandardWallet('W', { connect }).wallet)).resolves.toBeNull();
    expect(connect).toHaveBeenCalledWith({ silent: true });
  });
});

describe('solanaCaipNetworkId', () => {
  it('passes CAIP-2 ids through and maps cluster names', () => {
    expect(solanaCaipNetworkId('solana:mainnet')).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    expect(solanaCaipNetworkId('solana:5zxgUGyRdidHRUQR7BCqptTyyyNQJjdq')).toBe(
      'solana:5zxgUGyRdidHRUQR7BCqptTyyyNQJjdq',
    );
  });
});

describe('watchSolanaWallet and disconnectSolana', () => {
  it("forwards 'change': accounts, chains, and no account as a disconnect", () => {
    const fake = fakeStandardWallet('W');
    const listeners = { onAccountsChanged: vi.fn(), onChainChanged: vi.fn(), onDisconnect: vi.fn() };
    const stop = watchSolanaWallet(fake.wallet, listeners);
    fake.emitChange({ accounts: [fakeAccount('B')] });
    fake.emitChange({ chains: ['solana:mainnet'] });
    fake.emitChange({ accounts: [] });
    expect(listeners.onAccountsChanged).toHaveBeenCalledWith(['B']);
    expect(listeners.onChainChanged).toHaveBeenCalledWith('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    expect(listeners.onDisconnect).toHaveBeenCalledOnce();
    stop();
    expect(fake.changeListenerCount()).toBe(0);
  });

  it('calls standard:disconnect and ignores its failure', async () => {
    const disconnect = vi.fn(() => Promise.reject(new Error('boom')));
    await expect(disconnectSolana(fakeStandardWallet('W', { disconnect }).wallet)).resolves.toBeUndefined();
    expect(disconnect).toHaveBeenCalledOnce();
  });
});
