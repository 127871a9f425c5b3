/** Schemas of plain account addresses (§5), over the patterns of domain/addresses.ts. */
import * as z from 'zod/mini';
import { EVM_ADDRESS_PATTERN, SOLANA_ADDRESS_PATTERN } from '../addresses.ts';
import { MESSAGES } from '../errors.ts';

/** §5: a plain EVM address, 40 hex digits with an optional 0x prefix. */
export const evmAddressSchema = z
  .string({ error: MESSAGES.invalidEvmAddress })
  .check(z.regex(EVM_ADDRESS_PATTERN, { error: MESSAGES.invalidEvmAddress }));

/** §5: a Solana address, 32 to 44 base58 characters. */
export const solanaAddressSchema = z
  .string({ error: MESSAGES.invalidSolanaAddress })
  .check(z.regex(SOLANA_ADDRESS_PATTERN, { error: MESSAGES.invalidSolanaAddress }));
