/**
 * §3 Swap token from three answers: the exchange's tokens (`/v1/convert/tokens`), the account's token
 * balances on the network (`/v1/account/{address}/balance`) and the prices of the tokens it does not
 * hold (`/v1/fungible/price`). Pure: the actor fetches, this joins.
 */
import type { TokenBalance } from '../../domain/accountData/tokenBalances.ts';
import { NATIVE_SWAP_TOKEN_ADDRESS, type SwapToken } from '../../domain/swap/swapToken.ts';
import type { ConvertToken, FungiblePrice } from '../api/convertApi.ts';

const addressOf = (caip10: string) => caip10.slice(caip10.lastIndexOf(':') + 1).toLowerCase();

/** Whether a token of the exchange is the native coin (§7's 0xeeee…eeee). */
export function isNativeSwapToken(token: { address: string }): boolean {
  return addressOf(token.address) === NATIVE_SWAP_TOKEN_ADDRESS;
}

/**
 * The balance of `token`: by address; the native coin is the balance without one (as the blockchain
 * API answers it) or with 0xeeee…eeee.
 */
export function holdingOf(token: ConvertToken, balances: readonly TokenBalance[]): TokenBalance | undefined {
  const wanted = addressOf(token.address);
  return balances.find((balance) =>
    balance.address === undefined ? isNativeSwapToken(token) : addressOf(balance.address) === wanted,
  );
}

/** The exchange's tokens the account holds none of: their prices come from `/v1/fungible/price`. */
export function tokensNotHeld(
  tokens: readonly ConvertToken[],
  balances: readonly TokenBalance[],
): ConvertToken[] {
  return tokens.filter((token) => !holdingOf(token, balances));
}

/**
 * Each exchange token with the account's holding: quantity, price and worth from its balance, or
 * quantity '0', worth 0 and the price API's price (0 when it has none). The price API answers without
 * addresses (known tokens in request order, unknown ones left out), so its prices are matched by symbol.
 */
export function toSwapTokens(
  tokens: readonly ConvertToken[],
  balances: readonly TokenBalance[],
  prices: readonly FungiblePrice[],
): SwapToken[] {
  return tokens.map((token) => {
    const base = {
      name: token.name,
      symbol: token.symbol,
      address: token.address,
      decimals: token.decimals,
      logoUri: token.logoUri,
    };
    const held = holdingOf(token, balances);
    if (held) {
      return {
        ...base,
        quantity: { decimals: String(token.decimals), numeric: held.quantity.numeric },
        price: held.price,
        value: held.value ?? 0,
      };
    }
    return {
      ...base,
      quantity: { decimals: String(token.decimals), numeric: '0' },
      price: prices.find((price) => price.symbol === token.symbol)?.price ?? 0,
      value: 0,
    };
  });
}
