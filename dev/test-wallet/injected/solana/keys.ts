/** The Solana key pair the wallet signs with, via @solana/kit (WebCrypto Ed25519). */
import {
  type Address,
  createKeyPairFromBytes,
  createKeyPairFromPrivateKeyBytes,
  generateKeyPair,
  getAddressFromPublicKey,
} from '@solana/kit';

/** A key pair with its address and raw public key. */
export interface SolanaSigner {
  readonly keyPair: CryptoKeyPair;
  readonly address: Address;
  readonly publicKey: Uint8Array;
}

/**
 * Load the key from 64 bytes (secret then public, solana-keygen's format) or a 32-byte seed, or
 * generate a fresh one when none is given. Keys stay non-extractable; only the public key is read.
 */
export async function createSolanaSigner(secretKey?: Uint8Array): Promise<SolanaSigner> {
  const keyPair =
    secretKey === undefined
      ? await generateKeyPair()
      : secretKey.length === 64
        ? await createKeyPairFromBytes(secretKey)
        : await createKeyPairFromPrivateKeyBytes(secretKey);
  const address = await getAddressFromPublicKey(keyPair.publicKey);
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', keyPair.publicKey));
  return { keyPair, address, publicKey };
}
