/**
 * The pairing test wallet: the responding side of the WalletConnect signing protocol over dev/relay,
 * framework-free, for Node (tests, the CLI) and the browser (the page). It pairs from a `wc:` URI,
 * approves or rejects proposals by policy or by hand, answers EVM and Solana requests with local keys
 * against dev/chain, emits chainChanged / accountsChanged and disconnects.
 */
import { endPeer } from '../../relay/peers.ts';
import { userRejected } from '../injected/errors.ts';
import { answerRequest } from './answer.ts';
import { createWalletClient } from './client.ts';
import { createEvmSigner, type EvmSigner } from './evm.ts';
import {
  buildNamespaces,
  EVM_EVENTS,
  EVM_METHODS,
  planApproval,
  SOLANA_METHODS,
  type Supported,
  splitChain,
  withChain,
} from './namespaces.ts';
import type {
  PairingWalletOptions,
  Policy,
  ProposalView,
  RequestOutcome,
  RequestView,
  SessionView,
} from './options.ts';
import { createSolanaPairingSigner, type SolanaPairingSigner } from './solana.ts';
import type { ProposalEvent, RequestEvent, WalletClient } from './types.ts';
import { toProposalView, toRequestView, toSessionView } from './views.ts';

/** The SDK's reasons (WalletConnect error codes) the wallet sends. */
const USER_REJECTED = { code: 5000, message: 'User rejected.' };
const UNSUPPORTED_CHAINS = { code: 5100, message: 'Unsupported chains.' };
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' };

/** The wallet's handle. */
export interface PairingWallet {
  /** The EVM address (the same on every chain). */
  readonly evmAddress: string;
  /** The Solana address, when the wallet has a Solana key. */
  readonly solanaAddress: string | undefined;
  /** The current policy. */
  readonly policy: Policy;
  /** Pair from a `wc:` URI; the proposal follows (onProposal). */
  pair(uri: string): Promise<void>;
  /** Approve a waiting proposal; resolves with the session once the app acknowledged it. */
  approve(proposalId: number): Promise<SessionView>;
  /** Reject a waiting proposal (5000 user rejected). */
  reject(proposalId: number): Promise<void>;
  /** Answer a waiting request (policy 'manual'). */
  approveRequest(requestId: number): Promise<RequestOutcome>;
  /** Refuse a waiting request with 4001. */
  rejectRequest(requestId: number): Promise<RequestOutcome>;
  /** Proposals and requests still waiting for a decision. */
  waiting(): { proposals: ProposalView[]; requests: RequestView[] };
  /** Change the policy; waiting items stay waiting. */
  setPolicy(policy: Policy): void;
  /** The settled sessions. */
  sessions(): SessionView[];
  /** Emit chainChanged (an EVM chain id, number or `eip155:N`); adds the chain to the session if needed. */
  emitChainChanged(topic: string, chainId: number | string): Promise<void>;
  /** Emit accountsChanged with these EVM addresses, on the session's current EVM chain. */
  emitAccountsChanged(topic: string, accounts: readonly string[]): Promise<void>;
  /** End a session from the wallet's side (6000 user disconnected). */
  disconnect(topic: string): Promise<void>;
  /** Stop the client (heartbeat, socket). */
  close(): Promise<void>;
}

