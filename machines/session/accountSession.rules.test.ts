import { describe, expect, test } from 'vitest';
import { REPORT_ADDRESS as ADDRESS, connectionReport } from '../../test-support/connectionReports.ts';
import {
  embeddedNamespaces,
  namespacesToConnect,
  rememberWallet,
  walletListOf,
} from './accountSession.rules.ts';

const report = connectionReport;
const connected = (namespace: 'eip155' | 'solana', connectorType: 'INJECTED' | 'AUTH' = 'INJECTED') =>
  report({
    namespace,
    status: 'connected',
    connectorId: connectorType === 'AUTH' ? 'auth' : 'injected',
    connectorType,
    address: ADDRESS,
    accounts: [{ address: ADDRESS, type: 'eoa' }],
  });

describe('the account session rules', () => {
  test('§4 multi-wallet: a wallet that connects is listed, and stays listed as disconnected once it leaves', () => {
    const known = rememberWallet({}, connected('solana'));
    // A report that is not connected changes nothing that is known.
    expect(rememberWallet(known, report({ namespace: 'solana' }))).toBe(known);
    const order = ['eip155', 'solana'] as const;
    expect(walletListOf(known, { solana: connected('solana') }, 'solana', order)).toEqual([
      expect.objectContaining({ id: 'injected', status: 'active' }),
    ]);
    expect(walletListOf(known, { solana: connected('solana') }, 'eip155', order)[0]?.status).toBe(
      'connected',
    );
    expect(walletListOf(known, { solana: report({ namespace: 'solana' }) }, 'solana', order)[0]?.status).toBe(
      'disconnected',
    );
    // Connected with another wallet since: the one listed is not that one.
    const other = { ...connected('solana'), connectorId: 'other' };
    expect(walletListOf(known, { solana: other }, 'solana', order)[0]?.status).toBe('disconnected');
  });

  test("the list follows the app's namespace order, whatever order the wallets connected in", () => {
    const phantom = { ...connected('solana'), connectorId: 'phantom' };
    const known = rememberWallet(rememberWallet({}, phantom), connected('eip155'));
    const connections = { eip155: connected('eip155'), solana: phantom };
    expect(
      walletListOf(known, connections, 'eip155', ['eip155', 'solana']).map((wallet) => wallet.namespaces),
    ).toEqual([['eip155'], ['solana']]);
  });

  test('§4 multi-wallet: one wallet connected on EVM and Solana is listed once, with both namespaces', () => {
    // The embedded wallet (and a multi-chain one) connects both namespaces with the same connector.
    const known = rememberWallet(
      rememberWallet({}, connected('eip155', 'AUTH')),
      connected('solana', 'AUTH'),
    );
    const connections = { eip155: connected('eip155', 'AUTH'), solana: connected('solana', 'AUTH') };
    const list = walletListOf(known, connections, 'solana', ['eip155', 'solana']);
    expect(list).toEqual([
      {
        id: 'auth',
        connectorId: 'auth',
        namespaces: ['eip155', 'solana'],
        accounts: [
          { address: ADDRESS, type: 'eoa', namespace: 'eip155' },
          { address: ADDRESS, type: 'eoa', namespace: 'solana' },
        ],
        status: 'active',
      },
    ]);
    // One namespace left: still that one wallet, on the namespace it holds; both left: disconnected, both shown.
    const evmOnly = walletListOf(known, { eip155: connections.eip155 }, 'solana', ['eip155', 'solana']);
    expect(evmOnly.map((wallet) => [wallet.namespaces, wallet.status])).toEqual([[['eip155'], 'connected']]);
    expect(walletListOf(known, {}, 'eip155', ['eip155', 'solana'])[0]).toMatchObject({
      namespaces: ['eip155', 'solana'],
      status: 'disconnected',
    });
  });

  test('§4 multi-wallet: a wallet replaced on its namespace by another stays listed, as disconnected', () => {
    const known = rememberWallet(rememberWallet({}, connected('eip155', 'AUTH')), connected('eip155'));
    const list = walletListOf(known, { eip155: connected('eip155') }, 'eip155', ['eip155']);
    expect(list.map((wallet) => [wallet.id, wallet.status])).toEqual([
      ['auth', 'disconnected'],
      ['injected', 'active'],
    ]);
  });

  test('a connect leaves a namespace that is connected as it is', () => {
    expect(namespacesToConnect({ eip155: connected('eip155') }, ['eip155', 'solana'])).toEqual(['solana']);
    expect(namespacesToConnect({}, ['eip155'])).toEqual(['eip155']);
  });

  test('the embedded wallet is where the AUTH connector is connected', () => {
    expect(embeddedNamespaces({ eip155: connected('eip155', 'AUTH'), solana: connected('solana') })).toEqual([
      'eip155',
    ]);
    expect(embeddedNamespaces({ eip155: report({ connectorType: 'AUTH' }) })).toEqual([]);
  });
});
