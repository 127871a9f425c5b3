import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { MODAL_SHAKE_MS } from '../../domain/constants.ts';
import { startAsChild } from '../../test-support/reports.ts';
import { viewEntry } from '../vocabulary/views.ts';
import type { RouterFacts } from './router.facts.ts';
import { routerMachine } from './router.machine.ts';

/** §4: sign-in required and no session: close is disabled on the sign and approve views. */
const SIGN_IN_REQUIRED: Partial<RouterFacts> = { signInRequired: true, hasSignInSession: false };

function startRouter(facts: Partial<RouterFacts> = {}) {
  const clock = new SimulatedClock();
  const { actor: router } = startAsChild(routerMachine, { input: facts, clock });
  const view = () => router.getSnapshot().context.view;
  const isOpen = () => router.getSnapshot().matches('open');
  const isShaking = () => router.getSnapshot().matches({ open: 'shaking' });
  return { router, clock, view, isOpen, isShaking };
}

const solana = { caipNetworkId: 'solana:mainnet', name: 'Solana', chainNamespace: 'solana' } as const;

describe('router: opening (§2)', () => {
  it('starts closed on Connect', () => {
    const { isOpen, view } = startRouter();
    expect(isOpen()).toBe(false);
    expect(view()).toEqual(viewEntry('Connect'));
  });

  it('Opening while connected shows Account', () => {
    const { router, isOpen, view } = startRouter({ isConnected: true });
    router.send({ type: 'modal.open' });
    expect(isOpen()).toBe(true);
    expect(view()).toEqual(viewEntry('Account'));
  });

  it('Opening while not connected shows Connect', () => {
    const { router, view } = startRouter();
    router.send({ type: 'modal.open' });
    expect(view()).toEqual(viewEntry('Connect'));
  });

  it('An explicit view may be requested on open, and wins over Account while connected', () => {
    const { router, view } = startRouter({ isConnected: true });
    router.send({ type: 'modal.open', view: 'ConnectingExternal', data: { connectorId: 'io.metamask' } });
    expect(view()).toEqual({ view: 'ConnectingExternal', data: { connectorId: 'io.metamask' } });
  });

  it('With no adapters and no account, opening shows AllWallets on mobile', () => {
    const { router, view } = startRouter({ hasAdapters: false, isMobile: true });
    router.send({ type: 'modal.open' });
    expect(view()).toEqual(viewEntry('AllWallets'));
  });

  it('With no adapters and no account, opening shows the basic pairing view (ConnectingWalletConnect) otherwise', () => {
    const { router, view } = startRouter({ hasAdapters: false, isMobile: false });
    router.send({ type: 'modal.open' });
    expect(view()).toEqual(viewEntry('ConnectingWalletConnect'));
  });

  it('With no adapters but an account, opening while connected shows Account', () => {
    const { router, view } = startRouter({ hasAdapters: false, isConnected: true });
    router.send({ type: 'modal.open' });
    expect(view()).toEqual(viewEntry('Account'));
  });

  it('opening uses the facts the engine reported last', () => {
    const { router, view } = startRouter();
    router.send({ type: 'router.facts', isConnected: true });
    router.send({ type: 'router.facts', isMobile: true });
    expect(router.getSnapshot().context.facts).toMatchObject({
      isConnected: true,
      isMobile: true,
      hasAdapters: true,
    });
    router.send({ type: 'modal.open' });
    expect(view()).toEqual(viewEntry('Account'));
  });

  it('opening starts a fresh history', () => {
    const { router } = startRouter();
    router.send({ type: 'modal.open' });
    router.send({ type: 'router.push', view: 'AllWallets' });
    router.send({ type: 'modal.open', view: 'EmailLogin' });
    expect(router.getSnapshot().context.history).toEqual([]);
  });
});

