/** Signing Solana wire-format transactions with the wallet's key, via @solana/kit's codecs. */
import {
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  type Transaction,
} from '@solana/kit';

/** Decode, add the wallet's signature, and return the signed transaction (other signers' slots kept). */
export async function signWireTransaction(keyPair: CryptoKeyPair, wire: Uint8Array): Promise<Transaction> {
  const transaction = getTransactionDecoder().decode(wire);
  // Throws when the key is not among the transaction's signers; the app sees that message.
  return partiallySignTransaction([keyPair], transaction);
}

/** The signed transaction's wire bytes. */
export function toWireBytes(transaction: Transaction): Uint8Array {
  return new Uint8Array(getTransactionEncoder().encode(transaction));
}

/** The signed transaction as base64, as sendTransaction takes it. */
export function toBase64Wire(transaction: Transaction): string {
  return getBase64EncodedWireTransaction(transaction);
}
