/**
 * Sign-in's code, loaded with the account actors only when the host configured `siwx`: the statechart
 * with its actors, over the host's implementation or the local one.
 */
import type { ChainNamespace } from '../../domain/caip.ts';
import type { SiwxConfig } from '../../domain/siwx.ts';
import { siwxMachine } from '../../machines/siwx/siwx.machine.ts';
import type { Eip1193Provider, StandardWallet } from '../connectors/types.ts';
import type { SignInConfig } from '../options.ts';
import type { StorageBackend } from '../storage/storage.ts';
import { createCloudSiwx } from './cloudSiwx.ts';
import { createLocalSiwx, messageDataOf } from './localSiwx.ts';
import { siwxActors } from './siwxActors.ts';

/** Whether the option is a whole implementation (else the local one is built from it). */
export function isSiwxConfig(option: SiwxConfig | SignInConfig): option is SiwxConfig {
  return typeof (option as Partial<SiwxConfig>).createMessage === 'function';
}

/**
 * The implementation the option asks for: the host's own, the cloud's (`server: true`: sessions kept
 * on the cloud API of `endpoints.api` for the project), or the local one.
 */
export function siwxImplementation(
  option: SiwxConfig | SignInConfig,
  storage: StorageBackend | undefined,
  cloud: { apiUrl: string; projectId: string },
): SiwxConfig {
  if (isSiwxConfig(option)) return option;
  const settings = { statement: option.statement, required: option.required, storage };
  return option.server ? createCloudSiwx({ ...cloud, ...settings }) : createLocalSiwx(settings);
}

/** The sign-in statechart, its actors provided. */
export function siwxLogic(
  siwx: SiwxConfig,
  provider: (namespace: ChainNamespace) => Eip1193Provider | StandardWallet | undefined,
) {
  return siwxMachine.provide({ actors: siwxActors({ siwx, provider }) });
}

/** A one-click sign-in's signed messages kept as sessions, so they count as signed in. */
export async function keepProofs(
  siwx: SiwxConfig,
  proofs: readonly { chainId: string; address: string; message: string; signature: string }[],
): Promise<void> {
  for (const proof of proofs) {
    const data = messageDataOf(proof.message, proof.chainId as `${string}:${string}`);
    if (data) await siwx.addSession({ data, message: proof.message, signature: proof.signature });
  }
}
