/**
 * Connection reports (machines/vocabulary/reports.ts `ConnectionReport`) as the coordinators hear them, for
 * the model and unit tests of the root, the account session and their rules.
 */
import type { ConnectionReport } from '../machines/vocabulary/reports.ts';

/** The address the samples connect. */
export const REPORT_ADDRESS = '0x1111111111111111111111111111111111111111';

/** A report of eip155, disconnected, with these fields changed. */
export function connectionReport(fields: Partial<ConnectionReport>): ConnectionReport {
  return {
    namespace: 'eip155',
    status: 'disconnected',
    connectorId: undefined,
    connectorType: undefined,
    address: undefined,
    caipAddress: undefined,
    caipNetworkId: undefined,
    accounts: [],
    pending: undefined,
    ...fields,
  };
}

/** eip155 connected on `chain` with a page wallet (INJECTED) or the embedded wallet (AUTH). */
export function connectedReport(
  chain: 'eip155:1' | 'eip155:137',
  connectorType: 'INJECTED' | 'AUTH' = 'INJECTED',
): ConnectionReport {
  return connectionReport({
    status: 'connected',
    connectorId: connectorType === 'AUTH' ? 'auth' : 'injected',
    connectorType,
    address: REPORT_ADDRESS,
    caipAddress: `${chain}:${REPORT_ADDRESS}`,
    caipNetworkId: chain,
    accounts: [{ address: REPORT_ADDRESS, type: 'eoa' }],
  });
}
