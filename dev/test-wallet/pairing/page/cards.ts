/** The page's cards: a proposal, a sign-in request, a session and a request, as DOM built with `h`. */
import type { AuthenticateView, ProposalView, RequestOutcome, RequestView, SessionView } from '../options.ts';
import { h } from './dom.ts';

const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : '—');

const appHeader = (app: ProposalView['app'], badge?: Node) =>
  h(
    'header',
    {},
    // An app's icon is another site's URL: one that does not load is hidden, not shown broken.
    app.icons[0]
      ? h('img', {
          src: app.icons[0],
          alt: '',
          onerror: (event: Event) => (event.target as HTMLElement).remove(),
        })
      : null,
    h('div', {}, h('h3', {}, app.name), h('div', { class: 'url' }, app.url)),
    badge,
  );

/** The verification badge: VALID, INVALID or UNKNOWN (and a scam warning). */
export function badge(validation: string, isScam = false): HTMLElement {
  return h(
    'span',
    {
      class: 'badge',
      'data-validation': validation,
      'data-scam': String(isScam),
      'aria-label': `Verification ${validation}`,
    },
    isScam ? `${validation} — SCAM` : validation,
  );
}

const decisionButtons = (actions: { approve(): void; reject(): void }) =>
  h(
    'div',
    { class: 'actions' },
    h('button', { type: 'button', class: 'primary', onclick: actions.approve }, 'Approve'),
    h('button', { type: 'button', class: 'danger', onclick: actions.reject }, 'Reject'),
  );

/** A proposal with Approve / Reject; once expired, its error and Dismiss. */
export function proposalCard(
  view: ProposalView,
  actions: { approve(): void; reject(): void; dismiss(): void },
): HTMLElement {
  const cannot = view.approvableChains.length === 0 || view.unsupportedRequiredChains.length > 0;
  const expired = view.status === 'expired';
  return h(
    'article',
    { class: 'card proposal', 'data-proposal-id': String(view.id) },
    appHeader(view.app, badge(view.validation, view.isScam)),
    h(
      'dl',
      {},
      h('dt', {}, 'Description'),
      h('dd', {}, view.app.description || '—'),
      h('dt', {}, 'Verified origin'),
      h('dd', {}, view.verifiedOrigin || '—'),
      h('dt', {}, 'Required chains'),
      h('dd', {}, list(view.requiredChains)),
      h('dt', {}, 'Optional chains'),
      h('dd', {}, list(view.optionalChains)),
      h('dt', {}, 'Methods'),
      h('dd', {}, list(view.methods)),
      h('dt', {}, 'Events'),
      h('dd', {}, list(view.events)),
      h('dt', {}, 'Would approve'),
      h(
        'dd',
        {},
        cannot
          ? `nothing (unsupported: ${list(view.unsupportedRequiredChains)})`
          : list(view.approvableChains),
      ),
    ),
    view.signIn ? signInSection(view.signIn) : null,
    view.error ? h('div', { class: 'outcome-error' }, expired ? `Expired: ${view.error}` : view.error) : null,
    expired
      ? h('div', { class: 'actions' }, h('button', { type: 'button', onclick: actions.dismiss }, 'Dismiss'))
      : decisionButtons(actions),
  );
}

/** What a sign-in asks: the site, its page, the chains and the statement. */
function signInDetails(signIn: { domain: string; uri: string; chains: string[]; statement?: string }) {
  return h(
    'dl',
    {},
    h('dt', {}, 'Domain'),
    h('dd', {}, signIn.domain),
    h('dt', {}, 'URI'),
    h('dd', {}, signIn.uri || '—'),
    h('dt', {}, 'Chains'),
    h('dd', {}, list(signIn.chains)),
    h('dt', {}, 'Statement'),
    h('dd', {}, signIn.statement ?? '—'),
  );
}

/** The sign-in a proposal carries: approving signs it. */
function signInSection(signIn: NonNullable<ProposalView['signIn']>): HTMLElement {
  return h(
    'section',
    { class: 'sign-in', 'aria-label': 'Sign-in request' },
    h('h3', {}, 'Sign-in request'),
    signInDetails(signIn),
  );
}

/** A one-click sign-in request (the deprecated authenticate) with Approve / Reject. */
export function authenticateCard(
  view: AuthenticateView,
  actions: { approve(): void; reject(): void },
): HTMLElement {
  return h(
    'article',
    { class: 'card authenticate', 'data-authenticate-id': String(view.id) },
    appHeader(view.app, badge(view.validation)),
    signInDetails(view),
    decisionButtons(actions),
  );
}

/** A session with Disconnect and the event buttons. */
export function sessionCard(
  view: SessionView,
  /** The EVM chains the wallet has (chainChanged to one outside the session adds it first). */
  walletChains: readonly string[],
  actions: {
    disconnect(): void;
    emitChainChanged(chain: string): void;
    emitAccountsChanged(): void;
  },
): HTMLElement {
  const sessionChains = view.namespaces.eip155?.chains ?? [];
  const evmChains = sessionChains.length > 0 ? [...new Set([...sessionChains, ...walletChains])] : [];
  const select = h(
    'select',
    { 'aria-label': 'Chain for chainChanged' },
    ...evmChains.map((c) => h('option', { value: c }, c)),
  );
  const rows = Object.entries(view.namespaces).flatMap(([key, ns]) => [
    h('dt', {}, key),
    h('dd', {}, `${list(ns.accounts)}; methods ${list(ns.methods)}; events ${list(ns.events)}`),
  ]);
  return h(
    'article',
    { class: 'card session', 'data-topic': view.topic },
    appHeader(view.app),
    h(
      'dl',
      {},
      h('dt', {}, 'Topic'),
      h('dd', {}, view.topic),
      ...(view.state ? [h('dt', {}, 'State'), h('dd', {}, view.state)] : []),
      ...rows,
    ),
    h(
      'div',
      { class: 'actions' },
      evmChains.length > 0 ? select : null,
      evmChains.length > 0
        ? h(
            'button',
            { type: 'button', onclick: () => actions.emitChainChanged(select.value) },
            'Emit chainChanged',
          )
        : null,
      evmChains.length > 0
        ? h('button', { type: 'button', onclick: actions.emitAccountsChanged }, 'Emit accountsChanged')
        : null,
      h('button', { type: 'button', class: 'danger', onclick: actions.disconnect }, 'Disconnect'),
    ),
  );
}

/** One request in the log: waiting (with Approve / Reject) or answered. */
export function requestItem(
  view: RequestView,
  outcome: RequestOutcome | undefined,
  actions: { approve(): void; reject(): void },
): HTMLElement {
  const status =
    outcome === undefined
      ? decisionButtons(actions)
      : outcome.error
        ? h('div', { class: 'outcome-error' }, `Error ${outcome.error.code}: ${outcome.error.message}`)
        : h('div', { class: 'outcome-ok' }, `Result: ${JSON.stringify(outcome.result)}`);
  return h(
    'li',
    { 'data-request-id': String(view.id) },
    h('strong', {}, view.method),
    ` on ${view.chainId} from ${view.app.name} `,
    badge(view.validation),
    h('pre', {}, JSON.stringify(view.params, null, 2)),
    status,
  );
}
