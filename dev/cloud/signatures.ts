/**
 * The cloud's one signature verifier, shared by sign-in sessions and name registration.
 *
 * eip155: viem's `verifyMessage` through a public client on the chain's RPC URL (the `chains` option,
 * `--chain eip155:31337=http://127.0.0.1:8545`). It tries ECDSA recovery first (`mode: 'eoa'`, no RPC
 * call for a plain account), then ERC-1271 for a deployed contract account and ERC-6492 for a
 * counterfactual one, both as one deployless `eth_call` of viem's universal validator, so nothing has
 * to be deployed on the chain for the check itself.
 *
 * solana: ed25519 over the UTF-8 message, the signature in base58 (what `solana_signMessage` answers).
 */
import {
  getBase58Encoder,
  getPublicKeyFromAddress,
  getUtf8Encoder,
  isAddress as isSolanaAddress,
  signatureBytes,
  address as solanaAddress,
  verifySignature,
} from '@solana/kit';
import { createPublicClient, getAddress, type Hex, http, isAddress, isHex, type PublicClient } from 'viem';

/** Chain RPC URLs by CAIP-2 id: `{ 'eip155:31337': 'http://127.0.0.1:8545' }`. */
export type ChainRpcUrls = Record<string, string>;

/** What a check concluded. `unknownChain`: the chain is not among the cloud's chains. */
export type VerifyOutcome = 'valid' | 'invalid' | 'unknownChain';

/** Thrown when the chain's RPC could not answer a contract-account check (the caller answers 502). */
export class ChainUnavailableError extends Error {
  override readonly name = 'ChainUnavailableError';
  constructor(
    readonly chainId: string,
    cause: unknown,
  ) {
    super(`chain ${chainId} did not answer`, { cause });
  }
}

/** One signed message to check. */
export interface SignedMessage {
  /** CAIP-2: `eip155:1`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  chainId: string;
  address: string;
  message: string;
  /** eip155: 0x hex (65 bytes for an account, any length for a contract account); solana: base58. */
  signature: string;
}

/** The verifier over the cloud's chains. */
export interface SignatureVerifier {
  /** Whether `chainId` is one of the cloud's chains. */
  knows(chainId: string): boolean;
  /** Checks a signed message; throws ChainUnavailableError when the chain's RPC fails. */
  verify(signed: SignedMessage): Promise<VerifyOutcome>;
}

/**
 * A verifier over `chains` (CAIP-2 id → RPC URL). One viem public client per eip155 chain, made on
 * first use. A solana chain needs no RPC for ed25519, but must still be listed to be known.
 */
export function createSignatureVerifier(chains: ChainRpcUrls = {}): SignatureVerifier {
  const clients = new Map<string, PublicClient>();
  const clientOf = (chainId: string, url: string): PublicClient => {
    let client = clients.get(chainId);
    if (!client) {
      // retryCount 0: a dead RPC should answer 502 now, not after three retries.
      client = createPublicClient({ transport: http(url, { retryCount: 0 }) });
      clients.set(chainId, client);
    }
    return client;
  };
  const knows = (chainId: string) => Object.hasOwn(chains, chainId);

  return {
    knows,
    async verify({ chainId, address, message, signature }) {
      const url = Object.hasOwn(chains, chainId) ? chains[chainId] : undefined;
      if (url === undefined) return 'unknownChain';
      if (chainId.startsWith('eip155:')) {
        if (!isAddress(address, { strict: false }) || !isHex(signature)) return 'invalid';
        const client = clientOf(chainId, url);
        let valid: boolean;
        try {
          valid = await client.verifyMessage({
            address: getAddress(address),
            message,
            signature: signature as Hex,
            mode: 'eoa',
          });
        } catch (err) {
          throw new ChainUnavailableError(chainId, err);
        }
        if (valid) return 'valid';
        // viem reads a failed contract call as "not valid", a dead RPC included: tell them apart, so a
        // contract account is not told its signature is wrong when the chain is down.
        try {
          await client.getChainId();
        } catch (err) {
          throw new ChainUnavailableError(chainId, err);
        }
        return 'invalid';
      }
      if (chainId.startsWith('solana:'))
        return (await verifyEd25519(address, message, signature)) ? 'valid' : 'invalid';
      return 'invalid';
    },
  };
}

/** Whether `signature` (base58, 64 bytes) is `address`'s ed25519 signature over the UTF-8 `message`. */
export async function verifyEd25519(address: string, message: string, signature: string): Promise<boolean> {
  if (!isSolanaAddress(address)) return false;
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(getBase58Encoder().encode(signature));
  } catch {
    return false;
  }
  if (bytes.length !== 64) return false;
  const key = await getPublicKeyFromAddress(solanaAddress(address));
  return verifySignature(key, signatureBytes(bytes), getUtf8Encoder().encode(message));
}
