import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ViewName } from '../../headless/index.ts';
import { Connect } from './Connect.tsx';
import type { LazyViewName } from './lazyViews.ts';

/** A view of the default modal: the component that renders its body, and the header title. */
export interface ViewRegistration {
  /** The body. Connect is a plain component; every other view is lazy (a separate chunk). */
  Component: ComponentType | LazyExoticComponent<ComponentType>;
  /** The dialog's title while the view is shown. */
  title: string;
}

/** The dialog's title of each view of §2. */
const TITLES: Readonly<Record<ViewName, string>> = {
  Connect: 'Connect Wallet',
  AllWallets: 'All Wallets',
  ConnectingWalletConnect: 'Connect with a mobile wallet',
  ConnectingExternal: 'Connecting',
  ConnectingFarcaster: 'Sign in with Farcaster',
  EmailLogin: 'Continue with email',
  ProfileWallets: 'Your wallets',
  UpdateEmailWallet: 'Change email',
  Account: 'Account',
  SIWXSignMessage: 'Sign in',
  ApproveTransaction: 'Approve transaction',
  SwitchNetwork: 'Switch network',
  SwitchActiveChain: 'Switch chain',
  RegisterAccountName: 'Choose a name',
  RegisterAccountNameSuccess: 'Name registered',
  Networks: 'Choose Network',
  Send: 'Send',
  Receive: 'Receive',
};

// Rule 5: opening the modal loads only what Connect needs. Any other view loads the table of view
// chunks (views/lazyViews.ts) and then its own chunk, the first time it shows.
const lazyView = (view: LazyViewName) =>
  lazy(() => import('./lazyViews.ts').then((views) => views.loadView(view)));

/**
 * Every view of §2 and how the default modal renders it. The router decides which view is shown; this
 * only maps the name to a body and a title.
 */
export const VIEW_REGISTRY = Object.fromEntries(
  (Object.keys(TITLES) as ViewName[]).map((view) => [
    view,
    { Component: view === 'Connect' ? Connect : lazyView(view), title: TITLES[view] },
  ]),
) as Readonly<Record<ViewName, ViewRegistration>>;
