import { expect, test } from 'vitest';
import { pricesOf } from './previewPrices.ts';
import { NATIVE_COIN_ADDRESS } from './tokenEvents.ts';

test('prices are keyed by lower-case plain address, a native coin without one by 0xeeee…eeee, unknown ones left out', () => {
  expect(
    pricesOf([
      { address: 'eip155:1:0xABCDEFabcdefABCDEFabcdefABCDEFabcdefABCD', price: 1 },
      { price: 2500 },
      { address: '0x1111111111111111111111111111111111111111', price: 0 },
      undefined,
    ]),
  ).toEqual({ '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd': 1, [NATIVE_COIN_ADDRESS]: 2500 });
});