describe('router: the view stack with history (§2)', () => {
  it('push shows a view on top and back returns to the one beneath, with its data', () => {
    const { router, view } = startRouter();
    router.send({ type: 'modal.open', view: 'SwitchNetwork', data: { network: solana } });
    router.send({ type: 'router.push', view: 'AllWallets' });
    expect(view()).toEqual(viewEntry('AllWallets'));
    router.send({ type: 'router.back' });
    expect(view()).toEqual({ view: 'SwitchNetwork', data: { network: solana } });
  });

  it('back from a named view goes back only while that view is shown (a flow leaving its own view)', () => {
    const { router, view, isOpen } = startRouter();
    router.send({ type: 'modal.open' });
    router.send({ type: 'router.push', view: 'SwitchNetwork', data: { network: solana } });
    router.send({ type: 'router.push', view: 'AllWallets' });
    // The switch ends after the person moved on to All Wallets: they stay there.
    router.send({ type: 'router.back', from: 'SwitchNetwork' });
    expect(view()).toEqual(viewEntry('AllWallets'));
    router.send({ type: 'router.back' });
    router.send({ type: 'router.back', from: 'SwitchNetwork' });
    expect(view()).toEqual(viewEntry('Connect'));
    expect(isOpen()).toBe(true);
  });

  it('replace swaps the current view and keeps the history beneath', () => {
    const { router, view } = startRouter();
    router.send({ type: 'modal.open' });
    router.send({ type: 'router.push', view: 'AllWallets' });
    router.send({ type: 'router.replace', view: 'ConnectingExternal', data: { connectorId: 'injected' } });
    expect(view()).toEqual({ view: 'ConnectingExternal', data: { connectorId: 'injected' } });
    expect(router.getSnapshot().context.history).toEqual([viewEntry('Connect')]);
  });

  it('reset shows a view and forgets the history', () => {
    const { router, view } = startRouter();
    router.send({ type: 'modal.open' });
    router.send({ type: 'router.push', view: 'AllWallets' });
    const data = {
      switchToChain: 'solana',
      navigateTo: 'Connect',
      navigateWithReplace: true,
      network: solana,
    } as const;
    router.send({ type: 'router.reset', view: 'SwitchActiveChain', data });
    expect(view()).toEqual({ view: 'SwitchActiveChain', data });
    expect(router.getSnapshot().context.history).toEqual([]);
  });

  it('Going back from the first view closes the modal', () => {
    const { router, isOpen } = startRouter();
    router.send({ type: 'modal.open' });
    router.send({ type: 'router.back' });
    expect(isOpen()).toBe(false);
  });

  it('Going back to Connect while an address is connected shows Account instead', () => {
    const { router, view, isOpen } = startRouter();
    router.send({ type: 'modal.open' });
    router.send({ type: 'router.push', view: 'ConnectingExternal', data: { connectorId: 'injected' } });
    router.send({ type: 'router.facts', isConnected: true });
    router.send({ type: 'router.back' });
    expect(isOpen()).toBe(true);
    expect(view()).toEqual(viewEntry('Account'));
    expect(router.getSnapshot().context.history).toEqual([]);
  });

  it('What is a wallet? opens from Connect, back returns to Connect; Get a wallet replaces it with All Wallets', () => {
    const { router, view } = startRouter();
    router.send({ type: 'modal.open' });
    router.send({ type: 'router.whatIsAWallet' });
    expect(view()).toEqual(viewEntry('WhatIsAWallet'));
    router.send({ type: 'router.back' });
    expect(view()).toEqual(viewEntry('Connect'));
    router.send({ type: 'router.whatIsAWallet' });
    router.send({ type: 'router.getAWallet' });
    expect(view()).toEqual(viewEntry('AllWallets'));
    expect(router.getSnapshot().context.history).toEqual([viewEntry('Connect')]);
    router.send({ type: 'router.back' });
    expect(view()).toEqual(viewEntry('Connect'));
  });

  it("What is a wallet? is Connect's help, and Get a wallet its button: elsewhere they change nothing", () => {
    const { router, view } = startRouter();
    router.send({ type: 'modal.open' });
    router.send({ type: 'router.getAWallet' });
    expect(view()).toEqual(viewEntry('Connect'));
    router.send({ type: 'router.push', view: 'EmailLogin' });
    router.send({ type: 'router.whatIsAWallet' });
    expect(view()).toEqual(viewEntry('EmailLogin'));
    expect(router.getSnapshot().context.history).toEqual([viewEntry('Connect')]);
  });

  it('navigation while closed is ignored: the view is decided on open', () => {
    const { router, view } = startRouter();
    router.send({ type: 'router.push', view: 'AllWallets' });
    expect(view()).toEqual(viewEntry('Connect'));
    expect(router.getSnapshot().context.history).toEqual([]);
  });
});

