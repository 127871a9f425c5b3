import { describe, expect, test } from 'vitest';
import type { GetAccountReturnType } from '../headless/index.ts';
import { connectorEvents, evmChainIdOf, type WagmiConnection, wagmiConnectionOf } from './connectorEvents.ts';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function account(fields: Partial<GetAccountReturnType>): GetAccountReturnType {
  return {
    namespace: 'eip155',
    status: 'connected',
    isConnected: true,
    address: ALICE,
    caipAddress: `eip155:1:${ALICE}`,
    caipNetworkId: 'eip155:1',
    connectorId: 'injected',
    connectorType: 'INJECTED',
    accounts: [{ address: ALICE, type: 'eoa' }],
    ...fields,
  };
}

const on = (chainId: number, ...accounts: [`0x${string}`, ...`0x${string}`[]]): WagmiConnection => ({
  accounts,
  chainId,
});

describe('evmChainIdOf', () => {
  test('reads the chain id of an eip155 CAIP-2 id, and nothing of another namespace', () => {
    expect(evmChainIdOf('eip155:137')).toBe(137);
    expect(evmChainIdOf('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBeUndefined();
    expect(evmChainIdOf(undefined)).toBeUndefined();
  });
});

describe('wagmiConnectionOf', () => {
  test('a connected account reads as its checksummed addresses, the selected one first, on its chain', () => {
    const connection = wagmiConnectionOf(
      account({
        address: BOB.toLowerCase(),
        caipNetworkId: 'eip155:137',
        accounts: [
          { address: ALICE, type: 'eoa' },
          { address: BOB.toLowerCase(), type: 'eoa' },
        ],
      }),
      1,
    );
    expect(connection).toEqual({ accounts: [BOB, ALICE], chainId: 137 });
  });

  test('nothing connected, or connecting, is no connection for wagmi', () => {
    expect(wagmiConnectionOf(account({ status: 'disconnected', isConnected: false }), 1)).toBeUndefined();
    expect(wagmiConnectionOf(account({ status: 'connecting', isConnected: false }), 1)).toBeUndefined();
  });

  test('a wallet that reports no chain is on the fallback chain', () => {
    expect(wagmiConnectionOf(account({ caipNetworkId: undefined }), 31337)?.chainId).toBe(31337);
  });
});

describe('connectorEvents', () => {
  test("a connection that appears is a 'connect' with its accounts and chain", () => {
    expect(connectorEvents(undefined, on(1, ALICE))).toEqual([
      { type: 'connect', data: { accounts: [ALICE], chainId: 1 } },
    ]);
  });

  test("a connection that goes is a 'disconnect'", () => {
    expect(connectorEvents(on(1, ALICE), undefined)).toEqual([{ type: 'disconnect' }]);
  });

  test("another chain or another account is one 'change' with only what changed", () => {
    expect(connectorEvents(on(1, ALICE), on(137, ALICE))).toEqual([
      { type: 'change', data: { chainId: 137 } },
    ]);
    expect(connectorEvents(on(1, ALICE), on(1, BOB))).toEqual([
      { type: 'change', data: { accounts: [BOB] } },
    ]);
    expect(connectorEvents(on(1, ALICE), on(10, BOB, ALICE))).toEqual([
      { type: 'change', data: { accounts: [BOB, ALICE], chainId: 10 } },
    ]);
  });

  test('nothing changed, or still nothing connected, tells wagmi nothing', () => {
    expect(connectorEvents(on(1, ALICE), on(1, ALICE))).toEqual([]);
    expect(connectorEvents(undefined, undefined)).toEqual([]);
  });
});
