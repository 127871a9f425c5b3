/**
 * Sign-in's code, loaded with the account actors only when the host configured `siwx`: the statechart
 * with its actors, over the host's implementation or the local one.
 */
import type { CaipNetworkId, ChainNamespace } from '../../domain/caip.ts';
import type { SiwxConfig } from '../../domain/siwx.ts';
import { siwxMachine } from '../../machines/siwx/siwx.machine.ts';
import type { Eip1193Provider, StandardWallet } from '../connectors/types.ts';
import type { SignInConfig } from '../options.ts';
import type { ChainSignatureVerifier } from '../rpc/chainSignatureVerifier.ts';
import type { StorageBackend } from '../storage/storage.ts';
import { createCloudSiwx } from './cloudSiwx.ts';
import { createLocalSiwx, messageDataOf } from './localSiwx.ts';
import { type SiwxEnvironment, siwxActors } from './siwxActors.ts';

/** Whether the option is a whole implementation (else the local one is built from it). */
export function isSiwxConfig(option: SiwxConfig | SignInConfig): option is SiwxConfig {
  return typeof (option as Partial<SiwxConfig>).createMessage === 'function';
}

/**
 * The implementation the option asks for: the host's own, the cloud's (`server: true`: sessions kept
 * on the cloud API of `endpoints.api` for the project), or the local one, which checks smart
 * accounts' signatures through their chain.
 */
export function siwxImplementation(
  option: SiwxConfig | SignInConfig,
  storage: StorageBackend | undefined,
  cloud: { apiUrl: string; projectId: string },
  verifyOnChain?: ChainSignatureVerifier,
): SiwxConfig {
  if (isSiwxConfig(option)) return option;
  const settings = { statement: option.statement, required: option.required, storage };
  return option.server
    ? createCloudSiwx({ ...cloud, ...settings })
    : createLocalSiwx({ ...settings, verifyOnChain });
}

/** The account a message is asked for before any is connected (a one-click sign-in's app side). */
const NO_ACCOUNT = '0x0000000000000000000000000000000000000000';

/**
 * The app side of a one-click sign-in, from the implementation's message for the first chain: its
 * nonce (a server's, which it will check), domain, URI, statement and times. The wallet fills in the
 * account and signs one message per chain.
 */
export async function signInAppSide(siwx: SiwxConfig, chainId: CaipNetworkId) {
  const message = await siwx.createMessage({ accountAddress: NO_ACCOUNT, chainId });
  return {
    uri: message.uri,
    domain: message.domain,
    nonce: message.nonce,
    statement: message.statement,
    expirationTime: message.expirationTime,
    notBefore: message.notBefore,
    requestId: message.requestId,
    resources: message.resources,
  };
}

/** The sign-in statechart, its actors provided. */
export function siwxLogic(
  siwx: SiwxConfig,
  provider: (namespace: ChainNamespace) => Eip1193Provider | StandardWallet | undefined,
  embeddedSignIn?: SiwxEnvironment['embeddedSignIn'],
) {
  return siwxMachine.provide({
    actors: siwxActors({ siwx, provider, ...(embeddedSignIn ? { embeddedSignIn } : {}) }),
    actions: {
      // A revocation that fails (a server unreachable) must not hold the disconnect: it is logged.
      revokeSession: (_, account) =>
        void siwx
          .revokeSession(account.caipNetworkId, account.address)
          .catch((error: unknown) => console.warn('Portico: revoking the sign-in session failed', error)),
    },
  });
}

export { createChainSignatureVerifier } from '../rpc/chainSignatureVerifier.ts';

/**
 * A one-click sign-in's signed messages kept as sessions, so they count as signed in. They share one
 * nonce, which a server implementation takes once: the first chain's proof (the wallet's chain) must
 * be kept; another chain refused only means a prompt when the visitor switches to it.
 */
export async function keepProofs(
  siwx: SiwxConfig,
  proofs: readonly { chainId: string; address: string; message: string; signature: string }[],
): Promise<void> {
  let kept = 0;
  let refusal: unknown;
  for (const proof of proofs) {
    const data = messageDataOf(proof.message, proof.chainId as `${string}:${string}`);
    if (!data) continue;
    try {
      await siwx.addSession({ data, message: proof.message, signature: proof.signature });
      kept += 1;
    } catch (error) {
      refusal ??= error;
    }
  }
  if (kept === 0 && refusal !== undefined) throw refusal;
}
