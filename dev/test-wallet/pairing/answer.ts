/** Working out the answer to a session request: by namespace to the EVM or Solana signer, errors coded. */
import { ProviderRpcError } from '../injected/errors.ts';
import type { EvmSigner } from './evm.ts';
import { splitChain } from './namespaces.ts';
import type { RequestOutcome } from './options.ts';
import type { SolanaPairingSigner } from './solana.ts';
import type { RequestEvent } from './types.ts';

/** The outcome to send, and the EVM chain the app switched to (the session moves there first). */
export interface Answer {
  outcome: RequestOutcome;
  switchTo?: string;
}

/**
 * Answer `event` with the signers; `moveSession` runs before the answer is sent when the app switched
 * chain. Failures become `{ code, message }` (a ProviderRpcError's code, else -32603).
 */
export async function answerRequest(
  event: RequestEvent,
  signers: { evm: EvmSigner; solana: SolanaPairingSigner | undefined },
  moveSession: (topic: string, chain: string) => Promise<void>,
): Promise<Answer> {
  const { chainId, request } = event.params;
  try {
    const namespace = splitChain(chainId).namespace;
    if (namespace === 'eip155') {
      const { result, switchTo } = await signers.evm.handle(chainId, request.method, request.params);
      if (switchTo) await moveSession(event.topic, switchTo);
      return { outcome: { id: event.id, result }, ...(switchTo ? { switchTo } : {}) };
    }
    if (namespace === 'solana' && signers.solana) {
      return {
        outcome: { id: event.id, result: await signers.solana.handle(request.method, request.params) },
      };
    }
    throw new ProviderRpcError(5100, `Unsupported chain ${chainId}.`);
  } catch (error) {
    const code = error instanceof ProviderRpcError ? error.code : -32603;
    const message = error instanceof Error ? error.message : String(error);
    return { outcome: { id: event.id, error: { code, message } } };
  }
}