describe('router: closing (§2, §4)', () => {
  it('Closing resets to Connect', () => {
    const { router, view, isOpen } = startRouter({ isConnected: true });
    router.send({ type: 'modal.open' });
    router.send({ type: 'router.push', view: 'ProfileWallets' });
    router.send({ type: 'modal.close' });
    expect(isOpen()).toBe(false);
    expect(view()).toEqual(viewEntry('Connect'));
    expect(router.getSnapshot().context.history).toEqual([]);
  });

  it('Closing in embedded mode switches to Account if connected', () => {
    const { router, view, isOpen } = startRouter({ isEmbedded: true, isConnected: true });
    router.send({ type: 'modal.open', view: 'SwitchNetwork', data: { network: solana } });
    router.send({ type: 'modal.close' });
    // An embedded modal is part of the page: it stays shown and switches view.
    expect(isOpen()).toBe(true);
    expect(view()).toEqual(viewEntry('Account'));
  });

  it('Closing in embedded mode switches to Connect if not connected', () => {
    const { router, view, isOpen } = startRouter({ isEmbedded: true });
    router.send({ type: 'modal.open', view: 'AllWallets' });
    router.send({ type: 'modal.close' });
    expect(isOpen()).toBe(true);
    expect(view()).toEqual(viewEntry('Connect'));
  });

  it('Close is disabled on sign and approve views when sign-in is required and no session exists: the modal shakes instead', () => {
    const { router, view, isOpen, isShaking } = startRouter(SIGN_IN_REQUIRED);
    router.send({ type: 'modal.open', view: 'SIWXSignMessage' });
    router.send({ type: 'modal.close' });
    expect(isOpen()).toBe(true);
    expect(isShaking()).toBe(true);
    expect(view()).toEqual(viewEntry('SIWXSignMessage'));
  });

  it('Going back from the first view while close is disabled shakes instead of closing', () => {
    const { router, isOpen, isShaking } = startRouter(SIGN_IN_REQUIRED);
    router.send({ type: 'modal.open', view: 'ApproveTransaction' });
    router.send({ type: 'router.back' });
    expect(isOpen()).toBe(true);
    expect(isShaking()).toBe(true);
  });

  it('close is allowed on the sign view when sign-in is not required', () => {
    const { router, isOpen } = startRouter();
    router.send({ type: 'modal.open', view: 'SIWXSignMessage' });
    router.send({ type: 'modal.close' });
    expect(isOpen()).toBe(false);
  });

  it('close is allowed on the sign view once a session exists', () => {
    const { router, isOpen } = startRouter(SIGN_IN_REQUIRED);
    router.send({ type: 'modal.open', view: 'SIWXSignMessage' });
    router.send({ type: 'router.facts', hasSignInSession: true });
    router.send({ type: 'modal.close' });
    expect(isOpen()).toBe(false);
  });
});

describe('router: shake (§2)', () => {
  it(`A shake effect lasts 500 ms (MODAL_SHAKE_MS = ${MODAL_SHAKE_MS})`, () => {
    const { router, clock, isShaking } = startRouter();
    router.send({ type: 'modal.open' });
    router.send({ type: 'modal.shake' });
    expect(isShaking()).toBe(true);
    clock.increment(MODAL_SHAKE_MS - 1);
    expect(isShaking()).toBe(true);
    clock.increment(1);
    expect(isShaking()).toBe(false);
  });

  it('a shake during a shake lasts 500 ms from the new one', () => {
    const { router, clock, isShaking } = startRouter();
    router.send({ type: 'modal.open' });
    router.send({ type: 'modal.shake' });
    clock.increment(400);
    router.send({ type: 'modal.shake' });
    clock.increment(MODAL_SHAKE_MS - 1);
    expect(isShaking()).toBe(true);
    clock.increment(1);
    expect(isShaking()).toBe(false);
  });

  it('closing ends a running shake, and a closed modal does not shake', () => {
    const { router, isShaking } = startRouter();
    router.send({ type: 'modal.open' });
    router.send({ type: 'modal.shake' });
    router.send({ type: 'modal.close' });
    router.send({ type: 'modal.shake' });
    router.send({ type: 'modal.open' });
    expect(isShaking()).toBe(false);
  });
});

describe('router: what it reports of the stack', () => {
  it("tells the parent the stack's views after each change, the one on screen last", async () => {
    const { reportsOf } = await import('../../test-support/reports.ts');
    const { child, reports, stop } = reportsOf(routerMachine, { isConnected: true });
    const stacks = () =>
      reports.flatMap((report) => (report.type === 'router.stack' ? [report.views.join(' > ')] : []));
    child.send({ type: 'modal.open' });
    child.send({ type: 'router.push', view: 'Swap' });
    child.send({ type: 'router.push', view: 'SwapPreview' });
    child.send({ type: 'router.replace', view: 'Networks' });
    child.send({ type: 'router.back', from: 'Networks' });
    child.send({ type: 'router.reset', view: 'Account' });
    child.send({ type: 'modal.close' });
    expect(stacks()).toEqual([
      'Account',
      'Account > Swap',
      'Account > Swap > SwapPreview',
      'Account > Swap > Networks',
      'Account > Swap',
      'Account',
      // Closed: what closing leaves (Connect), so a flow whose view was stacked ends.
      'Connect',
    ]);
    stop();
  });
});
