/**
 * How Portico's eip155 account reads to wagmi, and which connector events turn wagmi's view of it into
 * the next one. Pure: the connector feeds it every account change Portico reports.
 */
import { type Address, getAddress, isAddress } from 'viem';
import type { GetAccountReturnType } from '../headless/index.ts';

/** A connection as wagmi keeps it: the accounts (the selected one first) and the wallet's chain. */
export interface WagmiConnection {
  readonly accounts: readonly [Address, ...Address[]];
  readonly chainId: number;
}

/** An event of wagmi's connector emitter (`ConnectorEventMap`), with its data. */
export type ConnectorEvent =
  | { readonly type: 'connect'; readonly data: WagmiConnection }
  | { readonly type: 'change'; readonly data: { accounts?: readonly Address[]; chainId?: number } }
  | { readonly type: 'disconnect' };

/** The chain id of an eip155 CAIP-2 id (`eip155:137` → 137); undefined for any other namespace. */
export function evmChainIdOf(caipNetworkId: string | undefined): number | undefined {
  const match = /^eip155:(\d+)$/.exec(caipNetworkId ?? '');
  return match ? Number(match[1]) : undefined;
}

/**
 * The account as wagmi must see it: undefined while nothing is connected on eip155. Addresses are
 * checksummed (wagmi hands them to viem as they are); the selected address comes first. A wallet that
 * reports no chain is taken to be on `fallbackChainId`.
 */
export function wagmiConnectionOf(
  account: GetAccountReturnType,
  fallbackChainId: number,
): WagmiConnection | undefined {
  if (!account.isConnected) return undefined;
  const listed = [account.address, ...account.accounts.map((entry) => entry.address)];
  const unique = [...new Set(listed.filter((address) => address !== undefined && isAddress(address)))];
  const [first, ...rest] = unique.map((address) => getAddress(address));
  if (!first) return undefined;
  return { accounts: [first, ...rest], chainId: evmChainIdOf(account.caipNetworkId) ?? fallbackChainId };
}

const sameAccounts = (a: readonly Address[], b: readonly Address[]) =>
  a.length === b.length && a.every((address, index) => address === b[index]);

/**
 * What wagmi must be told when Portico's connection goes from `previous` to `next`: a connection that
 * appears is a 'connect' (wagmi adopts it unless it is connecting itself), one that goes is a
 * 'disconnect', and a connection that stays reports its new accounts or chain in one 'change'.
 */
export function connectorEvents(
  previous: WagmiConnection | undefined,
  next: WagmiConnection | undefined,
): ConnectorEvent[] {
  if (!previous) return next ? [{ type: 'connect', data: next }] : [];
  if (!next) return [{ type: 'disconnect' }];
  const data: { accounts?: readonly Address[]; chainId?: number } = {};
  if (!sameAccounts(previous.accounts, next.accounts)) data.accounts = next.accounts;
  if (previous.chainId !== next.chainId) data.chainId = next.chainId;
  return Object.keys(data).length > 0 ? [{ type: 'change', data }] : [];
}
