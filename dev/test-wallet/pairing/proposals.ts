/**
 * The wallet's proposals, each driven by a proposal statechart (machines/protocol/proposal.machine.ts):
 * created on receipt with the wallet's clock, approved into a session (sign-client approve, then the
 * session actor settles it), rejected, or expired and deleted. Approving an expired proposal fails with
 * the machine's error, 'Record was recently deleted'.
 */
import { type Actor, createActor, fromPromise, waitFor } from 'xstate';
import { proposalMachine } from '../../../machines/protocol/proposal.machine.ts';
import type { Cacao, ProposalAuthentication } from './authenticate.ts';
import { buildNamespaces, planApproval, type Supported } from './namespaces.ts';
import type { ProposalView } from './options.ts';
import { MISSING_OR_INVALID_CODE, toProtocolNamespaces, toProtocolProposal } from './protocolRecords.ts';
import type { Sessions } from './sessions.ts';
import type { ProposalEvent, SessionStruct, WalletClient } from './types.ts';
import { toProposalView } from './views.ts';

/** A reason sent to the proposer (the SDK's `{ code, message }`). */
export interface Reason {
  code: number;
  message: string;
}

/** The SDK's reasons the wallet sends about proposals. */
export const USER_REJECTED: Reason = { code: 5000, message: 'User rejected.' };
const UNSUPPORTED_CHAINS: Reason = { code: 5100, message: 'Unsupported chains.' };

/** What the proposals need from the wallet. */
export interface ProposalsDeps {
  client: WalletClient;
  clock: () => number;
  log: (line: string) => void;
  supported: () => Supported;
  sessions: Sessions;
  onExpired?: (view: ProposalView) => void;
  /**
   * Signs the sign-ins a proposal carries (one-click sign-in, `connect({ authentication })`) for the
   * chains being approved; the proofs go back with the approval.
   */
  signAuthentications?: (requests: readonly ProposalAuthentication[], chains: string[]) => Promise<Cacao[]>;
}

/** The wallet's proposal actors, by proposal id. */
export interface Proposals {
  /**
   * A proposal arrived: its actor starts (its expiry counts from the wallet's clock). Undefined when the
   * proposal does not fit the protocol's record: it was refused at once.
   */
  receive(event: ProposalEvent): ProposalView | undefined;
  /** Approve with the chains the wallet has; resolves with the acknowledged session. */
  approve(id: number): Promise<SessionStruct>;
  /** Reject with `reason`. */
  reject(id: number, reason: Reason): Promise<void>;
  /** The proposals waiting for a decision, and the expired ones. */
  views(): ProposalView[];
  /** Stop every statechart. */
  stop(): void;
}

interface Entry {
  event: ProposalEvent;
  actor: Actor<typeof proposalMachine>;
  /** The sign-client's reject, once the machine sent it. */
  rejecting?: Promise<void>;
  /** The signed sign-ins answering the proposal's authentication requests, sent with the approval. */
  auths?: Cacao[];
}

