/**
 * §3 Swap token: a token the exchange trades on the account's network, with what the account holds of
 * it. `address` is CAIP-10 (`eip155:31337:0x…`); the native coin is §7's
 * `0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`.
 */
export interface SwapToken {
  name: string;
  symbol: string;
  /** CAIP-10 of the token's contract, or of the native coin's placeholder address. */
  address: string;
  decimals: number;
  logoUri: string;
  /** What the account holds: `numeric` in the token's unit ('12.5'); '0' when it holds none. */
  quantity: { decimals: string; numeric: string };
  /** USD price of one token (0 when unknown). */
  price: number;
  /** USD worth of the holding (0 when unknown). */
  value: number;
}

/** §7: the native coin's address in the conversion API. */
export const NATIVE_SWAP_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
