/**
 * The pairing test wallet: the responding side of the WalletConnect signing protocol over dev/relay,
 * framework-free, for Node (tests, the CLI) and the browser (the page). It pairs from a `wc:` URI,
 * approves or rejects proposals by policy or by hand, answers EVM and Solana requests with local keys
 * against dev/chain, answers one-click authentication, emits chainChanged / accountsChanged and
 * disconnects. Proposals, sessions and requests are driven by the protocol statecharts
 * (machines/protocol/): proposals.ts, sessions.ts and requests.ts give them the sign-client.
 */
import { endPeer } from '../../relay/peers.ts';
import { answerRequest } from './answer.ts';
import {
  type AuthenticateEvent,
  type AuthenticateOutcome,
  signProposalAuthentications,
} from './authenticate.ts';
import { createAuthentications } from './authentications.ts';
import { createWalletClient } from './client.ts';
import { createEvmSigner, type EvmSigner } from './evm.ts';
import {
  EVM_EVENTS,
  EVM_METHODS,
  SOLANA_METHODS,
  type Supported,
  splitChain,
  withChain,
} from './namespaces.ts';
import type {
  AuthenticateView,
  PairingWalletOptions,
  Policy,
  ProposalView,
  RequestOutcome,
  RequestView,
  SessionState,
  SessionView,
} from './options.ts';
import { createProposals, USER_REJECTED } from './proposals.ts';
import { createRequests } from './requests.ts';
import { createSessions } from './sessions.ts';
import { createSolanaPairingSigner, type SolanaPairingSigner } from './solana.ts';
import type { ProposalEvent, RequestEvent, WalletClient } from './types.ts';
import { toRequestView, toSessionView } from './views.ts';

/** The SDK's reason (WalletConnect error code) for the wallet's own disconnect. */
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' };

/** The wallet's handle. */
export interface PairingWallet {
  /** The EVM address (the same on every chain). */
  readonly evmAddress: string;
  /** The Solana address, when the wallet has a Solana key. */
  readonly solanaAddress: string | undefined;
  /** The current policy. */
  readonly policy: Policy;
  /** The wallet's sign-client (its stores), for tests and debugging. */
  readonly client: WalletClient;
  /** Pair from a `wc:` URI; the proposal follows (onProposal). */
  pair(uri: string): Promise<void>;
  /**
   * Approve a waiting proposal; resolves with the session once the app acknowledged it, rejects with the
   * proposal statechart's error (e.g. 'Record was recently deleted' once it expired).
   */
  approve(proposalId: number): Promise<SessionView>;
  /** Reject a waiting proposal (5000 user rejected). */
  reject(proposalId: number): Promise<void>;
  /** Answer the presented request (policy 'manual'); requests are presented one at a time. */
  approveRequest(requestId: number): Promise<RequestOutcome>;
  /** Refuse the presented request with 4001. */
  rejectRequest(requestId: number): Promise<RequestOutcome>;
  /** Sign in with a waiting one-click authentication request (policy 'manual'). */
  approveAuthenticate(id: number): Promise<AuthenticateOutcome>;
  /** Refuse a waiting one-click authentication request. */
  rejectAuthenticate(id: number): Promise<AuthenticateOutcome>;
  /** Proposals (waiting or expired), the presented requests and authentications waiting for a decision. */
  waiting(): { proposals: ProposalView[]; requests: RequestView[]; authentications: AuthenticateView[] };
  /** Change the policy; waiting items stay waiting. */
  setPolicy(policy: Policy): void;
  /** The settled sessions. */
  sessions(): SessionView[];
  /** Where a session's statechart is (it stays 'deleted' after the session is gone). */
  sessionState(topic: string): SessionState | undefined;
  /** Emit chainChanged (an EVM chain id, number or `eip155:N`); adds the chain to the session if needed. */
  emitChainChanged(topic: string, chainId: number | string): Promise<void>;
  /** Emit accountsChanged with these EVM addresses, on the session's current EVM chain. */
  emitAccountsChanged(topic: string, accounts: readonly string[]): Promise<void>;
  /** End a session from the wallet's side (6000 user disconnected). */
  disconnect(topic: string): Promise<void>;
  /** Stop the statecharts and the client (heartbeat, socket). */
  close(): Promise<void>;
}

