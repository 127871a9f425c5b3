/**
 * The send flow's events: the root tells it the connected account; the Send view fills in the draft
 * and sends.
 */
import type { TokenBalance } from '../../domain/accountData/tokenBalances.ts';
import type { AccountRef } from './account.ts';

/** Every event the send actor accepts. */
export type SendEvent =
  /** The connected account now (undefined: none); a change of network drops the chosen token. */
  | { type: 'send.account'; account: AccountRef | undefined }
  /** §4 "set token": one of the token balances (undefined: none chosen). */
  | { type: 'send.setToken'; token: TokenBalance | undefined }
  /** §4 "set amount": the amount as typed, in the token's unit ('0.5'). */
  | { type: 'send.setAmount'; amount: string }
  /** §4 "set receiver": the receiver's address as typed. */
  | { type: 'send.setReceiver'; address: string }
  /** Go to the review of a draft that needs no fix (ignored otherwise: the main button says why). */
  | { type: 'send.review' }
  /** Back from the review to the form. */
  | { type: 'send.edit' }
  /** §4 "send": from the review (or straight from a draft that needs no fix). */
  | { type: 'send.submit' }
  /** Start over (the view closed). */
  | { type: 'send.reset' };
