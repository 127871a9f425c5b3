/**
 * The pairing wallet's answer to a one-click sign-in (`session_authenticate`): for each requested chain
 * it has, a CAIP-122 (SIWE) message built and signed (EIP-191 personal_sign with the wallet's key) the
 * way the sign-client's own helpers do it, then approved; or a refusal. `@walletconnect/utils` comes
 * with `@walletconnect/sign-client` (its own dependency, same version).
 */
import type { SignClientTypes } from '@walletconnect/types';
import { buildAuthObject, formatMessage, getSdkError, populateAuthPayload } from '@walletconnect/utils';
import { stringToHex } from 'viem';
import type { EvmSigner } from './evm.ts';
import { EVM_METHODS } from './namespaces.ts';
import type { ProposalEvent, WalletClient } from './types.ts';

/** A signed sign-in message (CACAO). */
export type Cacao = ReturnType<typeof buildAuthObject>;

/** A sign-in request as the wallet receives it. */
export type AuthenticateEvent = SignClientTypes.EventArguments['session_authenticate'];

/** What answering gave: approved with the session (when methods were granted), or refused. */
export interface AuthenticateOutcome {
  approved: boolean;
  sessionTopic?: string;
}

async function refuse(
  client: WalletClient,
  id: number,
  reason: { code: number; message: string },
  log: (line: string) => void,
): Promise<AuthenticateOutcome> {
  await client.rejectSessionAuthenticate({ id, reason });
  log(`authenticate ${id}: refused (${reason.code} ${reason.message})`);
  return { approved: false };
}

/**
 * Answers `event`: 'reject' refuses with 5000 user rejected; 'approve' signs one message per requested
 * chain the signer has (refusing with 5100 unsupported chains when it has none, 5101 unsupported methods
 * when the session methods asked include none it answers) and approves. Resolves with the session topic.
 */
export async function answerAuthenticate(
  client: WalletClient,
  event: AuthenticateEvent,
  signer: EvmSigner,
  decision: 'approve' | 'reject',
  log: (line: string) => void,
): Promise<AuthenticateOutcome> {
  const { id } = event;
  if (decision === 'reject') return refuse(client, id, getSdkError('USER_REJECTED'), log);
  const requested = event.params.authPayload;
  const chains = requested.chains.filter((chain) => signer.chains().includes(chain));
  if (chains.length === 0)
    return refuse(client, id, getSdkError('UNSUPPORTED_CHAINS', requested.chains.join(', ')), log);
  let payload: typeof requested;
  try {
    // Narrows the chains and the ReCap's methods to what the wallet has, and restates the statement.
    payload = populateAuthPayload({ authPayload: requested, chains, methods: [...EVM_METHODS] });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return refuse(client, id, getSdkError('UNSUPPORTED_METHODS', message), log);
  }
  const auths = await signAuthPayload(payload, signer);
  const { session } = await client.approveSessionAuthenticate({ id, auths });
  log(
    `authenticate ${id}: approved ${payload.chains.join(', ')}${session ? ` (session ${session.topic})` : ''}`,
  );
  return { approved: true, ...(session ? { sessionTopic: session.topic } : {}) };
}

/** One signed CAIP-122 (SIWE) message per chain of `payload`, as the wallet's key signs them (EIP-191). */
async function signAuthPayload(payload: AuthenticateEvent['params']['authPayload'], signer: EvmSigner) {
  const auths = [];
  for (const chain of payload.chains) {
    const iss = `did:pkh:${chain}:${signer.address}`;
    const message = formatMessage(payload, iss);
    const { result } = await signer.handle(chain, 'personal_sign', [stringToHex(message), signer.address]);
    if (typeof result !== 'string')
      throw new TypeError(`personal_sign gave ${typeof result}, not a signature`);
    auths.push(buildAuthObject(payload, { t: 'eip191', s: result }, iss));
  }
  return auths;
}

/** A sign-in asked inside a session proposal (`connect({ authentication })`), as the wallet reads it. */
export type ProposalAuthentication = NonNullable<
  NonNullable<ProposalEvent['params']['requests']>['authentication']
>[number];

/**
 * The answer to the sign-ins a session proposal carries (one-click sign-in with the current API): for
 * each request, one signed message per requested chain among `chains` (those being approved). Requests
 * none of whose chains are approved give no proof: the app then asks for a signature after connecting.
 */
export async function signProposalAuthentications(
  requests: readonly ProposalAuthentication[],
  chains: readonly string[],
  signer: EvmSigner,
) {
  const auths = [];
  for (const request of requests) {
    const signed = request.chains.filter(
      (chain) => chains.includes(chain) && signer.chains().includes(chain),
    );
    if (signed.length === 0) continue;
    const payload = populateAuthPayload({
      authPayload: { ...request, chains: signed },
      chains: signed,
      methods: [...EVM_METHODS],
    });
    auths.push(...(await signAuthPayload(payload, signer)));
  }
  return auths;
}
