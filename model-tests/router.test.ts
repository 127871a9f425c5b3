/**
 * Model test of the router (§2): paths generated from its graph, with the §2 open/close rules
 * asserted at the states where they apply.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { type RouterEvent, routerMachine, type ViewName, viewEntry } from '../machines/index.ts';
import { EffectLog } from './effects.ts';
import { describeModel } from './harness.ts';

type RouterSnapshot = SnapshotFrom<typeof routerMachine>;

/** §4: close is disabled on the sign and approve views when sign-in is required and no session exists. */
const CLOSE_DISABLED_ON: readonly ViewName[] = ['SIWXSignMessage', 'ApproveTransaction'];
const closeRefused = ({ facts, view }: RouterSnapshot['context']) =>
  facts.signInRequired && !facts.hasSignInSession && CLOSE_DISABLED_ON.includes(view.view);

const network = { caipNetworkId: 'solana:mainnet', name: 'Solana', chainNamespace: 'solana' } as const;

/** The graph vertex: state, views on the stack and facts; views' data do not change the rules. */
function vertexOf(snapshot: RouterSnapshot): string {
  const { view, history, facts } = snapshot.context;
  return JSON.stringify([snapshot.value, [...history, view].map((entry) => entry.view), facts]);
}

function previousOf(previous: unknown): RouterSnapshot {
  // Assertions below read `previous` only for steps after the initial one, where it is set.
  if (!previous) throw new Error('no previous snapshot');
  return previous as RouterSnapshot;
}

/** The views the router told its parent went for good (reportViewGone), per step. */
const gone = new EffectLog<ViewName>();

