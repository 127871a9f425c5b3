import { ONRAMP_MESSAGES } from '../../onramp/onRampMessages.ts';

/** Texts of the OnRamp, OnRampProviders and BuyInProgress views. Keys start with `onramp.`. */
const ONRAMP_VIEW_MESSAGES = {
  // Account's wallet feature button: buy crypto with a card or a bank account.
  'onramp.buy': 'Buy',
  // OnRamp: read by screen readers while the currencies load.
  'onramp.loading': 'Loading currencies',
  // The three fields: the coin to buy, the money to pay with and how much of it.
  'onramp.purchaseCurrency': 'Currency to buy',
  'onramp.paymentCurrency': 'Currency to pay with',
  'onramp.amount': 'Amount to pay',
  // A coin of the list; {name} its name, {symbol} its ticker: "Ether (ETH)".
  'onramp.currencyOption': '{name} ({symbol})',
  // The amounts the provider takes (§9 card limits), e.g. "From 10.00 to 7500.00 USD".
  'onramp.limits': 'From {min} to {max} {currency}',
  // No coin of the on-ramp is sold on the account's network.
  'onramp.nothingToBuy': 'Nothing can be bought on this network.',
  // The live quote: its region's name, what is received (≈: the provider's final amount may differ), the fees, the total.
  'onramp.quote': 'Quote',
  'onramp.youReceive': 'You receive ≈ {amount}',
  'onramp.providerFee': 'Provider fee',
  'onramp.networkFee': 'Network fee',
  'onramp.total': 'Total',
  // Read by screen readers while a quote is asked.
  'onramp.quoting': 'Getting a quote',

  // OnRampProviders: the list's name, and a provider's fee range (§9: 1–2 %).
  'onramp.providers': 'Providers',
  'onramp.feeRange': 'Fees {min}–{max} %',
  // Read by screen readers while the provider's page is being prepared.
  'onramp.opening': 'Opening the provider',

  // BuyInProgress: while the purchase is made in the provider's window, and once the coins arrived.
  'onramp.waiting': 'Waiting for {provider}',
  'onramp.completeInWindow': "Complete the purchase in the provider's window",
  'onramp.complete': 'Purchase complete',
  // What arrived in the wallet; {amount} with its symbol, e.g. "0.0199 ETH".
  'onramp.received': 'You received {amount}',
  'onramp.failed': 'The purchase did not go through',
  'onramp.done': 'Done',

  // The currency picker (its list, search, empty search and title), and the titles
  // of the OnRamp view's two cards.
  'onramp.currencies': 'Currencies',
  'onramp.searchCurrencies': 'Search currencies',
  'onramp.noCurrencies': 'No currency matches your search.',
  'onramp.selectCurrency': 'Select a currency',
  'onramp.youPay': 'You pay',
  'onramp.youBuy': 'You buy',
} as const;

/**
 * What the OnRamp view says about the amount typed (domain/onramp/onRampMessages.ts, the one home of
 * their English) as catalogue entries `onramp.message.<key>`.
 */
export type OnRampMessageEntries = {
  readonly [K in keyof typeof ONRAMP_MESSAGES as `onramp.message.${K}`]: string;
};

const ONRAMP_MESSAGE_ENTRIES = Object.fromEntries(
  Object.entries(ONRAMP_MESSAGES).map(([key, text]) => [`onramp.message.${key}`, text]),
) as OnRampMessageEntries;

/** The on-ramp section of the catalogue. */
export const ONRAMP_SECTION = { ...ONRAMP_VIEW_MESSAGES, ...ONRAMP_MESSAGE_ENTRIES };
