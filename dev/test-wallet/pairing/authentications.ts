/**
 * One-click authentication, wallet side: a `session_authenticate` request is answered by
 * `answerAuthenticate` (authenticate.ts) at once by policy, or waits for `approve` / `reject` with
 * 'manual'. An approval that settles a session hands its topic to the session actors.
 */
import { type AuthenticateEvent, type AuthenticateOutcome, answerAuthenticate } from './authenticate.ts';
import type { EvmSigner } from './evm.ts';
import type { AuthenticateView, Policy } from './options.ts';
import type { WalletClient } from './types.ts';
import { toAuthenticateView } from './views.ts';

/** What the authentications need from the wallet. */
export interface AuthenticationsDeps {
  client: WalletClient;
  evm: EvmSigner;
  log: (line: string) => void;
  policy: () => Policy;
  /** A session settled by an approval. */
  settled: (topic: string) => void;
  onAuthenticate?: (request: AuthenticateView) => void;
}

/** The wallet's authentication requests. */
export interface Authentications {
  receive(event: AuthenticateEvent): void;
  approve(id: number): Promise<AuthenticateOutcome>;
  reject(id: number): Promise<AuthenticateOutcome>;
  /** The requests waiting for a decision (policy 'manual'). */
  views(): AuthenticateView[];
}

/** The authentication requests of one wallet. */
export function createAuthentications(deps: AuthenticationsDeps): Authentications {
  const { client, evm, log } = deps;
  const waiting = new Map<number, AuthenticateEvent>();

  const answer = async (event: AuthenticateEvent, decision: 'approve' | 'reject') => {
    waiting.delete(event.id);
    const outcome = await answerAuthenticate(client, event, evm, decision, log);
    if (outcome.sessionTopic) deps.settled(outcome.sessionTopic);
    return outcome;
  };

  const take = (id: number) => {
    const event = waiting.get(id);
    if (!event) throw new Error(`no authentication request ${id} is waiting`);
    return event;
  };

  return {
    receive(event) {
      const view = toAuthenticateView(event);
      log(`authentication ${event.id} from ${view.app.name} (${view.domain}) for ${view.chains.join(', ')}`);
      deps.onAuthenticate?.(view);
      const policy = deps.policy();
      if (policy === 'manual') {
        waiting.set(event.id, event);
        return;
      }
      answer(event, policy).catch((error: unknown) => log(`authentication ${event.id}: ${String(error)}`));
    },
    approve: async (id) => answer(take(id), 'approve'),
    reject: async (id) => answer(take(id), 'reject'),
    views: () => [...waiting.values()].map(toAuthenticateView),
  };
}
