/**
 * §9 "Connector order: walletConnect, recent, injected, featured, custom, external, recommended": the
 * sections of the Connect view's wallet list, as a pure function of the connectors and wallets the
 * engine knows. Installed (injected/announced) connectors come from the connectors' own issue; this
 * takes them as lists.
 *
 * Each wallet shows once. A directory wallet that is installed is shown as its connector (the
 * connector connects directly, without pairing), so it is dropped from recent, featured, custom and
 * recommended; otherwise the first section that lists a wallet keeps it.
 */
import { CONNECTOR_ORDER } from '../constants.ts';
import type { WalletListing } from '../schemas/walletDirectory.ts';
import { uniqueById } from './listing.ts';

/** A section of the Connect view, in §9's words. */
export type ConnectSection = (typeof CONNECTOR_ORDER)[number];

/** What this needs of a connector (§3 Connector: id, name, info.rdns); the engine's type may hold more. */
export interface ConnectorLike {
  id: string;
  name: string;
  info?: { rdns?: string | undefined } | undefined;
  /** The directory id of the wallet behind the connector, when known. */
  explorerId?: string | undefined;
}

/** A wallet the host adds itself (customWallets): a listing entry that may not be in the directory. */
export type CustomWallet = Pick<WalletListing, 'id' | 'name'> & Partial<WalletListing>;

/** The inputs of the Connect view's list; every one may be empty. */
export interface ConnectSources<C extends ConnectorLike> {
  /**
   * The WalletConnect entry (pairing by QR code or link, any wallet): first in the §9 order, and there
   * whether or not the directory could be fetched, so a visitor with no wallet in the browser can pair.
   */
  walletConnect?: boolean;
  recent: readonly WalletListing[];
  injected: readonly C[];
  featured: readonly WalletListing[];
  custom: readonly CustomWallet[];
  external: readonly C[];
  recommended: readonly WalletListing[];
  /** Host option excludeWalletIds: applied to recent and custom too (the directory applied it to the rest). */
  excludeWalletIds?: readonly string[];
}

/** One row of the Connect view's list: a connector, or a wallet from the directory or the host. */
export type ConnectItem<C extends ConnectorLike> =
  /** The WalletConnect entry: pairing by QR code or link, no connector or listing of its own. */
  | { section: 'walletConnect'; pairing: true }
  | { section: 'injected' | 'external'; connector: C }
  | { section: 'recent' | 'featured' | 'custom' | 'recommended'; wallet: WalletListing | CustomWallet };

/**
 * Whether a directory (or host) wallet is one of the wallets in the page: a connector with its
 * directory id, or announcing its EIP-6963 rdns. Such a wallet connects directly, without pairing.
 */
export function isInstalledBy(
  wallet: Pick<WalletListing, 'id'> & { rdns?: string | null | undefined },
  connectors: readonly ConnectorLike[],
): boolean {
  return connectors.some(
    (connector) =>
      connector.explorerId === wallet.id ||
      (wallet.rdns != null && connector.info?.rdns !== undefined && connector.info.rdns === wallet.rdns),
  );
}

/**
 * The Connect view's rows in §9 connector order (or `order`, a permutation of it). See the module
 * comment for how duplicates are resolved.
 */
export function orderConnectItems<C extends ConnectorLike>(
  sources: ConnectSources<C>,
  order: readonly ConnectSection[] = CONNECTOR_ORDER,
): ConnectItem<C>[] {
  const excluded = new Set(sources.excludeWalletIds ?? []);
  const installed = [...sources.injected, ...sources.external];
  const shown = new Set<string>();
  const wallets = (
    section: 'recent' | 'featured' | 'custom' | 'recommended',
    list: readonly (WalletListing | CustomWallet)[],
  ) =>
    uniqueById(list)
      .filter(
        (wallet) => !excluded.has(wallet.id) && !shown.has(wallet.id) && !isInstalledBy(wallet, installed),
      )
      .map((wallet): ConnectItem<C> => {
        shown.add(wallet.id);
        return { section, wallet };
      });
  const connectors = (section: 'injected' | 'external', list: readonly C[]) =>
    uniqueById(list).map((connector): ConnectItem<C> => ({ section, connector }));

  // One producer per section, so a section missing from this table is a type error.
  const sections: Record<ConnectSection, () => ConnectItem<C>[]> = {
    walletConnect: (): ConnectItem<C>[] =>
      sources.walletConnect ? [{ section: 'walletConnect', pairing: true }] : [],
    recent: () => wallets('recent', sources.recent),
    injected: () => connectors('injected', sources.injected),
    featured: () => wallets('featured', sources.featured),
    custom: () => wallets('custom', sources.custom),
    external: () => connectors('external', sources.external),
    recommended: () => wallets('recommended', sources.recommended),
  };
  return order.flatMap((section) => sections[section]());
}
