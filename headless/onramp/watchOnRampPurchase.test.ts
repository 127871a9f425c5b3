/**
 * The wait for the funds against the fake on-ramp API (test-support/fakeOnRampApi.ts): it ends with the
 * credit's hash, fails when the provider reports the purchase failed, ignores purchases that ended
 * before it began, asks again after a passing failure, stops at once on a refusal, and stops when
 * aborted. (The real cloud and chain: onRampActors.int.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/errors.ts';
import { onRampFailureText } from '../../domain/onramp/onRampFailure.ts';
import { CREDIT_HASH, fakeOnRampApi } from '../../test-support/fakeOnRampApi.ts';
import { WALLET_ADDRESS } from '../../test-support/testWallet.tsx';
import { createOnRampApi, type OnRampUrlRequest } from '../api/onRampApi.ts';
import { OnRampPurchaseFailedError, watchOnRampPurchase } from './watchOnRampPurchase.ts';

const CHAIN = 'eip155:1';
const PURCHASE = {
  provider: 'meld',
  caipAddress: `${CHAIN}:${WALLET_ADDRESS}`,
  caipNetworkId: CHAIN,
} as const;
const PAGE: OnRampUrlRequest = {
  destinationWallets: [{ address: WALLET_ADDRESS, blockchains: ['ethereum'] }],
  defaultNetwork: 'ethereum',
  partnerUserId: WALLET_ADDRESS,
  defaultExperience: 'buy',
  presetFiatAmount: 50,
  provider: 'meld',
  paymentCurrency: 'USD',
};

/**
 * The fake API behind a fetch that counts the history calls; `onHistory(n)` may answer the n-th
 * itself (a failure) or act on the fake first (settle the page) and let it answer.
 */
function apiWith(onHistory: (call: number, fake: ReturnType<typeof fakeOnRampApi>) => Response | undefined) {
  const fake = fakeOnRampApi();
  const state = { historyCalls: 0 };
  const api = createOnRampApi({
    baseUrl: 'http://cloud.test',
    projectId: 'p1',
    fetch: async (input, init) => {
      const url = new URL(String(input));
      if (url.searchParams.has('onramp')) {
        state.historyCalls += 1;
        const own = onHistory(state.historyCalls, fake);
        if (own) return own;
      }
      return (await fake.answer(url, init)) ?? new Response(null, { status: 404 });
    },
  });
  return { api, fake, state };
}

describe('watchOnRampPurchase (§7 history with onramp)', () => {
  it('asks until the provider reports the purchase completed, then answers its credit’s hash', async () => {
    const { api, state } = apiWith((call, fake) => {
      if (call === 3) fake.settle('success');
      return undefined;
    });
    await api.generateUrl(PAGE);
    const since = Date.now();
    expect(await watchOnRampPurchase(api, { ...PURCHASE, since }, 1)).toEqual({ hash: CREDIT_HASH });
    expect(state.historyCalls).toBe(3);
  });

  it('a purchase the provider reports failed ends the wait with an error (the flow shows its generic text)', async () => {
    const { api } = apiWith((call, fake) => {
      if (call === 2) fake.settle('failed');
      return undefined;
    });
    await api.generateUrl(PAGE);
    const failure = watchOnRampPurchase(api, { ...PURCHASE, since: Date.now() }, 1);
    await expect(failure).rejects.toBeInstanceOf(OnRampPurchaseFailedError);
    await expect(failure).rejects.toThrow('The meld purchase order-1 failed: nothing was credited');
    expect(onRampFailureText(await failure.catch((error: unknown) => error))).toBe(
      MESSAGES.somethingWentWrong,
    );
  });

  it('a purchase that ended before the wait began is not this one: the wait goes on until aborted', async () => {
    const controller = new AbortController();
    const { api, fake, state } = apiWith((call) => {
      if (call === 4) controller.abort(new Error('the visitor closed BuyInProgress'));
      return undefined;
    });
    await api.generateUrl(PAGE);
    fake.settle('success');
    const since = Date.now() + 60_000;
    const watched = watchOnRampPurchase(api, { ...PURCHASE, since }, 1, controller.signal);
    await expect(watched).rejects.toThrow('the visitor closed BuyInProgress');
    expect(state.historyCalls).toBe(4);
  });

  it('a 503 or an unanswered request is asked again at the next tick', async () => {
    const { api, state } = apiWith((call, fake) => {
      if (call === 1) return Response.json({ message: 'chain did not answer' }, { status: 503 });
      if (call === 2) throw new TypeError('fetch failed');
      fake.settle('success');
      return undefined;
    });
    await api.generateUrl(PAGE);
    expect(await watchOnRampPurchase(api, { ...PURCHASE, since: Date.now() }, 1)).toEqual({
      hash: CREDIT_HASH,
    });
    expect(state.historyCalls).toBe(3);
  });

  it('a history the API refuses ends the wait at once with its words', async () => {
    const { api, state } = apiWith(() =>
      Response.json({ message: 'account: not an address' }, { status: 400 }),
    );
    const failure = watchOnRampPurchase(api, { ...PURCHASE, since: Date.now() }, 1);
    await expect(failure).rejects.toThrow('account: not an address');
    expect(state.historyCalls).toBe(1);
  });
});
