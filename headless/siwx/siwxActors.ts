/**
 * The sign-in statechart's actors (machines/siwx): ask the host's implementation (or the local one)
 * for a live session, and sign in: create the message, have the connected wallet sign it, keep the
 * session. A chunk of its own, with viem's siwe helpers; loaded with the account actors.
 */
import { fromPromise } from 'xstate';
import type { ChainNamespace } from '../../domain/caip.ts';
import { PorticoError } from '../../domain/errors.ts';
import { isSessionLive, type SiwxConfig, type SiwxMessageData, type SiwxSession } from '../../domain/siwx.ts';
import type { SessionLookup, SignInRequest, SiwxAccount } from '../../machines/siwx/siwx.machine.ts';
import type { Eip1193Provider, StandardWallet } from '../connectors/types.ts';
import { messageDataOf } from './localSiwx.ts';
import { signWithWallet } from './signWithWallet.ts';

/** What the sign-in actors need from the engine. */
export interface SiwxEnvironment {
  siwx: SiwxConfig;
  /** The connected wallet's provider on a namespace. */
  provider(namespace: ChainNamespace): Eip1193Provider | StandardWallet | undefined;
  /**
   * The embedded wallet's login signs a sign-in message with no prompt (§3 get user with siwxMessage):
   * its frame writes out the message and answers the text it signed and the signature. The secure site
   * grants it once, right after the login, and refuses it later.
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

/** The session the embedded wallet's login signs, no prompt; refused unless it is right after the login. */
async function loginSession(env: SiwxEnvironment, account: SiwxAccount): Promise<SiwxSession> {
  if (!env.embeddedSignIn) throw PorticoError.of('errorSigningMessage');
  // The frame writes the text itself from the data, for the user's account: no serialized text sent.
  const { serializedMessage: _written, ...data } = await env.siwx.createMessage({
    accountAddress: account.address,
    chainId: account.caipNetworkId,
  });
  const signed = await env.embeddedSignIn(data);
  // The frame wrote the text: it must be the message asked for (same account, domain, nonce).
  if (!isMessageOf(signed.message, data)) throw PorticoError.of('errorSigningMessage');
  return { data, ...signed };
}

/** The session the connected wallet signs, with its prompt (the embedded wallet's approval panel too). */
async function walletSession(env: SiwxEnvironment, account: SiwxAccount): Promise<SiwxSession> {
  const provider = env.provider(namespaceOf(account));
  if (!provider) throw PorticoError.of('failedToConnect');
  const { serializedMessage, ...data } = await env.siwx.createMessage({
    accountAddress: account.address,
    chainId: account.caipNetworkId,
  });
  const signature = await signWithWallet(provider, account.address, serializedMessage);
  return { data, message: serializedMessage, signature };
}

export function siwxActors(env: SiwxEnvironment) {
  return {
    findSession: fromPromise<SessionLookup, SiwxAccount>(async ({ input }) => {
      const sessions = await env.siwx.getSessions(input.caipNetworkId, input.address);
      const session = sessions.find((candidate) => isSessionLive(candidate, Date.now()));
      return { found: session !== undefined, session, required: env.siwx.getRequired?.() ?? true };
    }),
    // The statechart says which way signs: the login's once, then the wallet's.
    signIn: fromPromise<SiwxSession, SignInRequest>(async ({ input }) => {
      const session =
        input.way === 'login' ? await loginSession(env, input) : await walletSession(env, input);
      await env.siwx.addSession(session);
      return session;
    }),
  };
}
