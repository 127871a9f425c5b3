/**
 * The conversion API client against scripted answers: what each call asks, what it keeps, each
 * malformed answer refused with the field named, and the §8 texts of a 400 turned into PorticoErrors.
 * (The real dev cloud and chain: headless/swap/swapActors.int.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { CloudResponseError } from '../../domain/cloudErrors.ts';
import { PorticoError } from '../../domain/errors.ts';
import { fetchRecording } from '../../test-support/recordingFetch.ts';
import { SDK_TYPE, SDK_VERSION } from '../endpoints.ts';
import { type ConvertApi, ConvertApiError, createConvertApi } from './convertApi.ts';

const CHAIN = 'eip155:31337';
const USER = `${CHAIN}:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266`;
const ETH = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`;
const PUSD = `${CHAIN}:0x5FbDB2315678afecb367f032d93F642f64180aa3`;
const SWAP = { amount: '1000000', userAddress: USER, from: PUSD, to: ETH };

function apiAnswering(status: number, body: unknown) {
  const recorded = fetchRecording(status, typeof body === 'string' ? body : JSON.stringify(body));
  const api = createConvertApi({ baseUrl: 'http://api.test', projectId: 'p1', fetch: recorded.fetch });
  return { api, requests: recorded.requests };
}

const TX = {
  from: USER,
  to: `${CHAIN}:0x5B3120d0dA5FDcBA7aef87A9c3c64829C1c0D76B`,
  data: '0x18cbafe5',
  value: '0',
  eip155: { gas: '120000', gasPrice: '1000000000' },
};

/** Each call with a valid answer, what it must ask, what it must give, and malformed answers. */
const CALLS: {
  name: string;
  run: (api: ConvertApi) => Promise<unknown>;
  method: string;
  path: string;
  query: Record<string, string>;
  answer: unknown;
  result: unknown;
  malformed: { answer: unknown; field: string }[];
}[] = [
  {
    name: 'tokens',
    run: (api) => api.tokens(CHAIN),
    method: 'GET',
    path: '/v1/convert/tokens',
    query: { chainId: CHAIN },
    answer: {
      tokens: [{ name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: 'http://x/eth.png' }],
    },
    result: [{ name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: 'http://x/eth.png' }],
    malformed: [
      {
        answer: { tokens: [{ name: 'Ether', symbol: 'ETH', address: ETH, decimals: '18', logoUri: '' }] },
        field: 'tokens.0.decimals',
      },
      {
        answer: { tokens: [{ name: 'Ether', symbol: 'ETH', address: '0xeeee', decimals: 18, logoUri: '' }] },
        field: 'tokens.0.address',
      },
    ],
  },
  {
    name: 'quote',
    run: (api) => api.quote(SWAP),
    method: 'GET',
    path: '/v1/convert/quotes',
    // As production's client asks it: the plain address, the tokens CAIP-10.
    query: { ...SWAP, userAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
    answer: {
      quotes: [{ id: null, fromAmount: '1000000', fromAccount: PUSD, toAmount: '319', toAccount: ETH }],
    },
    result: '319',
    malformed: [
      { answer: { quotes: [] }, field: 'quotes.0' },
      { answer: { quotes: [{ toAmount: '1.5' }] }, field: 'quotes.0.toAmount' },
    ],
  },
  {
    name: 'allowance',
    run: (api) => api.allowance({ tokenAddress: PUSD, userAddress: USER }),
    method: 'GET',
    path: '/v1/convert/allowance',
    query: { tokenAddress: PUSD, userAddress: USER },
    answer: { allowance: '5000' },
    result: '5000',
    malformed: [{ answer: { allowance: 5000 }, field: 'allowance' }],
  },
  {
    name: 'gasPrice',
    run: (api) => api.gasPrice(CHAIN),
    method: 'GET',
    path: '/v1/convert/gas-price',
    query: { chainId: CHAIN },
    answer: { standard: '100', fast: '125', instant: '150' },
    result: { standard: '100', fast: '125', instant: '150' },
    malformed: [{ answer: { standard: '100', fast: '125' }, field: 'instant' }],
  },
  {
    name: 'buildApprove',
    run: (api) => api.buildApprove({ userAddress: USER, from: PUSD, to: ETH, amount: '7' }),
    method: 'GET',
    path: '/v1/convert/build-approve',
    query: { userAddress: USER, from: PUSD, to: ETH, amount: '7' },
    answer: { tx: TX },
    result: TX,
    malformed: [
      { answer: { tx: { ...TX, data: '0xzz' } }, field: 'tx.data' },
      { answer: { tx: { ...TX, from: 'me' } }, field: 'tx.from' },
    ],
  },
  {
    name: 'buildTransaction',
    run: (api) => api.buildTransaction({ ...SWAP, slippage: 1 }),
    method: 'POST',
    path: '/v1/convert/build-transaction',
    query: {},
    answer: { tx: TX },
    result: TX,
    malformed: [
      { answer: { tx: { ...TX, eip155: { gas: '-1', gasPrice: '1' } } }, field: 'tx.eip155.gas' },
      { answer: { tx: { ...TX, value: 0 } }, field: 'tx.value' },
    ],
  },
  {
    name: 'prices',
    run: (api) => api.prices([PUSD]),
    method: 'POST',
    path: '/v1/fungible/price',
    query: {},
    answer: { fungibles: [{ name: 'Portico USD', symbol: 'PUSD', iconUrl: 'http://x/p.png', price: 1 }] },
    result: [{ name: 'Portico USD', symbol: 'PUSD', iconUrl: 'http://x/p.png', price: 1 }],
    malformed: [
      {
        answer: { fungibles: [{ name: 'Portico USD', symbol: 'PUSD', iconUrl: '', price: '1' }] },
        field: 'fungibles.0.price',
      },
    ],
  },
];

describe('conversion API client (§7 /v1/convert/*, /v1/fungible/price)', () => {
  it.each(CALLS)(
    '$name asks its path with the project id and SDK type and version, and keeps the answer',
    async (call) => {
      const { api, requests } = apiAnswering(200, call.answer);
      expect(await call.run(api)).toEqual(call.result);
      expect(requests).toHaveLength(1);
      const [request] = requests;
      expect(request?.method).toBe(call.method);
      expect(request?.url.pathname).toBe(call.path);
      expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
        ...call.query,
        projectId: 'p1',
        st: SDK_TYPE,
        sv: SDK_VERSION,
      });
    },
  );

  it('build-transaction posts production’s body: the project id, userAddress CAIP-10, the slippage a number of percent', async () => {
    const { api, requests } = apiAnswering(200, { tx: TX });
    await api.buildTransaction({ ...SWAP, slippage: 0.5 });
    expect(requests[0]?.body).toEqual({
      projectId: 'p1',
      ...SWAP,
      eip155: { slippage: 0.5 },
      disableEstimate: false,
    });
  });

  it('fungible price posts the addresses in usd with the project id', async () => {
    const { api, requests } = apiAnswering(200, { fungibles: [] });
    await api.prices([PUSD, ETH]);
    expect(requests[0]?.body).toEqual({ currency: 'usd', addresses: [PUSD, ETH], projectId: 'p1' });
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

  it.each(CALLS)("$name: a 400 'Network not supported for Swaps' is that PorticoError (§8)", async (call) => {
    const { api } = apiAnswering(400, { message: 'Network not supported for Swaps' });
    const failure = call.run(api);
    await expect(failure).rejects.toBeInstanceOf(PorticoError);
    await expect(failure).rejects.toMatchObject({
      code: 'networkNotSupportedForSwaps',
      message: 'Network not supported for Swaps',
    });
  });

  it("gas price: a 400 'Network not supported for Gas Price' is that PorticoError (§8)", async () => {
    const { api } = apiAnswering(400, { message: 'Network not supported for Gas Price' });
    await expect(api.gasPrice('eip155:1')).rejects.toMatchObject({
      name: 'PorticoError',
      code: 'networkNotSupportedForGasPrice',
      message: 'Network not supported for Gas Price',
    });
  });

  it('any other 400 is a ConvertApiError naming the call and the server’s message', async () => {
    const { api } = apiAnswering(400, { message: 'to: from, to and userAddress must be on one chain' });
    const failure = api.quote(SWAP);
    await expect(failure).rejects.toBeInstanceOf(ConvertApiError);
    await expect(failure).rejects.toMatchObject({
      message:
        'GET /v1/convert/quotes failed with HTTP 400: to: from, to and userAddress must be on one chain',
      status: 400,
      serverMessage: 'to: from, to and userAddress must be on one chain',
    });
  });

  it('a §8 text on a status other than 400 stays a ConvertApiError; a bodiless 503 names the call and status', async () => {
    const wrongStatus = apiAnswering(500, { message: 'Network not supported for Swaps' });
    await expect(wrongStatus.api.tokens(CHAIN)).rejects.toMatchObject({
      name: 'ConvertApiError',
      message: 'GET /v1/convert/tokens failed with HTTP 500: Network not supported for Swaps',
    });
    const bodiless = apiAnswering(503, '');
    await expect(bodiless.api.buildTransaction({ ...SWAP, slippage: 1 })).rejects.toMatchObject({
      name: 'ConvertApiError',
      message: 'POST /v1/convert/build-transaction failed with HTTP 503',
    });
  });
});
