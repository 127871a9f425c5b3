/**
 * The pairing wallet's web page: paste a `wc:` URI (or open the page with `?uri=wc:…`), see and answer
 * the proposal, manage sessions, answer requests. `?policy=approve|reject|manual` (default manual) sets
 * how proposals and requests are answered. The wallet is exposed as `window.__porticoPairingWallet`.
 */
import { solanaOptions } from '../config.ts';
import {
  type AuthenticateView,
  POLICIES,
  type Policy,
  type ProposalView,
  type RequestOutcome,
  type RequestView,
} from '../options.ts';
import { createPairingWallet, type PairingWallet } from '../wallet.ts';
import { authenticateCard, proposalCard, requestItem, sessionCard } from './cards.ts';
import { fill, h } from './dom.ts';

const config = __PAIRING_WALLET_CONFIG__;
const query = new URLSearchParams(location.search);
const requestedPolicy = query.get('policy');
const policy: Policy = POLICIES.find((p) => p === requestedPolicy) ?? 'manual';

const proposals = new Map<number, ProposalView>();
const authentications = new Map<number, AuthenticateView>();
const requests: { view: RequestView; outcome?: RequestOutcome }[] = [];
const logLines: string[] = [];
let wallet: PairingWallet | undefined;

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

function log(line: string): void {
  logLines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  byId('log').textContent = logLines.slice(-200).join('\n');
}

function report(action: Promise<unknown>): void {
  action.catch((error: unknown) => log(`error: ${error instanceof Error ? error.message : String(error)}`));
}

function renderProposals(): void {
  const cards = [...proposals.values()].map((view) =>
    proposalCard(view, {
      approve: () => decideProposal(view.id, true),
      reject: () => decideProposal(view.id, false),
      dismiss: () => {
        proposals.delete(view.id);
        renderProposals();
      },
    }),
  );
  fill('proposals', ...(cards.length > 0 ? cards : [h('p', { class: 'empty' }, 'No proposal.')]));
}

function decideProposal(id: number, approved: boolean): void {
  if (!wallet) return;
  proposals.delete(id);
  renderProposals();
  report(approved ? wallet.approve(id) : wallet.reject(id));
}

function renderAuthentications(): void {
  const cards = [...authentications.values()].map((view) =>
    authenticateCard(view, {
      approve: () => decideAuthentication(view.id, true),
      reject: () => decideAuthentication(view.id, false),
    }),
  );
  fill(
    'authentications',
    ...(cards.length > 0 ? cards : [h('p', { class: 'empty' }, 'No sign-in request.')]),
  );
}

function decideAuthentication(id: number, approved: boolean): void {
  if (!wallet) return;
  authentications.delete(id);
  renderAuthentications();
  report(approved ? wallet.approveAuthenticate(id) : wallet.rejectAuthenticate(id));
}

function renderSessions(): void {
  if (!wallet) return;
  const active = wallet;
  const walletChains = config.chains.map((chain) => `eip155:${chain.chainId}`);
  const cards = active.sessions().map((view) =>
    sessionCard(view, walletChains, {
      disconnect: () => report(active.disconnect(view.topic)),
      emitChainChanged: (chain) => report(active.emitChainChanged(view.topic, chain)),
      emitAccountsChanged: () => report(active.emitAccountsChanged(view.topic, [active.evmAddress])),
    }),
  );
  fill('sessions', ...(cards.length > 0 ? cards : [h('p', { class: 'empty' }, 'No session.')]));
}

function renderRequests(): void {
  const items = requests.map(({ view, outcome }) =>
    requestItem(view, outcome, {
      approve: () => wallet && report(wallet.approveRequest(view.id)),
      reject: () => wallet && report(wallet.rejectRequest(view.id)),
    }),
  );
  fill('requests', ...items.reverse());
}

async function pair(uri: string): Promise<void> {
  if (!wallet) throw new Error('the wallet is not ready yet');
  await wallet.pair(uri.trim());
}

async function start(): Promise<void> {
  wallet = await createPairingWallet({
    relayUrl: config.relayUrl,
    evm: { chains: config.chains, privateKey: config.privateKey },
    solana: solanaOptions(config),
    policy,
    storagePrefix: `portico-test-wallet-pairing-${crypto.randomUUID()}`,
    onProposal: (view) => {
      if (wallet?.policy === 'manual') proposals.set(view.id, view);
      renderProposals();
    },
    onProposalExpired: (view) => {
      if (proposals.has(view.id)) proposals.set(view.id, view);
      renderProposals();
    },
    onAuthenticate: (view) => {
      if (wallet?.policy === 'manual') authentications.set(view.id, view);
      renderAuthentications();
    },
    onRequest: (view) => {
      requests.push({ view });
      renderRequests();
    },
    onRequestSettled: (outcome) => {
      const entry = requests.find((item) => item.view.id === outcome.id);
      if (entry) entry.outcome = outcome;
      renderRequests();
    },
    onSessionsChanged: renderSessions,
    log,
  });
  window.__porticoPairingWallet = wallet;
  byId('status').textContent =
    `Relay ${config.relayUrl} · EVM ${wallet.evmAddress} on ${config.chains.map((c) => c.chainId).join(', ')}` +
    (wallet.solanaAddress ? ` · Solana ${wallet.solanaAddress}` : '') +
    ` · policy ${policy}`;
  document.body.dataset.ready = 'true';
  renderSessions();

  const auto = byId<HTMLInputElement>('auto-approve');
  auto.checked = policy === 'approve';
  auto.addEventListener('change', () => wallet?.setPolicy(auto.checked ? 'approve' : 'manual'));
  byId<HTMLFormElement>('pair-form').addEventListener('submit', (event) => {
    event.preventDefault();
    report(pair(byId<HTMLTextAreaElement>('uri').value));
  });
  const uri = query.get('uri');
  if (uri) {
    byId<HTMLTextAreaElement>('uri').value = uri;
    report(pair(uri));
  }
}

start().catch((error: unknown) => {
  byId('status').textContent = `Failed to start: ${error instanceof Error ? error.message : String(error)}`;
  byId('status').classList.add('error');
});