/** Start a pairing wallet: loads the keys and connects its sign-client to the relay. */
export async function createPairingWallet(options: PairingWalletOptions): Promise<PairingWallet> {
  const log = options.log ?? (() => {});
  const evm: EvmSigner = createEvmSigner({ chains: options.evm.chains, privateKey: options.evm.privateKey });
  const solana: SolanaPairingSigner | undefined = options.solana
    ? await createSolanaPairingSigner(options.solana.secretKey)
    : undefined;
  const client: WalletClient = await createWalletClient(options);
  let policy = options.policy;
  const proposals = new Map<number, ProposalEvent>();
  const requests = new Map<number, RequestEvent>();
  /** The EVM chain each session is on (for accountsChanged), by topic. */
  const currentChain = new Map<string, string>();

  const supported = (): Supported => ({
    eip155: { chains: evm.chains(), address: evm.address, methods: EVM_METHODS, events: EVM_EVENTS },
    ...(solana && options.solana
      ? {
          solana: {
            chains: [options.solana.caipNetworkId],
            address: solana.address,
            methods: SOLANA_METHODS,
            events: [],
          },
        }
      : {}),
  });
  const changed = () => options.onSessionsChanged?.();
  const sessionOf = (topic: string) => client.session.getAll().find((session) => session.topic === topic);

  const rejectProposal = async (event: ProposalEvent, reason: { code: number; message: string }) => {
    proposals.delete(event.id);
    await client.reject({ id: event.id, reason });
    log(`proposal ${event.id} rejected (${reason.code} ${reason.message})`);
  };

  const approveProposal = async (event: ProposalEvent): Promise<SessionView> => {
    const plan = planApproval(event.params, supported());
    if (plan.unsupportedRequired.length > 0 || plan.approvable.length === 0) {
      const missing = plan.unsupportedRequired.join(', ') || 'none of the requested chains';
      await rejectProposal(event, { ...UNSUPPORTED_CHAINS, message: `Unsupported chains: ${missing}.` });
      throw new Error(`cannot approve proposal ${event.id}: unsupported chains ${missing}`);
    }
    proposals.delete(event.id);
    const namespaces = buildNamespaces(plan.approvable, supported());
    const { acknowledged } = await client.approve({ id: event.id, namespaces });
    const session = await acknowledged();
    const firstEvm = namespaces.eip155?.chains?.[0];
    if (firstEvm) currentChain.set(session.topic, firstEvm);
    log(`session ${session.topic.slice(0, 8)}… approved for ${plan.approvable.join(', ')}`);
    changed();
    return toSessionView(session);
  };

  const onProposal = (event: ProposalEvent) => {
    const view = toProposalView(event, supported());
    proposals.set(event.id, event);
    log(
      `proposal ${event.id} from ${view.app.name} (${view.app.url}) verification ${view.validation}: ` +
        `required [${view.requiredChains.join(', ')}] optional [${view.optionalChains.join(', ')}]`,
    );
    options.onProposal?.(view);
    const decide =
      policy === 'approve'
        ? approveProposal(event)
        : policy === 'reject'
          ? rejectProposal(event, USER_REJECTED)
          : undefined;
    decide?.catch((error: unknown) => log(`proposal ${event.id}: ${String(error)}`));
  };

  /** Put the session on `chain`, adding it to the session's namespaces when the wallet has it. */
  const moveSession = async (topic: string, chain: string) => {
    const session = sessionOf(topic);
    if (!session) throw new Error(`no session ${topic}`);
    const namespace = session.namespaces.eip155;
    if (!namespace?.chains?.includes(chain)) {
      if (!evm.chains().includes(chain)) throw new Error(`the wallet has no chain ${chain}`);
      const { acknowledged } = await client.update({
        topic,
        namespaces: withChain(session.namespaces, chain, evm.address),
      });
      await acknowledged();
      changed();
    }
    currentChain.set(topic, chain);
  };

  const emitChainChanged = async (topic: string, chainId: number | string) => {
    const chain = typeof chainId === 'number' ? `eip155:${chainId}` : chainId;
    await moveSession(topic, chain);
    await client.emit({
      topic,
      chainId: chain,
      event: { name: 'chainChanged', data: Number(splitChain(chain).reference) },
    });
    log(`session ${topic.slice(0, 8)}… chainChanged ${chain}`);
  };

  const settle = async (event: RequestEvent, outcome: RequestOutcome) => {
    requests.delete(event.id);
    await client.respond({
      topic: event.topic,
      response:
        outcome.error === undefined
          ? { id: event.id, jsonrpc: '2.0', result: outcome.result }
          : { id: event.id, jsonrpc: '2.0', error: outcome.error },
    });
    const { method } = event.params.request;
    log(
      outcome.error === undefined
        ? `request ${event.id} ${method} answered`
        : `request ${event.id} ${method} refused: ${outcome.error.code} ${outcome.error.message}`,
    );
    options.onRequestSettled?.(outcome);
    return outcome;
  };

  const answer = async (event: RequestEvent): Promise<RequestOutcome> => {
    const { outcome, switchTo } = await answerRequest(event, { evm, solana }, moveSession);
    await settle(event, outcome);
    if (switchTo) await emitChainChanged(event.topic, switchTo);
    return outcome;
  };

  const refuse = (event: RequestEvent) => {
    const { code, message } = userRejected();
    return settle(event, { id: event.id, error: { code, message } });
  };

  const onRequest = (event: RequestEvent) => {
    const view = toRequestView(event, sessionOf(event.topic));
    requests.set(event.id, event);
    log(`request ${event.id} ${view.method} on ${view.chainId} from ${view.app.name}`);
    options.onRequest?.(view);
    const decide = policy === 'approve' ? answer(event) : policy === 'reject' ? refuse(event) : undefined;
    decide?.catch((error: unknown) => log(`request ${event.id}: ${String(error)}`));
  };

  const onSessionGone = ({ topic }: { topic: string }) => {
    currentChain.delete(topic);
    log(`session ${topic.slice(0, 8)}… ended by the app (or expired)`);
    changed();
  };

  client.on('session_proposal', onProposal);
  client.on('session_request', onRequest);
  client.on('session_delete', onSessionGone);
  client.on('session_expire', onSessionGone);

  const waitingProposal = (id: number) => {
    const event = proposals.get(id);
    if (!event) throw new Error(`no proposal ${id} is waiting`);
    return event;
  };
  const waitingRequest = (id: number) => {
    const event = requests.get(id);
    if (!event) throw new Error(`no request ${id} is waiting`);
    return event;
  };

  return {
    evmAddress: evm.address,
    solanaAddress: solana?.address,
    get policy() {
      return policy;
    },
    async pair(uri) {
      if (!uri.startsWith('wc:')) throw new Error('not a WalletConnect URI (expected wc:…)');
      await client.pair({ uri });
      log(`paired ${uri.slice(3, 11)}…`);
    },
    approve: (id) => approveProposal(waitingProposal(id)),
    reject: (id) => rejectProposal(waitingProposal(id), USER_REJECTED),
    approveRequest: (id) => answer(waitingRequest(id)),
    rejectRequest: (id) => refuse(waitingRequest(id)),
    waiting: () => ({
      proposals: [...proposals.values()].map((event) => toProposalView(event, supported())),
      requests: [...requests.values()].map((event) => toRequestView(event, sessionOf(event.topic))),
    }),
    setPolicy(next) {
      policy = next;
    },
    sessions: () => client.session.getAll().map(toSessionView),
    emitChainChanged,
    async emitAccountsChanged(topic, accounts) {
      const chain = currentChain.get(topic) ?? sessionOf(topic)?.namespaces.eip155?.chains?.[0];
      if (!chain) throw new Error(`session ${topic} has no EVM chain`);
      await client.emit({ topic, chainId: chain, event: { name: 'accountsChanged', data: [...accounts] } });
      log(`session ${topic.slice(0, 8)}… accountsChanged [${accounts.join(', ')}]`);
    },
    async disconnect(topic) {
      await client.disconnect({ topic, reason: USER_DISCONNECTED });
      currentChain.delete(topic);
      log(`session ${topic.slice(0, 8)}… disconnected`);
      changed();
    },
    async close() {
      client.off('session_proposal', onProposal);
      client.off('session_request', onRequest);
      client.off('session_delete', onSessionGone);
      client.off('session_expire', onSessionGone);
      await endPeer(client);
    },
  };
}
