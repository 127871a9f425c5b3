/**
 * The legacy injected wallet: `window.ethereum`, from before EIP-6963. Shown as an INJECTED connector
 * only when it is not one of the announced providers (most modern wallets set both, and a wallet must
 * show once).
 */
import type { Connector, ConnectorEntry, Eip1193Provider, Eip6963ProviderDetail } from './types.ts';

/** The id of the legacy injected connector. */
export const INJECTED_CONNECTOR_ID = 'injected';
/** Its name: `window.ethereum` says nothing reliable about which wallet it is. */
export const INJECTED_CONNECTOR_NAME = 'Browser Wallet';

/** `window.ethereum` when it looks like an EIP-1193 provider. */
export function getInjectedProvider(target: Window): Eip1193Provider | undefined {
  const candidate: unknown = (target as Window & { ethereum?: unknown }).ethereum;
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  return typeof (candidate as { request?: unknown }).request === 'function'
    ? (candidate as Eip1193Provider)
    : undefined;
}

/**
 * The INJECTED connector for `window.ethereum`, or `undefined` when there is none or an announced
 * provider is the same object.
 */
export function legacyInjectedConnector(
  target: Window,
  announced: readonly Eip6963ProviderDetail[],
): ConnectorEntry | undefined {
  const provider = getInjectedProvider(target);
  if (!provider || announced.some((detail) => detail.provider === provider)) return undefined;
  const connector: Connector = {
    id: INJECTED_CONNECTOR_ID,
    name: INJECTED_CONNECTOR_NAME,
    type: 'INJECTED',
    chain: 'eip155',
    namespaces: ['eip155'],
  };
  return { connector, evm: provider };
}
