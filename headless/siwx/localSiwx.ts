/**
 * Portico's ready sign-in implementation (the `siwx` option given as `{ statement, required }`):
 * messages built with viem's `viem/siwe` (EIP-4361) for eip155 and as CAIP-122 text for solana;
 * sessions kept in the page's storage and verified in the page before they are kept (eip155 with
 * viem's `verifyMessage`, solana with ed25519 through @solana/kit). A chunk of its own: loaded with
 * the first sign-in check.
 */
import {
  getBase58Encoder,
  getPublicKeyFromAddress,
  getUtf8Encoder,
  signatureBytes,
  address as solanaAddress,
  verifySignature,
} from '@solana/kit';
import { getAddress, verifyMessage } from 'viem';
import { createSiweMessage, generateSiweNonce, parseSiweMessage } from 'viem/siwe';
import type { CaipNetworkId } from '../../domain/caip.ts';
import {
  isSessionLive,
  type SiwxConfig,
  type SiwxMessage,
  type SiwxMessageData,
  type SiwxSession,
} from '../../domain/siwx.ts';
import type { ChainSignatureVerifier } from '../rpc/chainSignatureVerifier.ts';
import { localSignInSessions } from '../storage/signInSessions.ts';
import { memoryStorageBackend, type StorageBackend } from '../storage/storage.ts';

/** How long a session lasts when the host says nothing: a week. */
export const DEFAULT_SESSION_MS = 7 * 24 * 60 * 60 * 1000;

/** Options of {@link createLocalSiwx}. */
export interface LocalSiwxOptions {
  statement?: string | undefined;
  /** Whether sign-in is required (default true). */
  required?: boolean | undefined;
  /** How long a session lasts; default a week. */
  sessionMs?: number | undefined;
  /**
   * The page's storage (sessions kept under STORAGE_KEYS.siwxSessions); without one, sessions last as
   * long as the page.
   */
  storage?: StorageBackend | undefined;
  /** The site signing in: default the page's host and origin. */
  domain?: string | undefined;
  uri?: string | undefined;
  /** Checks a contract account's signature through its chain (smart accounts); without it, EOAs only. */
  verifyOnChain?: ChainSignatureVerifier | undefined;
}

/** CAIP-122 text for a non-EVM chain (the EIP-4361 layout with the chain's own account name). */
export function caip122Message(data: SiwxMessage | Omit<SiwxMessage, 'serializedMessage'>): string {
  const [, reference = ''] = data.chainId.split(':');
  return [
    `${data.domain} wants you to sign in with your Solana account:`,
    data.accountAddress,
    '',
    ...(data.statement ? [data.statement, ''] : []),
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    ...(data.issuedAt ? [`Issued At: ${data.issuedAt}`] : []),
    ...(data.expirationTime ? [`Expiration Time: ${data.expirationTime}`] : []),
  ].join('\n');
}

/**
 * The text of a sign-in message: EIP-4361 (viem's `createSiweMessage`) for eip155, CAIP-122 otherwise.
 * The local and the cloud implementations both write their messages with it.
 */
export function signInMessageOf(data: SiwxMessageData): SiwxMessage {
  const [namespace, reference = ''] = data.chainId.split(':');
  const serializedMessage =
    namespace === 'eip155'
      ? createSiweMessage({
          address: getAddress(data.accountAddress),
          chainId: Number(reference),
          domain: data.domain,
          uri: data.uri,
          version: '1',
          nonce: data.nonce,
          ...(data.issuedAt ? { issuedAt: new Date(data.issuedAt) } : {}),
          ...(data.expirationTime ? { expirationTime: new Date(data.expirationTime) } : {}),
          ...(data.notBefore ? { notBefore: new Date(data.notBefore) } : {}),
          ...(data.statement ? { statement: data.statement } : {}),
          ...(data.requestId ? { requestId: data.requestId } : {}),
          ...(data.resources ? { resources: data.resources } : {}),
        })
      : caip122Message(data);
  return { ...data, serializedMessage };
}

