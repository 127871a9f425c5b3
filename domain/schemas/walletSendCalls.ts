/**
 * Schema of wallet_sendCalls params (§5, EIP-5792): each call needs a 'to' starting with 0x, and its
 * data, if present, must start with 0x. Other fields (version, chainId, from, capabilities, value)
 * pass through untouched: the wallet, not Portico, is their judge.
 */
import * as z from 'zod/mini';
import { MESSAGES } from '../errors.ts';

/** One call of wallet_sendCalls. */
export const walletSendCallSchema = z.looseObject({
  to: z
    .string({ error: MESSAGES.invalidCallTo })
    .check(z.startsWith('0x', { error: MESSAGES.invalidCallTo })),
  data: z.optional(
    z
      .string({ error: MESSAGES.invalidCallData })
      .check(z.startsWith('0x', { error: MESSAGES.invalidCallData })),
  ),
});

/** The params object of wallet_sendCalls (the first item of the JSON-RPC params array). */
export const walletSendCallsParamsSchema = z.looseObject({
  calls: z.array(walletSendCallSchema),
});

/** A parsed call. */
export type WalletSendCall = z.infer<typeof walletSendCallSchema>;
