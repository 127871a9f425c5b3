/**
 * The sign-in statechart's actors (machines/siwx): ask the host's implementation (or the local one)
 * for a live session, and sign in: create the message, have the connected wallet sign it, keep the
 * session. A chunk of its own, with viem's siwe helpers; loaded with the account actors.
 */
import { fromPromise } from 'xstate';
import type { ChainNamespace } from '../../domain/caip.ts';
import { PorticoError } from '../../domain/errors.ts';
import { isSessionLive, type SiwxConfig, type SiwxMessageData, type SiwxSession } from '../../domain/siwx.ts';
import type { SessionLookup, SiwxAccount } from '../../machines/siwx/siwx.machine.ts';
import type { Eip1193Provider, StandardWallet } from '../connectors/types.ts';
import { messageDataOf } from './localSiwx.ts';
import { signWithWallet } from './signWithWallet.ts';

/** What the sign-in actors need from the engine. */
export interface SiwxEnvironment {
  siwx: SiwxConfig;
  /** The connected wallet's provider on a namespace. */
  provider(namespace: ChainNamespace): Eip1193Provider | StandardWallet | undefined;
  /**
   * The embedded wallet signs a sign-in message with no prompt (§3 get user with siwxMessage): its
   * frame writes out the message and answers the text it signed and the signature.
   */
  embeddedSignIn?(data: SiwxMessageData): Promise<{ message: string; signature: string }>;
}

/** Whether an EIP-4361 text is the message of `data`: its account, domain, URI and nonce. */
function isMessageOf(message: string, data: SiwxMessageData): boolean {
  const parsed = messageDataOf(message, data.chainId);
  return (
    parsed !== undefined &&
    parsed.accountAddress.toLowerCase() === data.accountAddress.toLowerCase() &&
    parsed.domain === data.domain &&
    parsed.uri === data.uri &&
    parsed.nonce === data.nonce
  );
}

const namespaceOf = (account: SiwxAccount) => account.caipNetworkId.split(':')[0] as ChainNamespace;

export function siwxActors(env: SiwxEnvironment) {
  return {
    findSession: fromPromise<SessionLookup, SiwxAccount>(async ({ input }) => {
      const sessions = await env.siwx.getSessions(input.caipNetworkId, input.address);
      const session = sessions.find((candidate) => isSessionLive(candidate, Date.now()));
      return { found: session !== undefined, session, required: env.siwx.getRequired?.() ?? true };
    }),
    signIn: fromPromise<SiwxSession, SiwxAccount>(async ({ input }) => {
      const provider = env.provider(namespaceOf(input));
      if (!provider) throw PorticoError.of('failedToConnect');
      const { serializedMessage, ...data } = await env.siwx.createMessage({
        accountAddress: input.address,
        chainId: input.caipNetworkId,
      });
      if (input.embedded && env.embeddedSignIn) {
        const signed = await env.embeddedSignIn(data);
        // The frame wrote the text: it must be the message asked for (same account, domain, nonce).
        if (!isMessageOf(signed.message, data)) throw PorticoError.of('errorSigningMessage');
        const session = { data, ...signed };
        await env.siwx.addSession(session);
        return session;
      }
      const signature = await signWithWallet(provider, input.address, serializedMessage);
      const session = { data, message: serializedMessage, signature };
      await env.siwx.addSession(session);
      return session;
    }),
  };
}