/** Start a pairing wallet: loads the keys and connects its sign-client to the relay. */
export async function createPairingWallet(options: PairingWalletOptions): Promise<PairingWallet> {
  const log = options.log ?? (() => {});
  const clock = options.now ?? Date.now;
  const evm: EvmSigner = createEvmSigner({ chains: options.evm.chains, privateKey: options.evm.privateKey });
  const solana: SolanaPairingSigner | undefined = options.solana
    ? await createSolanaPairingSigner(options.solana.secretKey, options.solana.rpcUrl)
    : undefined;
  const client: WalletClient = await createWalletClient(options);
  let policy = options.policy;
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

  const sessions = createSessions({ client, clock, log, forget: (topic) => currentChain.delete(topic) });
  const proposals = createProposals({
    client,
    clock,
    log,
    supported,
    sessions,
    signAuthentications: (requests, chains) => signProposalAuthentications(requests, chains, evm),
    ...(options.onProposalExpired ? { onExpired: options.onProposalExpired } : {}),
  });

  const approve = async (id: number): Promise<SessionView> => {
    const session = await proposals.approve(id);
    const firstEvm = session.namespaces.eip155?.chains?.[0];
    if (firstEvm) currentChain.set(session.topic, firstEvm);
    changed();
    return toSessionView(session, sessions.state(session.topic));
  };

  const onProposal = (event: ProposalEvent) => {
    const view = proposals.receive(event);
    if (!view) return;
    log(
      `proposal ${event.id} from ${view.app.name} (${view.app.url}) verification ${view.validation}: ` +
        `required [${view.requiredChains.join(', ')}] optional [${view.optionalChains.join(', ')}]`,
    );
    options.onProposal?.(view);
    const decide =
      policy === 'approve'
        ? approve(event.id)
        : policy === 'reject'
          ? proposals.reject(event.id, USER_REJECTED)
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
      const namespaces = withChain(session.namespaces, chain, evm.address);
      const { acknowledged } = await client.update({ topic, namespaces });
      await acknowledged();
      sessions.updated(topic, namespaces);
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

  const requests = createRequests({
    client,
    clock,
    log,
    policy: () => policy,
    answer: (event) => answerRequest(event, { evm, solana }, moveSession),
    switched: emitChainChanged,
    view: (event) => toRequestView(event, sessionOf(event.topic)),
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(options.onRequestSettled ? { onRequestSettled: options.onRequestSettled } : {}),
  });

  const authentications = createAuthentications({
    client,
    evm,
    log,
    policy: () => policy,
    settled: (topic) => {
      sessions.adopt(topic);
      changed();
    },
    ...(options.onAuthenticate ? { onAuthenticate: options.onAuthenticate } : {}),
  });

  const onRequest = (event: RequestEvent) => requests.receive(event);
  const onAuthenticate = (event: AuthenticateEvent) => authentications.receive(event);
  const onPing = ({ id, topic }: { id: number; topic: string }) => sessions.ping(topic, id);
  const onSessionGone = ({ topic }: { topic: string }) => {
    sessions.disconnect(topic);
    log(`session ${topic.slice(0, 8)}… ended by the app (or expired)`);
    changed();
  };

  client.on('session_proposal', onProposal);
  client.on('session_request', onRequest);
  client.on('session_authenticate', onAuthenticate);
  client.on('session_ping', onPing);
  client.on('session_delete', onSessionGone);
  client.on('session_expire', onSessionGone);

  return {
    evmAddress: evm.address,
    solanaAddress: solana?.address,
    get policy() {
      return policy;
    },
    client,
    async pair(uri) {
      if (!uri.startsWith('wc:')) throw new Error('not a WalletConnect URI (expected wc:…)');
      await client.pair({ uri });
      log(`paired ${uri.slice(3, 11)}…`);
    },
    approve,
    reject: (id) => proposals.reject(id, USER_REJECTED),
    approveRequest: (id) => requests.approve(id),
    rejectRequest: (id) => requests.reject(id),
    approveAuthenticate: (id) => authentications.approve(id),
    rejectAuthenticate: (id) => authentications.reject(id),
    waiting: () => ({
      proposals: proposals.views(),
      requests: requests.views(),
      authentications: authentications.views(),
    }),
    setPolicy(next) {
      policy = next;
    },
    sessions: () =>
      client.session.getAll().map((session) => toSessionView(session, sessions.state(session.topic))),
    sessionState: (topic) => sessions.state(topic),
    emitChainChanged,
    async emitAccountsChanged(topic, accounts) {
      const chain = currentChain.get(topic) ?? sessionOf(topic)?.namespaces.eip155?.chains?.[0];
      if (!chain) throw new Error(`session ${topic} has no EVM chain`);
      await client.emit({ topic, chainId: chain, event: { name: 'accountsChanged', data: [...accounts] } });
      log(`session ${topic.slice(0, 8)}… accountsChanged [${accounts.join(', ')}]`);
    },
    async disconnect(topic) {
      await client.disconnect({ topic, reason: USER_DISCONNECTED });
      sessions.disconnect(topic);
      log(`session ${topic.slice(0, 8)}… disconnected`);
      changed();
    },
    async close() {
      client.off('session_proposal', onProposal);
      client.off('session_request', onRequest);
      client.off('session_authenticate', onAuthenticate);
      client.off('session_ping', onPing);
      client.off('session_delete', onSessionGone);
      client.off('session_expire', onSessionGone);
      proposals.stop();
      requests.stop();
      sessions.stop();
      await endPeer(client);
    },
  };
}
