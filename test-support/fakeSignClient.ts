/**
 * A sign-client stand-in for unit tests of what Portico does around `client.request`: one session,
 * and every request it is asked to send recorded (answered with `answer`). Nothing reaches a relay.
 */
import type {
  WalletConnectClient,
  WalletConnectSession,
} from '../headless/connectors/walletConnect/client.ts';

export interface FakeSignClient {
  client: WalletConnectClient;
  /** The requests Portico handed to the sign-client, in order. */
  sent: Array<{ topic: string; chainId: string; request: { method: string; params?: unknown } }>;
}

export function fakeSignClient(
  session: {
    topic: string;
    namespaces: WalletConnectSession['namespaces'];
    peer: { metadata: WalletConnectSession['peer']['metadata'] };
  },
  answer: unknown = '0x',
): FakeSignClient {
  const sent: FakeSignClient['sent'] = [];
  const fake = {
    session: { keys: [session.topic], get: () => session },
    request: async (params: FakeSignClient['sent'][number]) => {
      sent.push(params);
      return answer;
    },
    on: () => fake,
    off: () => fake,
  };
  return { client: fake as unknown as WalletConnectClient, sent };
}
