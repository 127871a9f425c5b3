/**
 * The modal's named views (§2) and the data each one carries.
 *
 * `ViewDataMap` is the one place a view is declared: its key is the view name, its value the data the
 * view needs (`undefined` when it needs none). Everything else (`ViewName`, `ViewEntry`, the router's
 * events) is derived from it, so a feature view (Swap, Send, Receive, OnRamp, Transactions…) is added
 * with one line here, or from a feature module by declaration merging of the interface.
 */

import type { SocialProvider } from '../../domain/socialProviders.ts';

/** The chain namespaces of §3 a view can name. */
export type ViewChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos';

/**
 * A network as a view refers to it (§3 Network, the fields a view shows and the engine needs to find it).
 * The network actor holds the full record; a view only carries the reference.
 */
export interface ViewNetwork {
  /** `namespace:id`, e.g. `eip155:1`. */
  caipNetworkId: `${string}:${string}`;
  name: string;
  chainNamespace: ViewChainNamespace;
}

/** Data of the SwitchActiveChain view (§2): switching to a network on another chain namespace. */
export interface SwitchActiveChainData {
  /** The chain namespace to switch to. */
  switchToChain: ViewChainNamespace;
  /** Where to go after the switch; the spec names only Connect. */
  navigateTo?: 'Connect';
  /** Whether that navigation replaces the current view instead of pushing. */
  navigateWithReplace?: boolean;
  /** The network to switch to. */
  network: ViewNetwork;
}

/** Every view of §2, mapped to the data it carries (`undefined`: none). */
export interface ViewDataMap {
  Connect: undefined;
  AllWallets: undefined;
  ConnectingWalletConnect: undefined;
  /** Waiting for an external (injected) wallet: which connector. */
  ConnectingExternal: { connectorId: string };
  ConnectingFarcaster: undefined;
  /** A social login: the provider picked (its popup, or the page, shows the provider's page). */
  ConnectingSocial: { provider: SocialProvider };
  EmailLogin: undefined;
  ProfileWallets: undefined;
  UpdateEmailWallet: undefined;
  Account: undefined;
  SIWXSignMessage: undefined;
  ApproveTransaction: undefined;
  /** Confirm switching to this network. */
  SwitchNetwork: { network: ViewNetwork };
  SwitchActiveChain: SwitchActiveChainData;
  RegisterAccountName: undefined;
  RegisterAccountNameSuccess: undefined;
  /** The app's networks, to choose the active one (the network button and the unsupported-chain UI). */
  Networks: undefined;
  /** §2 lazily loaded send: pick a token, amount, receiver, review, send (§4 Send flow). */
  Send: undefined;
  /** §2 lazily loaded receive: the connected address, its QR code and the networks it receives on. */
  Receive: undefined;
  /** §2 lazily loaded swaps: the tokens to sell and buy, the amount, the live quote. */
  Swap: undefined;
  /** Choose the token to sell (`side: 'source'`) or to buy (`side: 'to'`). */
  SwapSelectToken: { side: 'source' | 'to' };
  /** Review the quoted swap: amounts, price impact, network cost, slippage; approve and swap. */
  SwapPreview: undefined;
  /** §2 lazily loaded on-ramp: the currency to buy, the currency and amount to pay, the live quote. */
  OnRamp: undefined;
  /** The on-ramp providers with their fee ranges (§9) and quotes: choosing one opens its page. */
  OnRampProviders: undefined;
  /** Waiting for the provider's purchase to reach the wallet, then its success. */
  BuyInProgress: undefined;
  /** For a visitor new to wallets: what a wallet is, "Get a wallet" (All Wallets) and "Learn more". */
  WhatIsAWallet: undefined;
}

/** The name of a view of the modal (§2). */
export type ViewName = keyof ViewDataMap;

/**
 * One entry of the view stack: a view and, when the view needs it, its data. Views without data may
 * omit `data`; views with data must carry it, so a wrong or missing payload is a type error.
 */
export type ViewEntry = {
  [V in ViewName]: ViewDataMap[V] extends undefined
    ? { view: V; data?: undefined }
    : { view: V; data: ViewDataMap[V] };
}[ViewName];

/** The entry of the given data-less view, e.g. `viewEntry('Account')`. */
export function viewEntry<V extends ViewName>(
  view: V,
  ...data: ViewDataMap[V] extends undefined ? [] : [ViewDataMap[V]]
): Extract<ViewEntry, { view: V }> {
  // The rest tuple makes `data` present exactly when the view needs it, so the built object is that
  // view's entry; TypeScript cannot follow the conditional through the spread, hence the assertion.
  return (data.length > 0 ? { view, data: data[0] } : { view }) as Extract<ViewEntry, { view: V }>;
}