/** The proposal actors of one wallet. */
export function createProposals(deps: ProposalsDeps): Proposals {
  const { client, clock, log, supported, sessions } = deps;
  const entries = new Map<number, Entry>();

  const view = ({ event, actor }: Entry): ProposalView => {
    const snapshot = actor.getSnapshot();
    return toProposalView(event, supported(), {
      status: snapshot.matches('expired') ? 'expired' : 'pending',
      ...(snapshot.context.error ? { error: snapshot.context.error.message } : {}),
    });
  };

  const machineFor = (entry: Omit<Entry, 'actor'>) =>
    proposalMachine.provide({
      actors: {
        approveProposal: fromPromise(async ({ input }) => {
          const { topic, acknowledged } = await client.approve({
            id: input.params.id,
            namespaces: input.params.namespaces,
            ...(entry.auths?.length ? { proposalRequestsResponses: { authentication: entry.auths } } : {}),
          });
          await sessions.settle(topic, acknowledged);
          return { topic };
        }),
      },
      actions: {
        rejectProposal: (_, { proposal, reason }) => {
          entry.rejecting = client.reject({ id: proposal.id, reason }).then(() => {
            log(`proposal ${proposal.id} rejected (${reason.code} ${reason.message})`);
          });
          entry.rejecting.catch(() => {});
        },
        // The sign-client has no message for an expired proposal (its own expirer only deletes it, and
        // reject would tell the app it was refused): delete it from the store; the app's own expiry ends
        // its wait.
        deleteProposal: (_, { id }) => {
          client.proposal
            .delete(id, { code: 6, message: 'Expired.' })
            .then(() => log(`proposal ${id} expired and deleted`))
            .catch((error: unknown) => log(`proposal ${id}: ${String(error)}`));
        },
      },
    });

  /** Refuse a proposal the wallet cannot read into the protocol's record (no statechart for it). */
  const refuseUnreadable = (event: ProposalEvent, error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    log(`proposal ${event.id}: ${message}`);
    client
      .reject({ id: event.id, reason: { code: MISSING_OR_INVALID_CODE, message } })
      .catch((rejectError: unknown) => log(`proposal ${event.id}: ${String(rejectError)}`));
  };

  const waiting = (id: number) => {
    const entry = entries.get(id);
    if (!entry) throw new Error(`no proposal ${id} is waiting`);
    return entry;
  };

  const reject = async (entry: Entry, reason: Reason) => {
    entry.actor.send({ type: 'proposal.reject', reason });
    const snapshot = entry.actor.getSnapshot();
    if (snapshot.value !== 'rejected') {
      throw snapshot.context.error ?? new Error(`proposal ${entry.event.id} is being approved`);
    }
    await entry.rejecting;
  };

  return {
    receive(event) {
      // A proposal delivered again (same id) keeps its statechart and its expiry.
      const known = entries.get(event.id);
      if (known) return view(known);
      let proposal: ReturnType<typeof toProtocolProposal>;
      try {
        proposal = toProtocolProposal(event);
      } catch (error) {
        refuseUnreadable(event, error);
        return undefined;
      }
      const partial: Omit<Entry, 'actor'> = { event };
      const actor = createActor(machineFor(partial), { input: { proposal, now: clock() } });
      const entry: Entry = Object.assign(partial, { actor });
      entries.set(event.id, entry);
      let announced = false;
      actor.subscribe((snapshot) => {
        if (snapshot.status === 'done') entries.delete(event.id);
        if (snapshot.matches('expired') && !announced) {
          announced = true;
          deps.onExpired?.(view(entry));
        }
      });
      actor.start();
      return view(entry);
    },

    async approve(id) {
      const entry = waiting(id);
      const plan = planApproval(entry.event.params, supported());
      if (plan.unsupportedRequired.length > 0 || plan.approvable.length === 0) {
        const missing = plan.unsupportedRequired.join(', ') || 'none of the requested chains';
        await reject(entry, { ...UNSUPPORTED_CHAINS, message: `Unsupported chains: ${missing}.` });
        throw new Error(`cannot approve proposal ${id}: unsupported chains ${missing}`);
      }
      const namespaces = toProtocolNamespaces(buildNamespaces(plan.approvable, supported()));
      const requests = entry.event.params.requests?.authentication ?? [];
      if (requests.length > 0 && deps.signAuthentications)
        entry.auths = await deps.signAuthentications(requests, plan.approvable);
      entry.actor.send({ type: 'proposal.approve', params: { id, namespaces }, now: clock() });
      const snapshot = await waitFor(entry.actor, (s) => !s.matches({ open: 'approving' }));
      if (snapshot.status !== 'done' || snapshot.output?.outcome !== 'approved') {
        throw snapshot.context.error ?? new Error(`proposal ${id} was not approved`);
      }
      log(`session ${snapshot.output.sessionTopic.slice(0, 8)}… approved for ${plan.approvable.join(', ')}`);
      return client.session.get(snapshot.output.sessionTopic);
    },

    reject: (id, reason) => reject(waiting(id), reason),

    views: () =>
      [...entries.values()].filter((e) => !e.actor.getSnapshot().matches({ open: 'approving' })).map(view),

    stop() {
      for (const { actor } of entries.values()) actor.stop();
    },
  };
}
