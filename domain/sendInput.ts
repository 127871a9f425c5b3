/**
 * The send flow's input rules (§5): an amount and a receiver address are required, and so is a token.
 */
import { PorticoError } from './errors.ts';

/** What the send flow holds before sending (§3 send state). The token's own shape is the caller's. */
export interface SendInput<Token> {
  readonly token: Token | undefined;
  readonly sendTokenAmount: string | undefined;
  readonly receiverAddress: string | undefined;
}

/**
 * Throws a PorticoError 'An amount and receiver address are required' when either is missing or
 * blank, then 'A token is required' when no token is set. Amount and receiver are checked first
 * because they are what the user typed last; "amount rules beyond these: not shown" (§5), so the
 * amount's value is not judged here.
 */
export function assertSendInput<Token>(input: SendInput<Token>): asserts input is SendInput<Token> & {
  readonly token: Token;
  readonly sendTokenAmount: string;
  readonly receiverAddress: string;
} {
  if (!input.sendTokenAmount?.trim() || !input.receiverAddress?.trim()) {
    throw PorticoError.of('sendAmountAndReceiverRequired');
  }
  if (input.token === undefined) throw PorticoError.of('sendTokenRequired');
}
