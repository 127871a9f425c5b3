import { SWAP_MESSAGES } from '../../swap/swapMessages.ts';

/** Texts of the Swap, SwapSelectToken and SwapPreview views. Keys start with `swap.`. */
const SWAP_VIEW_MESSAGES = {
  // The two halves of the Swap view: what the person sells and what they get.
  'swap.youPay': 'You pay',
  'swap.youReceive': 'You receive',
  // The amount fields' names (read by screen readers).
  'swap.payAmount': 'Amount to pay',
  'swap.receiveAmount': 'Amount to receive',
  // A token button with no token chosen yet.
  'swap.chooseToken': 'Choose token',
  // The token buttons' accessible names; {symbol} is the chosen token, e.g. "PUSD".
  'swap.payToken': 'Token to pay: {symbol}',
  'swap.receiveToken': 'Token to receive: {symbol}',
  // What the account holds of the token to pay; {amount} with its symbol, e.g. "12.5 PUSD".
  'swap.balance': 'Balance: {amount}',
  // Button: pay with the whole balance.
  'swap.max': 'Max',
  // Button: pay with what was to be received and receive what was to be paid.
  'swap.switchTokens': 'Switch tokens',
  // The quote's rate: {from} and {to} are symbols, {rate} what one {from} buys.
  'swap.rate': '1 {from} = {rate} {to}',
  // Read by screen readers while the tokens load and while a quote is asked.
  'swap.loadingTokens': 'Loading tokens',
  'swap.quoting': 'Getting a quote',
  // Button: open the review of the quoted swap.
  'swap.review': 'Review swap',
  // Button under 'Network not supported for Swaps': open the network list.
  'swap.switchNetwork': 'Switch network',

  // SwapSelectToken: the search field, the list's name, and no match.
  'swap.search': 'Search tokens',
  'swap.tokens': 'Tokens',
  'swap.noTokens': 'No token matches your search.',

  // SwapPreview: the review's list of figures (read by screen readers) and its rows.
  'swap.details': 'Swap details',
  'swap.minimumReceived': 'Minimum received',
  'swap.priceImpact': 'Price impact',
  'swap.networkCost': 'Network cost',
  'swap.maxSlippage': 'Max. slippage',
  // A value that is not known (a token without a price).
  'swap.unknown': 'Unknown',
  // The network cost in the native coin and in US dollars: "0.0002 ETH ($0.51)".
  'swap.costWithUsd': '{cost} ({usd})',
  // Buttons of the review: approve the token to pay first (when needed), then swap; their texts while busy.
  'swap.approve': 'Approve {symbol}',
  'swap.approving': 'Approving…',
  'swap.swap': 'Swap',
  'swap.swapping': 'Swapping…',

  // A picker chip's accessible name: what it picks and the choice, "Token to send: ETH".
  'swap.pickerChip': '{label}: {symbol}',
  // The worth of an amount under it, in US dollars: "≈ $312.05".
  'swap.worth': '≈ {value}',
} as const;

/**
 * What the swap draft lacks (domain/swap/swapMessages.ts, the one home of their English) as catalogue
 * entries `swap.draft.<key>`: the engine gives them in English, `tError` shows them translated.
 */
export type SwapDraftMessages = { readonly [K in keyof typeof SWAP_MESSAGES as `swap.draft.${K}`]: string };

const SWAP_DRAFT_MESSAGES = Object.fromEntries(
  Object.entries(SWAP_MESSAGES).map(([key, text]) => [`swap.draft.${key}`, text]),
) as SwapDraftMessages;

/** The swap section of the catalogue. */
export const SWAP_SECTION = { ...SWAP_VIEW_MESSAGES, ...SWAP_DRAFT_MESSAGES };

/** The catalogue key of a swap draft's text as the engine gives it, or undefined for any other text. */
export function swapMessageKey(text: string): keyof SwapDraftMessages | undefined {
  for (const [key, value] of Object.entries(SWAP_MESSAGES))
    if (value === text) return `swap.draft.${key as keyof typeof SWAP_MESSAGES}`;
  return undefined;
}
