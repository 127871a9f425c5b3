/**
 * Swap tokens (§3) on the local anvil chain as the engine gives them to the swap flow, with what the
 * test account holds: ETH (the native coin, 18 decimals), PUSD (6 decimals) and PTK (18 decimals).
 */
import type { SwapToken } from '../domain/swap/swapToken.ts';

export const SWAP_NETWORK = 'eip155:31337';

function token(
  symbol: string,
  name: string,
  contract: string,
  decimals: number,
  held: string,
  price: number,
) {
  return {
    name,
    symbol,
    address: `${SWAP_NETWORK}:${contract}`,
    decimals,
    logoUri: '',
    quantity: { decimals: String(decimals), numeric: held },
    price,
    value: Number(held) * price,
  } satisfies SwapToken;
}

export const SWAP_ETH: SwapToken = token(
  'ETH',
  'Ether',
  '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
  18,
  '2',
  3000,
);
export const SWAP_PUSD: SwapToken = token(
  'PUSD',
  'Portico USD',
  '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  6,
  '1000',
  1,
);
export const SWAP_PTK: SwapToken = token(
  'PTK',
  'Portico Token',
  '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  18,
  '0',
  0,
);
/** The list the exchange trades, as the engine answers it. */
export const SWAP_TOKENS: readonly SwapToken[] = [SWAP_ETH, SWAP_PUSD, SWAP_PTK];