describeModel(routerMachine, {
  effects: [gone],
  provide: {
    actions: {
      reportViewGone: ({ context }) => gone.record(context.view.view),
    },
  },
  events: {
    'modal.open': [{ type: 'modal.open' }, { type: 'modal.open', view: 'SIWXSignMessage' }],
    'router.push': [{ type: 'router.push', view: 'AllWallets' }],
    'router.replace': [
      { type: 'router.replace', view: 'ConnectingExternal', data: { connectorId: 'injected' } },
    ],
    'router.reset': [
      {
        type: 'router.reset',
        view: 'SwitchActiveChain',
        data: { switchToChain: 'solana', navigateTo: 'Connect', network },
      },
    ],
    'router.back': [
      { type: 'router.back' },
      // A flow leaving its own view: on it (back), or after the person moved on (nothing happens).
      { type: 'router.back', from: 'AllWallets' },
      { type: 'router.back', from: 'SwitchActiveChain' },
    ],
    // The newcomer's help (Connect's quiet link) and its "Get a wallet".
    'router.whatIsAWallet': [{ type: 'router.whatIsAWallet' }],
    'router.getAWallet': [{ type: 'router.getAWallet' }],
    'router.facts': [
      { type: 'router.facts', isConnected: true },
      { type: 'router.facts', isConnected: false },
      { type: 'router.facts', isEmbedded: true },
      { type: 'router.facts', hasAdapters: false },
      { type: 'router.facts', isMobile: true },
      { type: 'router.facts', signInRequired: true },
      { type: 'router.facts', hasSignInSession: true },
    ],
  },
  // Two views deep is enough for every §2 rule about history.
  // A session matters only once sign-in is required.
  filterEvents: (snapshot, event) => {
    if (event.type === 'router.push' || event.type === 'router.whatIsAWallet')
      return snapshot.context.history.length < 1;
    if (event.type === 'router.facts' && event.hasSignInSession) return snapshot.context.facts.signInRequired;
    return true;
  },
  serializeState: vertexOf,
  states: {
    closed: (snapshot: RouterSnapshot) => {
      // §2 "Closing resets to Connect" (and the router starts there).
      expect(snapshot.context.view).toEqual(viewEntry('Connect'));
      expect(snapshot.context.history).toEqual([]);
      // Closing is reported as closing (router.closed), not as its view going.
      expect(gone.step).toEqual([]);
    },
    open: (snapshot: RouterSnapshot, { event, previous }) => {
      const { view, history, facts } = snapshot.context;
      const type = event.type as RouterEvent['type'];
      if (type === 'modal.open') {
        const requested = (event as Extract<RouterEvent, { type: 'modal.open' }>).view;
        // §2 "An explicit view may be requested on open", else "Opening while connected shows Account;
        // otherwise Connect", and "with no adapters and no account, opening shows AllWallets on mobile
        // and the basic pairing view (ConnectingWalletConnect) otherwise".
        const expected: ViewName = requested
          ? requested
          : facts.isConnected
            ? 'Account'
            : !facts.hasAdapters
              ? facts.isMobile
                ? 'AllWallets'
                : 'ConnectingWalletConnect'
              : 'Connect';
        expect(view.view).toBe(expected);
        expect(history).toEqual([]);
      }
      if (type === 'router.back') {
        const before = previousOf(previous).context;
        const from = (event as Extract<RouterEvent, { type: 'router.back' }>).from;
        if (from !== undefined && before.view.view !== from) {
          // Leaving a view that is no longer shown changes nothing.
          expect(view).toEqual(before.view);
          expect(history).toEqual(before.history);
        } else if (before.history.length === 0) {
          // §2 "Going back from the first view closes the modal": still open only if embedded or refused.
          expect(facts.isEmbedded || closeRefused(before)).toBe(true);
        } else {
          const below = before.history.at(-1)?.view;
          // §2 "Going back to Connect while an address is connected shows Account instead."
          expect(view.view).toBe(below === 'Connect' && facts.isConnected ? 'Account' : below);
          expect(history).toHaveLength(before.history.length - 1);
        }
      }
      if (type === 'modal.close') {
        const before = previousOf(previous).context;
        if (closeRefused(before)) {
          // §4: close is refused on sign and approve views; the modal shakes instead.
          expect(snapshot.matches({ open: 'shaking' })).toBe(true);
          expect(view).toEqual(before.view);
        } else {
          // §2 "in embedded mode it switches to Account if connected, otherwise Connect".
          expect(facts.isEmbedded).toBe(true);
          expect(view.view).toBe(facts.isConnected ? 'Account' : 'Connect');
          expect(history).toEqual([]);
        }
      }
      if (type === 'router.push') {
        const before = previousOf(previous).context;
        expect(history).toEqual([...before.history, before.view]);
      }
      if (type === 'router.whatIsAWallet') {
        // The help for newcomers opens only from Connect, on top of it (back returns there).
        const before = previousOf(previous).context;
        if (before.view.view === 'Connect') {
          expect(view).toEqual(viewEntry('WhatIsAWallet'));
          expect(history).toEqual([...before.history, before.view]);
        } else {
          expect(view).toEqual(before.view);
          expect(history).toEqual(before.history);
        }
      }
      if (type === 'router.getAWallet') {
        // "Get a wallet": All Wallets in the help's place, so back from it goes to Connect.
        const before = previousOf(previous).context;
        expect(view).toEqual(before.view.view === 'WhatIsAWallet' ? viewEntry('AllWallets') : before.view);
        expect(history).toEqual(before.history);
      }
      // The parent hears of a view going for good (its flow may end, as a social login's does), and
      // of nothing else: a replace, a reset, a "Get a wallet" or a back that moved; a push keeps the
      // view beneath.
      const before = previousOf(previous);
      const wentBack = type === 'router.back' && history.length < before.context.history.length;
      const gotAWallet = type === 'router.getAWallet' && before.context.view.view === 'WhatIsAWallet';
      const goes =
        before.matches('open') &&
        (type === 'router.replace' || type === 'router.reset' || wentBack || gotAWallet);
      expect(gone.step).toEqual(goes ? [before.context.view.view] : []);
    },
    'open.shaking': (_snapshot: RouterSnapshot, { event, previous }) => {
      const before = previousOf(previous);
      const closing = event.type === 'modal.close' || event.type === 'router.back';
      const refused = closing && closeRefused(before.context);
      // The modal shakes only when asked to, or when a close is refused (§4), and then stays shaking.
      expect(event.type === 'modal.shake' || refused || before.matches({ open: 'shaking' })).toBe(true);
    },
    'open.still': (_snapshot: RouterSnapshot, { event, previous }) => {
      // §2 "A shake effect lasts 500 ms": a shake ends by its MODAL_SHAKE_MS delay (or a fresh open).
      if (previous?.matches({ open: 'shaking' }) && event.type !== 'modal.open') {
        expect(event.type).toMatch(/^xstate\.after\.MODAL_SHAKE_MS\./);
      }
    },
  },
});
