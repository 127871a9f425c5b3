/**
 * Schemas of CAIP-2 network ids and CAIP-10 addresses (§5). They delegate to the domain parsers so the
 * rules, and the choice of 'Invalid CAIP Address' vs 'Invalid CAIP-10 address', live in one place.
 */
import * as z from 'zod/mini';
import {
  type CaipAddress,
  type CaipNetworkId,
  isCaipAddress,
  isCaipNetworkId,
  parseCaipAddress,
} from '../caip.ts';
import { isPorticoError, MESSAGES } from '../errors.ts';

/** §5: exactly two non-empty parts, else 'Invalid CAIP-2 network id'. */
export const caipNetworkIdSchema = z.custom<CaipNetworkId>(
  (value) => typeof value === 'string' && isCaipNetworkId(value),
  { error: MESSAGES.invalidCaip2NetworkId },
);

/** §5: exactly three non-empty parts with a known namespace; the issue carries the parser's text. */
export const caipAddressSchema = z.custom<CaipAddress>(
  (value) => typeof value === 'string' && isCaipAddress(value),
  {
    error: (issue) => caipAddressMessage(issue.input),
  },
);

/** The text `parseCaipAddress` raises for `input`; a non-string is simply not a CAIP address. */
function caipAddressMessage(input: unknown): string {
  if (typeof input !== 'string') return MESSAGES.invalidCaipAddress;
  try {
    parseCaipAddress(input);
  } catch (error) {
    if (isPorticoError(error)) return error.message;
  }
  return MESSAGES.invalidCaipAddress;
}
