/**
 * The send flow's live checks ("Feedback at every step"; DESIGN "the main button stating
 * what it will do or what is wrong"): what is wrong with a draft as the visitor types it, in the order
 * the visitor meets it, and the figures the review shows (the amount's worth, the network fee).
 *
 * Order: first what the typed amount says (it is typed first, and 99,999 ETH against 10,000 ETH
 * must be flagged before anything else is filled in): 'Invalid amount', then 'Insufficient
 * balance'; then a receiver that is neither an address nor a name ('Invalid EVM address' / 'Invalid
 * Solana address'); then the rest of domain/accountData/send.ts (§5 'An amount and receiver address
 * are required', 'A token is required', the token of another network, the chain). A receiver typed
 * as a name is checked by resolving it (the statechart does that), so it passes here.
 *
 * Pure: exact string arithmetic (viem's parseUnits/formatUnits), never a float.
 */
import { formatUnits, isAddress, parseUnits } from 'viem';
import { isSolanaAddress } from '../addresses.ts';
import { worthOf } from '../amounts/decimal.ts';
import { parseCaipAddress } from '../caip.ts';
import { MESSAGES, PorticoError } from '../errors.ts';
import {
  receiverNameOf,
  type SendAccount,
  type SendDraft,
  sendDraftFailure,
  toSmallestUnit,
} from './send.ts';
import type { TokenBalance } from './tokenBalances.ts';

/**
 * What the draft needs before it can be reviewed: nothing (`ready`), its name resolved (`name`), or
 * a fix, with the text the main button shows.
 */
export type SendCheck =
  | { kind: 'ready' }
  | { kind: 'name'; name: string }
  /** §5: an amount and a receiver, or a token, are still missing. */
  | { kind: 'incomplete'; message: string }
  | { kind: 'insufficientBalance'; message: string }
  | { kind: 'invalidReceiver'; message: string }
  /** Anything else ('Invalid amount', a token of another network, a chain without send). */
  | { kind: 'invalid'; message: string };

/** What the account holds of the token, in its smallest unit (digits beyond its decimals dropped). */
function balanceUnits(token: TokenBalance, decimals: number): bigint | undefined {
  const [whole = '', fraction = ''] = token.quantity.numeric.trim().split('.');
  try {
    return parseUnits(`${whole || '0'}.${fraction.slice(0, decimals) || '0'}`, decimals);
  } catch {
    return undefined;
  }
}

/** The typed amount in the token's smallest unit, or undefined when it is not a positive amount. */
function amountUnits(draft: SendDraft): bigint | undefined {
  if (!draft.token || !draft.sendTokenAmount?.trim()) return undefined;
  try {
    return toSmallestUnit(draft.sendTokenAmount, Number(draft.token.quantity.decimals));
  } catch {
    return undefined;
  }
}

/** Whether the typed amount is more than the account holds of the chosen token. */
export function exceedsBalance(draft: SendDraft): boolean {
  const units = amountUnits(draft);
  if (!draft.token || units === undefined) return false;
  const balance = balanceUnits(draft.token, Number(draft.token.quantity.decimals));
  return balance !== undefined && units > balance;
}

/** Whether a receiver was typed that is neither a name to resolve nor an address of the account's chain. */
export function isInvalidReceiver(draft: SendDraft, account: SendAccount): boolean {
  const receiver = draft.receiverAddress?.trim();
  if (!receiver || receiverNameOf(draft, account) !== undefined) return false;
  if (parseCaipAddress(account.caipAddress).chainNamespace === 'solana') return !isSolanaAddress(receiver);
  return !isAddress(receiver.startsWith('0x') ? receiver : `0x${receiver}`);
}

/** The receiver's check text for the account's chain. */
function invalidReceiverText(account: SendAccount): string {
  return parseCaipAddress(account.caipAddress).chainNamespace === 'solana'
    ? MESSAGES.invalidSolanaAddress
    : MESSAGES.invalidEvmAddress;
}

/** What the draft needs, in the order of the file's comment. */
export function checkSend(draft: SendDraft, account: SendAccount | undefined): SendCheck {
  if (!account) return { kind: 'invalid', message: PorticoError.of('noActiveCaipAddress').message };
  if (draft.token && draft.sendTokenAmount?.trim()) {
    if (amountUnits(draft) === undefined) return { kind: 'invalid', message: MESSAGES.invalidAmount };
    if (exceedsBalance(draft)) return { kind: 'insufficientBalance', message: MESSAGES.insufficientBalance };
  }
  if (isInvalidReceiver(draft, account))
    return { kind: 'invalidReceiver', message: invalidReceiverText(account) };
  const failure = sendDraftFailure(draft, account);
  if (failure?.code === 'sendAmountAndReceiverRequired' || failure?.code === 'sendTokenRequired')
    return { kind: 'incomplete', message: failure.message };
  if (failure !== undefined) return { kind: 'invalid', message: failure.message };
  const name = receiverNameOf(draft, account);
  return name === undefined ? { kind: 'ready' } : { kind: 'name', name };
}

/** The text of what is wrong, or undefined when the draft needs no fix (`ready` or a name to resolve). */
export function sendProblemOf(check: SendCheck): string | undefined {
  return 'message' in check ? check.message : undefined;
}

/** What the typed amount is worth at the token's price, exact decimal text; undefined without a price. */
export function sendWorthOf(draft: SendDraft): string | undefined {
  if (!draft.token || !(draft.token.price > 0) || amountUnits(draft) === undefined) return undefined;
  return worthOf(draft.sendTokenAmount ?? '', draft.token.price);
}

/** A network fee in the network's native currency: exact decimal text ('0.000021') and its symbol. */
export interface SendFee {
  amount: string;
  symbol: string;
}

/** The fee of `gas` at `gasPrice` (wei, or lamports for Solana's `decimals` 9), as a {@link SendFee}. */
export function feeOf(gas: bigint, gasPrice: bigint, decimals: number, symbol: string): SendFee {
  return { amount: formatUnits(gas * gasPrice, decimals), symbol };
}
