/**
 * The Solana side of the pairing wallet: one Ed25519 key (the injected wallet's key loader) answering
 * `solana_signMessage` (`{ message: base58, pubkey }` → `{ signature: base58 }`) and
 * `solana_signTransaction` (`{ transaction: base64 }` → `{ signature: base58, transaction: base64 }`) and
 * `solana_signAndSendTransaction` (`{ transaction: base64 }` → `{ signature: base58 }`, sent to the
 * local Solana RPC).
 */
import { getBase58Decoder, getBase58Encoder, getBase64Encoder, signBytes } from '@solana/kit';
import * as z from 'zod/mini';
import { invalidParams, ProviderRpcError, unauthorized, unsupportedMethod } from '../injected/errors.ts';
import { parseParams } from '../injected/evm/params.ts';
import { createSolanaSigner, type SolanaSigner } from '../injected/solana/keys.ts';
import { SolanaRpcError, sendSolanaTransaction } from '../injected/solana/rpc.ts';
import { signWireTransaction, toBase64Wire } from '../injected/solana/transaction.ts';

const signMessageParams = z.looseObject({ message: z.string(), pubkey: z.optional(z.string()) });
const signTransactionParams = z.looseObject({ transaction: z.string() });

/** The Solana signer of the pairing wallet. */
export interface SolanaPairingSigner {
  readonly address: string;
  /** Answer `method`; throws a ProviderRpcError. */
  handle(method: string, params: unknown): Promise<unknown>;
}

/** Load the key (32-byte seed or 64-byte keypair) and make the signer; `rpcUrl` is where it sends. */
export async function createSolanaPairingSigner(
  secretKey: Uint8Array,
  rpcUrl: string,
): Promise<SolanaPairingSigner> {
  const signer: SolanaSigner = await createSolanaSigner(secretKey);
  const base58 = getBase58Encoder();
  const toBase58 = getBase58Decoder();

  const decode = (method: string, text: string, codec: 'base58' | 'base64'): Uint8Array => {
    try {
      return new Uint8Array((codec === 'base58' ? base58 : getBase64Encoder()).encode(text));
    } catch {
      throw invalidParams(method, `not ${codec}`);
    }
  };

  const ownKey = (pubkey: string | undefined) => {
    if (pubkey !== undefined && pubkey !== signer.address) throw unauthorized();
  };

  return {
    address: signer.address,
    async handle(method, params) {
      if (method === 'solana_signMessage') {
        const { message, pubkey } = parseParams(method, signMessageParams, params);
        ownKey(pubkey);
        const bytes = decode(method, message, 'base58');
        const signature = await signBytes(signer.keyPair.privateKey, bytes);
        return { signature: toBase58.decode(signature) };
      }
      if (method === 'solana_signTransaction' || method === 'solana_signAndSendTransaction') {
        const { transaction } = parseParams(method, signTransactionParams, params);
        const signed = await signWireTransaction(signer.keyPair, decode(method, transaction, 'base64'));
        const own = signed.signatures[signer.address];
        if (!own) throw unauthorized('The transaction does not need this wallet’s signature.');
        if (method === 'solana_signTransaction')
          return { signature: toBase58.decode(own), transaction: toBase64Wire(signed) };
        try {
          return { signature: await sendSolanaTransaction(rpcUrl, toBase64Wire(signed)) };
        } catch (error) {
          // The node's refusal (e.g. no funds) goes back to the app as the request's error.
          if (error instanceof SolanaRpcError) throw new ProviderRpcError(error.code, error.message);
          throw error;
        }
      }
      throw unsupportedMethod(method);
    },
  };
}
