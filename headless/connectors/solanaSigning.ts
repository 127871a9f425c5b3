/**
 * The Wallet Standard Solana signing features over a JSON-RPC `request` (solana_signMessage,
 * solana_signTransaction, solana_signAndSendTransaction, §6): what a remote wallet does over a pairing
 * session and the embedded wallet over its frame. Messages go base58, transactions base64; the
 * answers are another party's JSON, so they are parsed.
 */
import { getBase58Decoder, getBase58Encoder, getBase64Decoder, getBase64Encoder } from '@solana/kit';
import * as z from 'zod/mini';
import type { StandardWalletAccount } from './types.ts';

export const SIGN_MESSAGE = 'solana:signMessage';
export const SIGN_TRANSACTION = 'solana:signTransaction';
export const SIGN_AND_SEND = 'solana:signAndSendTransaction';

const signMessageResult = z.object({ signature: z.string() });
const signTransactionResult = z.object({ transaction: z.string() });
const signAndSendResult = z.object({ signature: z.string() });

/** The Wallet Standard input of signMessage / signTransaction (one per call is what apps send). */
interface SignMessageInput {
  readonly account: StandardWalletAccount;
  readonly message: Uint8Array;
}
interface SignTransactionInput {
  readonly account: StandardWalletAccount;
  readonly transaction: Uint8Array;
}

/** Send one JSON-RPC request for `account` to the wallet; resolves with its answer. */
export type SolanaRequest = (
  account: StandardWalletAccount,
  method: string,
  params: unknown,
) => Promise<unknown>;

/** The three signing calls of a Wallet Standard Solana wallet, each input in turn. */
export function solanaSigning(request: SolanaRequest) {
  const toBase58 = getBase58Decoder();
  const fromBase58 = getBase58Encoder();

  const signMessage = async (...inputs: SignMessageInput[]) => {
    const outputs = [];
    for (const { account, message } of inputs) {
      const answer = signMessageResult.parse(
        await request(account, 'solana_signMessage', {
          message: toBase58.decode(message),
          pubkey: account.address,
        }),
      );
      outputs.push({
        signedMessage: message,
        signature: new Uint8Array(fromBase58.encode(answer.signature)),
      });
    }
    return outputs;
  };

  const signTransaction = async (...inputs: SignTransactionInput[]) => {
    const outputs = [];
    for (const { account, transaction } of inputs) {
      const answer = signTransactionResult.parse(
        await request(account, 'solana_signTransaction', {
          transaction: getBase64Decoder().decode(transaction),
        }),
      );
      outputs.push({ signedTransaction: new Uint8Array(getBase64Encoder().encode(answer.transaction)) });
    }
    return outputs;
  };

  const signAndSendTransaction = async (...inputs: SignTransactionInput[]) => {
    const outputs = [];
    for (const { account, transaction } of inputs) {
      const answer = signAndSendResult.parse(
        await request(account, 'solana_signAndSendTransaction', {
          transaction: getBase64Decoder().decode(transaction),
        }),
      );
      outputs.push({ signature: new Uint8Array(fromBase58.encode(answer.signature)) });
    }
    return outputs;
  };

  return { signMessage, signTransaction, signAndSendTransaction };
}
