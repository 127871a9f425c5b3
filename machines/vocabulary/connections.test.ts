import { describe, expect, test } from 'vitest';
import { connectionReport } from '../../test-support/connectionReports.ts';
import {
  anyConnected,
  attemptAfter,
  attemptIsOver,
  type ConnectAttempt,
  connectorsToRemember,
  networkFactsOf,
  watchedAccountOf,
  watchKeyOf,
} from './connections.ts';

const ADDRESS = '0x1111111111111111111111111111111111111111';
const SOLANA = 'So11111111111111111111111111111111111111112';

const report = connectionReport;
const EVM = report({
  status: 'connected',
  connectorId: 'injected',
  connectorType: 'INJECTED',
  address: ADDRESS,
  caipAddress: `eip155:1:${ADDRESS}`,
  caipNetworkId: 'eip155:1',
  accounts: [{ address: ADDRESS, type: 'eoa' }],
});
const SOL = report({
  namespace: 'solana',
  status: 'connected',
  connectorId: 'walletConnect',
  connectorType: 'WALLET_CONNECT',
  address: SOLANA,
  caipAddress: `solana:mainnet:${SOLANA}`,
  caipNetworkId: 'solana:mainnet',
  accounts: [{ address: SOLANA, type: 'eoa' }],
});

describe('the root statechart rules (§2, §4)', () => {
  test('"while connected": an address is connected on some namespace', () => {
    expect(anyConnected({})).toBe(false);
    expect(anyConnected({ eip155: report({ status: 'connecting' }) })).toBe(false);
    expect(anyConnected({ eip155: EVM })).toBe(true);
  });

  test("the network's facts: addresses and connectors per namespace, the active namespace's connector", () => {
    expect(networkFactsOf({ eip155: EVM, solana: SOL }, 'solana')).toEqual({
      addressesByNamespace: { eip155: ADDRESS, solana: SOLANA },
      connectorsByNamespace: { eip155: 'injected', solana: 'walletConnect' },
      connectorType: 'WALLET_CONNECT',
      connectorId: 'walletConnect',
    });
    expect(networkFactsOf({ eip155: EVM }, 'solana')).toMatchObject({
      connectorType: undefined,
      connectorId: undefined,
    });
  });

  test('the connectors to sync on the next load: those of connected namespaces only', () => {
    expect(connectorsToRemember({ eip155: EVM, solana: report({ namespace: 'solana' }) })).toEqual({
      eip155: 'injected',
    });
  });

  test('the balances follow the address on its chain; the key changes with either', () => {
    const account = watchedAccountOf(EVM);
    expect(account).toEqual({ caipAddress: `eip155:1:${ADDRESS}`, caipNetworkId: 'eip155:1' });
    expect(watchKeyOf(account)).not.toBe(
      watchKeyOf(watchedAccountOf({ ...EVM, caipNetworkId: 'eip155:137' })),
    );
    expect(watchedAccountOf(report({}))).toBeUndefined();
    expect(watchKeyOf(undefined)).toBe('');
  });

  test("a connect attempt ends once each of its namespaces started and settled, not at a connection's first load", () => {
    const attempt: ConnectAttempt = { namespaces: ['eip155', 'solana'], started: [], connected: false };
    const loaded = report({});
    // A connection spawned for the attempt reports its load first: not started, so not over.
    expect(attemptIsOver(attemptAfter(attempt, undefined, loaded), { eip155: loaded })).toBe(false);
    const connecting = report({ status: 'connecting', pending: 'connect' });
    let next = attemptAfter(attempt, loaded, connecting);
    expect(next.started).toEqual(['eip155']);
    next = attemptAfter(next, connecting, EVM);
    expect(next.connected).toBe(true);
    // Solana has not started yet.
    expect(attemptIsOver(next, { eip155: EVM })).toBe(false);
    const solConnecting = report({ namespace: 'solana', status: 'connecting', pending: 'connect' });
    next = attemptAfter(next, undefined, solConnecting);
    next = attemptAfter(next, solConnecting, report({ namespace: 'solana' }));
    expect(attemptIsOver(next, { eip155: EVM, solana: report({ namespace: 'solana' }) })).toBe(true);
    expect(next.connected).toBe(true);
  });

  test('a report of another namespace leaves the attempt as it is', () => {
    const attempt: ConnectAttempt = { namespaces: ['eip155'], started: [], connected: false };
    expect(attemptAfter(attempt, undefined, SOL)).toBe(attempt);
  });
});
