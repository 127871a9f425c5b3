import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { MessageId, ViewName } from '../../headless/index.ts';
import { Connect } from './Connect.tsx';
import type { LazyViewName } from './lazyViews.ts';

/** A view of the default modal: the component that renders its body, and the header title. */
export interface ViewRegistration {
  /** The body. Connect is a plain component; every other view is lazy (a separate chunk). */
  Component: ComponentType | LazyExoticComponent<ComponentType>;
  /** The dialog's title while the view is shown: its catalogue key. */
  title: MessageId;
}

/** The dialog's title of each view of §2: its catalogue key. */
const TITLES: Readonly<Record<ViewName, MessageId>> = {
  Connect: 'modal.title.Connect',
  AllWallets: 'modal.title.AllWallets',
  ConnectingWalletConnect: 'modal.title.ConnectingWalletConnect',
  ConnectingExternal: 'modal.title.ConnectingExternal',
  ConnectingFarcaster: 'modal.title.ConnectingFarcaster',
  ConnectingSocial: 'modal.title.ConnectingSocial',
  EmailLogin: 'modal.title.EmailLogin',
  ProfileWallets: 'modal.title.ProfileWallets',
  UpdateEmailWallet: 'modal.title.UpdateEmailWallet',
  Account: 'modal.title.Account',
  SIWXSignMessage: 'modal.title.SIWXSignMessage',
  ApproveTransaction: 'modal.title.ApproveTransaction',
  SwitchNetwork: 'modal.title.SwitchNetwork',
  SwitchActiveChain: 'modal.title.SwitchActiveChain',
  RegisterAccountName: 'modal.title.RegisterAccountName',
  RegisterAccountNameSuccess: 'modal.title.RegisterAccountNameSuccess',
  Networks: 'modal.title.Networks',
  Send: 'modal.title.Send',
  Receive: 'modal.title.Receive',
  Swap: 'modal.title.Swap',
  SwapSelectToken: 'modal.title.SwapSelectToken',
  SwapPreview: 'modal.title.SwapPreview',
  OnRamp: 'modal.title.OnRamp',
  OnRampProviders: 'modal.title.OnRampProviders',
  BuyInProgress: 'modal.title.BuyInProgress',
  WhatIsAWallet: 'connect.whatIsAWallet.title',
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