/**
 * Whether `session`'s signature is the account's over its message: an EOA's key checked in the page,
 * else (eip155) a contract account's through its chain with `verifyOnChain` (ERC-1271 / ERC-6492).
 */
export async function verifySession(
  session: SiwxSession,
  verifyOnChain?: ChainSignatureVerifier,
): Promise<boolean> {
  const { chainId, accountAddress } = session.data;
  if (chainId.startsWith('eip155:')) {
    const address = getAddress(accountAddress);
    const signature = session.signature as `0x${string}`;
    if (await verifyMessage({ address, message: session.message, signature }).catch(() => false)) return true;
    if (!verifyOnChain) return false;
    return verifyOnChain({ chainId, address, message: session.message, signature }).catch(() => false);
  }
  if (chainId.startsWith('solana:')) {
    const key = await getPublicKeyFromAddress(solanaAddress(accountAddress));
    return verifySignature(
      key,
      signatureBytes(getBase58Encoder().encode(session.signature)),
      getUtf8Encoder().encode(session.message),
    );
  }
  return false;
}

/** The message data of a signed EIP-4361 text (a one-click sign-in's proof, say). */
export function messageDataOf(message: string, chainId: CaipNetworkId): SiwxSession['data'] | undefined {
  const parsed = parseSiweMessage(message);
  if (!parsed.address || !parsed.domain || !parsed.uri || !parsed.nonce) return undefined;
  // viem reads an unreadable time as an Invalid Date, whose toISOString throws: not a sign-in message.
  const times = [parsed.issuedAt, parsed.expirationTime];
  if (times.some((time) => time !== undefined && Number.isNaN(time.getTime()))) return undefined;
  return {
    accountAddress: parsed.address,
    chainId,
    domain: parsed.domain,
    uri: parsed.uri,
    version: parsed.version ?? '1',
    nonce: parsed.nonce,
    ...(parsed.statement ? { statement: parsed.statement } : {}),
    ...(parsed.issuedAt ? { issuedAt: parsed.issuedAt.toISOString() } : {}),
    ...(parsed.expirationTime ? { expirationTime: parsed.expirationTime.toISOString() } : {}),
  };
}

/** The local sign-in implementation. */
export function createLocalSiwx(options: LocalSiwxOptions = {}): SiwxConfig {
  // Stored sessions that do not parse are set aside (kept under `<key>.unreadable`, reported with
  // console.error) and these calls go on with none: the visitor signs in again.
  const sessions = localSignInSessions(options.storage ?? memoryStorageBackend());
  const site = () => ({
    domain: options.domain ?? (typeof location === 'undefined' ? 'localhost' : location.host),
    uri: options.uri ?? (typeof location === 'undefined' ? 'http://localhost' : location.origin),
  });

  return {
    async createMessage({ accountAddress, chainId }) {
      const issuedAt = new Date();
      const expirationTime = new Date(issuedAt.getTime() + (options.sessionMs ?? DEFAULT_SESSION_MS));
      const data = {
        accountAddress,
        chainId,
        ...site(),
        version: '1',
        nonce: generateSiweNonce(),
        ...(options.statement ? { statement: options.statement } : {}),
        issuedAt: issuedAt.toISOString(),
        expirationTime: expirationTime.toISOString(),
      };
      return signInMessageOf(data);
    },
    async addSession(session) {
      if (!(await verifySession(session, options.verifyOnChain)))
        throw new Error('The sign-in signature does not verify');
      // One session per account: a new one replaces the last.
      sessions.put(session);
    },
    async getSessions(chainId, address) {
      const now = Date.now();
      return sessions.of({ chainId, address }).filter((session) => isSessionLive(session, now));
    },
    async revokeSession(chainId, address) {
      sessions.remove({ chainId, address });
    },
    async setSessions(replacements) {
      sessions.replaceAll(replacements);
    },
    getRequired: () => options.required ?? true,
    statement: options.statement,
  };
}
