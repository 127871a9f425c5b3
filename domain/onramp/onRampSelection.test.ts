import { describe, expect, test } from 'vitest';
import { COINBASE, ETH, LOCAL_ONRAMP_OPTIONS, PUSD, SOL, USD } from '../../test-support/onRampActors.ts';
import { defaultSelection, isOnRampNamespace, networkOn, quoteNetworkOf } from './onRampSelection.ts';

describe('on-ramp selection', () => {
  test("defaults: the first currency sold on the account's chain (by its CAIP-2 reference), USD, the first provider", () => {
    expect(defaultSelection(LOCAL_ONRAMP_OPTIONS, 'eip155:31337')).toEqual({
      purchaseCurrency: ETH,
      paymentCurrency: USD,
      provider: COINBASE,
      amount: '',
    });
    expect(
      defaultSelection(LOCAL_ONRAMP_OPTIONS, `solana:${SOL.networks[0]?.chain_id}`).purchaseCurrency,
    ).toBe(SOL);
    // Sold on no network of the chain, or no account: the first currency.
    expect(defaultSelection(LOCAL_ONRAMP_OPTIONS, 'eip155:1').purchaseCurrency).toBe(SOL);
    expect(defaultSelection(LOCAL_ONRAMP_OPTIONS, undefined).purchaseCurrency).toBe(SOL);
  });

  test('without USD the first payment currency; empty options choose nothing', () => {
    const euroOnly = {
      ...LOCAL_ONRAMP_OPTIONS,
      paymentCurrencies: LOCAL_ONRAMP_OPTIONS.paymentCurrencies.slice(0, 1),
    };
    expect(defaultSelection(euroOnly, 'eip155:31337').paymentCurrency?.id).toBe('EUR');
    expect(
      defaultSelection({ purchaseCurrencies: [], paymentCurrencies: [], providers: [] }, 'eip155:31337'),
    ).toEqual({
      purchaseCurrency: undefined,
      paymentCurrency: undefined,
      provider: undefined,
      amount: '',
    });
  });

  test("the quote's network: the currency's network name on the chain, else the chain's CAIP-2 id", () => {
    expect(networkOn(PUSD, 'eip155:31337')?.contract_address).toMatch(/^0x/);
    expect(quoteNetworkOf(PUSD, 'eip155:31337')).toBe('anvil-31337');
    expect(quoteNetworkOf(PUSD, 'eip155:313370')).toBe('eip155:313370');
  });

  test('the on-ramp sells on eip155 chains and Solana only', () => {
    expect(isOnRampNamespace('eip155:1')).toBe(true);
    expect(isOnRampNamespace('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true);
    expect(isOnRampNamespace('bip122:000000000019d6689c085ae165831e93')).toBe(false);
  });
});
