import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ViewName } from '../../headless/index.ts';
import { Connect } from './Connect.tsx';

/** A view of the default modal: the component that renders its body, and the header title. */
export interface ViewRegistration {
  /** The body. Connect is a plain component; every other view is lazy (a separate chunk). */
  Component: ComponentType | LazyExoticComponent<ComponentType>;
  /** The dialog's title while the view is shown. */
  title: string;
}

// Rule 5: opening the modal loads only what Connect needs. Each lazy() below is a separate chunk,
// fetched the first time its view is shown. Views whose flows are not built yet share one chunk.
const AllWallets = lazy(() => import('./AllWallets.tsx').then((module) => ({ default: module.AllWallets })));
const ConnectingWalletConnect = lazy(() =>
  import('./ConnectingWalletConnect.tsx').then((module) => ({ default: module.ConnectingWalletConnect })),
);
const ConnectingExternal = lazy(() =>
  import('./ConnectingExternal.tsx').then((module) => ({ default: module.ConnectingExternal })),
);
const Account = lazy(() => import('./Account.tsx').then((module) => ({ default: module.Account })));
const ProfileWallets = lazy(() =>
  import('./ProfileWallets.tsx').then((module) => ({ default: module.ProfileWallets })),
);
const Networks = lazy(() => import('./Networks.tsx').then((module) => ({ default: module.Networks })));
const SwitchNetwork = lazy(() =>
  import('./SwitchNetwork.tsx').then((module) => ({ default: module.SwitchNetwork })),
);
const SwitchActiveChain = lazy(() =>
  import('./SwitchActiveChain.tsx').then((module) => ({ default: module.SwitchActiveChain })),
);
const SiwxSignMessage = lazy(() =>
  import('./SiwxSignMessage.tsx').then((module) => ({ default: module.SiwxSignMessage })),
);
const Send = lazy(() => import('./Send.tsx').then((module) => ({ default: module.Send })));
const Receive = lazy(() => import('./Receive.tsx').then((module) => ({ default: module.Receive })));
const EmailLogin = lazy(() => import('./EmailLogin.tsx').then((module) => ({ default: module.EmailLogin })));
const Placeholder = lazy(() =>
  import('./PlaceholderView.tsx').then((module) => ({ default: module.PlaceholderView })),
);

/**
 * Every view of §2 and how the default modal renders it. The router decides which view is shown; this
 * only maps the name to a body and a title. Replacing a placeholder is a one-line change here.
 */
export const VIEW_REGISTRY: Readonly<Record<ViewName, ViewRegistration>> = {
  Connect: { Component: Connect, title: 'Connect Wallet' },
  AllWallets: { Component: AllWallets, title: 'All Wallets' },
  ConnectingWalletConnect: { Component: ConnectingWalletConnect, title: 'Connect with a mobile wallet' },
  ConnectingExternal: { Component: ConnectingExternal, title: 'Connecting' },
  ConnectingFarcaster: { Component: Placeholder, title: 'Sign in with Farcaster' },
  EmailLogin: { Component: EmailLogin, title: 'Continue with email' },
  ProfileWallets: { Component: ProfileWallets, title: 'Your wallets' },
  UpdateEmailWallet: { Component: Placeholder, title: 'Change email' },
  Account: { Component: Account, title: 'Account' },
  SIWXSignMessage: { Component: SiwxSignMessage, title: 'Sign in' },
  ApproveTransaction: { Component: Placeholder, title: 'Approve transaction' },
  SwitchNetwork: { Component: SwitchNetwork, title: 'Switch network' },
  SwitchActiveChain: { Component: SwitchActiveChain, title: 'Switch chain' },
  RegisterAccountName: { Component: Placeholder, title: 'Choose a name' },
  RegisterAccountNameSuccess: { Component: Placeholder, title: 'Name registered' },
  Networks: { Component: Networks, title: 'Choose Network' },
  Send: { Component: Send, title: 'Send' },
  Receive: { Component: Receive, title: 'Receive' },
};
