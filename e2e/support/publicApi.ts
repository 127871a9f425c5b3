/**
 * What a host app can read of the demo's modal: Portico's public entry (`portico`, the repository's
 * headless/index.ts) called in the page with the page's own modal (both set by demo/testHook.ts).
 * Tests read the page or this public API, never the root statechart's private context or children.
 */
import type { Page } from 'playwright-core';
import type { GetAccountReturnType } from '../../headless/actions/getAccount.ts';
import type { PendingRequest } from '../../headless/actions/pendingRequest.ts';

/**
 * An expression for `page.evaluate` that resolves with `body`'s value, where `portico` is the public
 * entry and `modal` the page's modal.
 */
export function withPublicApi(body: string): string {
  return `Promise.resolve(window.porticoDemo).then(({ portico, modal }) => ${body})`;
}

/** The parts of `getAccount(modal, { namespace })` a test compares (all serialisable). */
export type AccountReading = Pick<
  GetAccountReturnType,
  'namespace' | 'status' | 'isConnected' | 'address' | 'caipAddress' | 'connectorId' | 'connectorType'
>;

/** `getAccount(modal, { namespace })` in the page, as a host app reads its account. */
export function accountIn(page: Page, namespace: 'eip155' | 'solana'): Promise<AccountReading> {
  return page.evaluate(
    withPublicApi(
      `(({ namespace, status, isConnected, address, caipAddress, connectorId, connectorType }) =>
        ({ namespace, status, isConnected, address, caipAddress, connectorId, connectorType }))(
        portico.getAccount(modal, { namespace: ${JSON.stringify(namespace)} }))`,
    ),
  ) as Promise<AccountReading>;
}

/**
 * `'<connectorId> <address>'` of the namespace's account once connected, '' before: poll it until the
 * expected connection shows.
 */
export async function connectedAccount(page: Page, namespace: 'eip155' | 'solana'): Promise<string> {
  const account = await accountIn(page, namespace);
  return account.isConnected ? `${account.connectorId} ${account.address}` : '';
}

/** `getPendingRequest(modal)` in the page: the embedded-wallet request awaiting approval, if any. */
export function pendingRequestIn(
  page: Page,
): Promise<Pick<PendingRequest, 'id' | 'method' | 'caipNetworkId'> | null> {
  return page.evaluate(
    withPublicApi(
      `((request) => request ? { id: request.id, method: request.method, caipNetworkId: request.caipNetworkId } : null)(
        portico.getPendingRequest(modal))`,
    ),
  ) as Promise<Pick<PendingRequest, 'id' | 'method' | 'caipNetworkId'> | null>;
}
