/**
 * The fields of one standard EIP-4361 sign-in (a statement, an expiry), for the approval's tests to
 * build the message with viem's createSiweMessage and to vary.
 */
import type { createSiweMessage } from 'viem/siwe';

export const SIWE_SAMPLE = {
  domain: 'app.example.com',
  address: '0xA0Cf798816D4b9b9866b5330EEa46a18382f251e',
  statement: 'Sign in to the app.',
  uri: 'https://app.example.com/login',
  version: '1',
  chainId: 1,
  nonce: 'abcdef1234',
  issuedAt: new Date('2025-01-02T03:04:05.000Z'),
  expirationTime: new Date('2025-01-03T03:04:05.000Z'),
} as const satisfies Parameters<typeof createSiweMessage>[0];
