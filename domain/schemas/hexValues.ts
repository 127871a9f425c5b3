/** Schemas of hex values from wallets (§5): transaction hashes and signed messages. */
import * as z from 'zod/mini';
import { MESSAGES } from '../errors.ts';
import { SIGNED_MESSAGE_PATTERN, TRANSACTION_HASH_PATTERN } from '../hexValues.ts';

/** §5: 0x followed by 64 hex characters. Typed as viem's `0x${string}` so it feeds viem directly. */
export const transactionHashSchema = z.custom<`0x${string}`>(
  (value) => typeof value === 'string' && TRANSACTION_HASH_PATTERN.test(value),
  { error: MESSAGES.invalidTransactionHash },
);

/** §5: 0x followed by at least 62 hex characters. */
export const signedMessageSchema = z.custom<`0x${string}`>(
  (value) => typeof value === 'string' && SIGNED_MESSAGE_PATTERN.test(value),
  { error: MESSAGES.invalidSignedMessage },
);
