/**
 * The schema of CAIP-2 network ids (§5). It delegates to the domain parser so the rule lives in one
 * place.
 */
import * as z from 'zod/mini';
import { type CaipNetworkId, isCaipNetworkId } from '../caip.ts';
import { MESSAGES } from '../errors.ts';

/** §5: exactly two non-empty parts, else 'Invalid CAIP-2 network id'. */
export const caipNetworkIdSchema = z.custom<CaipNetworkId>(
  (value) => typeof value === 'string' && isCaipNetworkId(value),
  { error: MESSAGES.invalidCaip2NetworkId },
);
