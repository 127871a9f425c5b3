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
      expect.objectContaining({ id: 'injected:solana', status: 'active' }),
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
    const known = rememberWallet(rememberWallet({}, connected('solana')), connected('eip155'));
    const connections = { eip155: connected('eip155'), solana: connected('solana') };
    expect(
      walletListOf(known, connections, 'eip155', ['eip155', 'solana']).map((wallet) => wallet.namespace),
    ).toEqual(['eip155', 'solana']);
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
