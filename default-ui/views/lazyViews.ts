import type { ComponentType } from 'react';
import type { ViewName } from '../../headless/index.ts';

/** Every view but Connect, each a chunk of its own fetched the first time it shows. */
export type LazyViewName = Exclude<ViewName, 'Connect'>;

type Load = () => Promise<ComponentType>;

/**
 * How each view's chunk loads. This table is itself a chunk, fetched on the first move away from
 * Connect, so the list of every view's files stays off the open-the-modal path (rule 5).
 */
const LOADERS: Readonly<Record<LazyViewName, Load>> = {
  AllWallets: () => import('./AllWallets.tsx').then((module) => module.AllWallets),
  ConnectingWalletConnect: () =>
    import('./ConnectingWalletConnect.tsx').then((module) => module.ConnectingWalletConnect),
  ConnectingExternal: () => import('./ConnectingExternal.tsx').then((module) => module.ConnectingExternal),
  ConnectingFarcaster: () => import('./ConnectingFarcaster.tsx').then((module) => module.ConnectingFarcaster),
  ConnectingSocial: () => import('./ConnectingSocial.tsx').then((module) => module.ConnectingSocial),
  EmailLogin: () => import('./EmailLogin.tsx').then((module) => module.EmailLogin),
  ProfileWallets: () => import('./ProfileWallets.tsx').then((module) => module.ProfileWallets),
  UpdateEmailWallet: () => import('./UpdateEmailWallet.tsx').then((module) => module.UpdateEmailWallet),
  Account: () => import('./Account.tsx').then((module) => module.Account),
  SIWXSignMessage: () => import('./SiwxSignMessage.tsx').then((module) => module.SiwxSignMessage),
  ApproveTransaction: () => import('./ApproveTransaction.tsx').then((module) => module.ApproveTransaction),
  SwitchNetwork: () => import('./SwitchNetwork.tsx').then((module) => module.SwitchNetwork),
  SwitchActiveChain: () => import('./SwitchActiveChain.tsx').then((module) => module.SwitchActiveChain),
  RegisterAccountName: () => import('./RegisterAccountName.tsx').then((module) => module.RegisterAccountName),
  RegisterAccountNameSuccess: () =>
    import('./RegisterAccountNameSuccess.tsx').then((module) => module.RegisterAccountNameSuccess),
  Networks: () => import('./Networks.tsx').then((module) => module.Networks),
  Send: () => import('./Send.tsx').then((module) => module.Send),
  Receive: () => import('./Receive.tsx').then((module) => module.Receive),
  Swap: () => import('./Swap.tsx').then((module) => module.Swap),
  SwapSelectToken: () => import('./SwapSelectToken.tsx').then((module) => module.SwapSelectToken),
  SwapPreview: () => import('./SwapPreview.tsx').then((module) => module.SwapPreview),
  OnRamp: () => import('./OnRamp.tsx').then((module) => module.OnRamp),
  OnRampProviders: () => import('./OnRampProviders.tsx').then((module) => module.OnRampProviders),
  BuyInProgress: () => import('./BuyInProgress.tsx').then((module) => module.BuyInProgress),
  WhatIsAWallet: () => import('./WhatIsAWallet.tsx').then((module) => module.WhatIsAWallet),
};

/** The view's component, as `React.lazy` wants it. */
export function loadView(view: LazyViewName): Promise<{ default: ComponentType }> {
  return LOADERS[view]().then((Component) => ({ default: Component }));
}
