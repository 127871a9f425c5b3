/** Schema of an EVM chain id for the name service (§5): below 2147483648, else 'Invalid chainId'. */
import * as z from 'zod/mini';
import { isValidEvmChainId } from '../coinType.ts';
import { MESSAGES } from '../errors.ts';

/** §5: a non-negative integer chain id below 2147483648; any failure reads 'Invalid chainId'. */
export const evmChainIdSchema = z
  .number({ error: MESSAGES.invalidChainId })
  .check(z.refine(isValidEvmChainId, { error: MESSAGES.invalidChainId }));
