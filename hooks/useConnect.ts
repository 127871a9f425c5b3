import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { type Connector, connect, isInPageConnectorType, isInstalledBy } from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';
import { useEngine } from './useEngine.ts';

const NO_CONNECTORS: readonly Connector[] = [];
const selectConnectors = (connectors: readonly Connector[] | undefined) => connectors ?? NO_CONNECTORS;

/** What identifies a directory wallet: its id and, when it has one, its EIP-6963 rdns. */
export interface DirectoryWalletIds {
  readonly id: string;
  readonly rdns?: string | null | undefined;
}

/**
 * The wallets in the page (§1: injected, EIP-6963 announced, Wallet Standard Solana wallets; a wallet
 * offering several namespaces shows once, as MULTI_CHAIN) and `connect`, which connects a connector on
 * every namespace the app uses that it supports (the engine decides which). Follow the result with
 * `useAccount`: status connecting, then connected, or an error ('Connection rejected', 'Failed to
 * connect', 'Modal closed'). `installed` are the wallets in the page to list as such;
 * `isInstalled(wallet)` tells whether a directory wallet is one of them (same rdns or directory id).
 */
export function useConnect() {
  const modal = usePortico();
  const connectors = useSelector(useEngine()?.connectorList, selectConnectors);
  const installed = useMemo(
    () => connectors.filter((connector) => isInPageConnectorType(connector.type)),
    [connectors],
  );
  const isInstalled = useMemo(
    () => (wallet: DirectoryWalletIds) => isInstalledBy(wallet, installed),
    [installed],
  );

  const connectWith = useMemo(
    // The outcome shows in useAccount (status, error): the promise's rejection is not the UI's to handle.
    () => (connectorId: string) => void connect(modal, { connectorId }).catch(() => {}),
    [modal],
  );

  return { connectors, installed, isInstalled, connect: connectWith };
}
