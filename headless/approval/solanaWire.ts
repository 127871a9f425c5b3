/**
 * Solana's wire bytes, read the same way by the approval and by the key (dev/secure-site/wallet.ts):
 * a transaction as the signing requests carry it (base64, else base58) and the test that a
 * solana_signMessage's bytes are not a transaction in disguise. Strict: the bytes must decode whole,
 * message included, so nothing is signed that the approval could not read.
 */
import {
  type CompiledTransactionMessage,
  type CompiledTransactionMessageWithLifetime,
  getBase58Encoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit';

type CompiledMessage = CompiledTransactionMessage & CompiledTransactionMessageWithLifetime;

/** A compiled transaction message that is the whole of `bytes`, or undefined. */
function compiledMessageOf(bytes: Uint8Array): CompiledMessage | undefined {
  try {
    const [message, end] = getCompiledTransactionMessageDecoder().read(bytes, 0);
    return end === bytes.length ? message : undefined;
  } catch {
    return undefined;
  }
}

/** A transaction whose message decodes, that is the whole of `bytes`, or undefined. */
function transactionOf(
  bytes: Uint8Array,
): { transaction: Transaction; message: CompiledMessage } | undefined {
  try {
    const [transaction, end] = getTransactionDecoder().read(bytes, 0);
    const message = compiledMessageOf(Uint8Array.from(transaction.messageBytes));
    return end === bytes.length && message ? { transaction, message } : undefined;
  } catch {
    return undefined;
  }
}

const bytesOf = (encoded: string, encoder: { encode(text: string): ArrayLike<number> }) => {
  try {
    return Uint8Array.from(encoder.encode(encoded));
  } catch {
    return undefined;
  }
};

/** A signing request's transaction (base64, else base58) and its compiled message, or undefined. */
export function decodeSolanaTransaction(
  encoded: string,
): { transaction: Transaction; message: CompiledMessage } | undefined {
  for (const encoder of [getBase64Encoder(), getBase58Encoder()]) {
    const bytes = bytesOf(encoded, encoder);
    const decoded = bytes && transactionOf(bytes);
    if (decoded) return decoded;
  }
  return undefined;
}

/**
 * Whether bytes given to solana_signMessage are a transaction or a transaction message: a signature of
 * them is a signature of that transaction, which the visitor would approve as "a message".
 */
export function isSolanaTransactionBytes(bytes: Uint8Array): boolean {
  return compiledMessageOf(bytes) !== undefined || transactionOf(bytes) !== undefined;
}
