/**
 * The blockchain data API's answers (§7 GET /v1/account/{address}/balance and /history) through the
 * real client: a body that is not an answer at all is the §4 text ('Token Balance Unavailable',
 * 'Failed to fetch transactions'), an error status is the cloud client's named error, one odd entry
 * costs only itself, and a valid answer comes through.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { tokenBalanceSchema } from '../domain/accountData/tokenBalances.schema.ts';
import { transactionSchema } from '../domain/accountData/transactions.schema.ts';
import { isPorticoError, MESSAGES } from '../domain/errors.ts';
import { createBlockchainApi } from '../headless/api/blockchainApi.ts';
import { fetchAnswering } from '../test-support/fetchAnswering.ts';
import { type CloudAnswer, cloudAnswer, expectCloudError, refusedAnswer } from './cloudAnswers.ts';
import { expectPrototypeClean } from './hostileValues.ts';
import { type Outcome, settledOutcomeOf } from './outcome.ts';
import { fuzzAsync, printCasesRun } from './runs.ts';

afterAll(printCasesRun);

const ACCOUNT = {
  caipAddress: 'eip155:1:0x52908400098527886E0F7030069857D2E4169EE7',
  caipNetworkId: 'eip155:1',
} as const;

const token = fc.record(
  {
    name: fc.string(),
    symbol: fc.string(),
    chainId: fc.constant('eip155:1'),
    address: fc.option(fc.string()),
    value: fc.option(fc.double({ noNaN: true, noDefaultInfinity: true })),
    price: fc.option(fc.double({ noNaN: true, noDefaultInfinity: true })),
    quantity: fc.record({
      decimals: fc.oneof(fc.integer({ min: 1, max: 36 }), fc.constantFrom('6', '18')),
      numeric: fc.string(),
    }),
    iconUrl: fc.option(fc.webUrl()),
  },
  { requiredKeys: ['name', 'symbol', 'chainId', 'quantity'] },
);
const balanceBody = fc.record({ balances: fc.array(token, { maxLength: 5 }) });
const BALANCE_PATH = '/v1/account/0x52908400098527886E0F7030069857D2E4169EE7/balance';
const HISTORY_PATH = '/v1/account/0x52908400098527886E0F7030069857D2E4169EE7/history';

const transfer = fc.record(
  {
    fungible_info: fc.option(fc.record({ name: fc.option(fc.string()), symbol: fc.option(fc.string()) })),
    nft_info: fc.option(
      fc.record({ name: fc.option(fc.string()), flags: fc.record({ is_spam: fc.boolean() }) }),
    ),
    direction: fc.constantFrom('in', 'out', 'self'),
    quantity: fc.record({ numeric: fc.string() }),
    value: fc.option(fc.double({ noNaN: true, noDefaultInfinity: true })),
  },
  { requiredKeys: ['direction', 'quantity'] },
);
const transaction = fc.record({
  id: fc.string(),
  metadata: fc.record({
    minedAt: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    chain: fc.constant('eip155:1'),
    operationType: fc.constantFrom('send', 'receive', 'trade'),
    status: fc.constantFrom('confirmed', 'failed', 'pending'),
    sentFrom: fc.string(),
    sentTo: fc.string(),
  }),
  transfers: fc.option(fc.array(transfer, { maxLength: 3 })),
});
const historyBody = fc.record({
  data: fc.array(transaction, { maxLength: 4 }),
  next: fc.option(fc.string()),
});

function api(answer: CloudAnswer) {
  const { fetch } = fetchAnswering(answer.status, answer.body);
  return createBlockchainApi({ baseUrl: 'http://api.test', projectId: 'p1', fetch });
}

/** An error status is the cloud client's error; a 2xx that is not an answer is the §4 text. */
function expectNamedFailure(
  outcome: Outcome<unknown>,
  answer: CloudAnswer,
  path: string,
  text: string,
): void {
  if (!outcome.threw) return;
  if (answer.status >= 300) expectCloudError(outcome.error, path, answer);
  else {
    expect(isPorticoError(outcome.error)).toBe(true);
    expect((outcome.error as Error).message).toBe(text);
  }
}

describe('blockchain data API answers', () => {
  test(`balances: valid tokens, '${MESSAGES.tokenBalanceUnavailable}', or the cloud client’s named error`, async () => {
    await fuzzAsync('blockchain API: balance', cloudAnswer(balanceBody), async (answer) => {
      const outcome = await settledOutcomeOf(() =>
        api(answer).tokenBalances({ ...ACCOUNT, forceUpdate: false }),
      );
      expectNamedFailure(outcome, answer, BALANCE_PATH, MESSAGES.tokenBalanceUnavailable);
      if (!outcome.threw)
        for (const kept of outcome.value) expect(tokenBalanceSchema.safeParse(kept).success).toBe(true);
      expectPrototypeClean();
    });
  });

  test(`balances: an error status is the cloud client’s error, a 2xx that is not an answer '${MESSAGES.tokenBalanceUnavailable}'`, async () => {
    await fuzzAsync('blockchain API: balance', refusedAnswer, async (answer) => {
      const outcome = await settledOutcomeOf(() =>
        api(answer).tokenBalances({ ...ACCOUNT, forceUpdate: false }),
      );
      expect(outcome.threw).toBe(true);
      expectNamedFailure(outcome, answer, BALANCE_PATH, MESSAGES.tokenBalanceUnavailable);
    });
  });

  test('balances: every valid token of a valid answer comes through, in order', async () => {
    await fuzzAsync('blockchain API: balance', balanceBody, async (sent) => {
      const tokens = await api({ status: 200, body: JSON.stringify(sent) }).tokenBalances({
        ...ACCOUNT,
        forceUpdate: false,
      });
      expect(tokens.map((kept) => [kept.name, kept.symbol, kept.quantity.numeric])).toEqual(
        sent.balances.map((token) => [token.name, token.symbol, token.quantity.numeric]),
      );
    });
  });

  test(`history: valid transactions, '${MESSAGES.failedToFetchTransactions}', or the cloud client’s named error`, async () => {
    await fuzzAsync('blockchain API: history', cloudAnswer(historyBody), async (answer) => {
      const outcome = await settledOutcomeOf(() =>
        api(answer).transactions({ ...ACCOUNT, cursor: undefined }),
      );
      expectNamedFailure(outcome, answer, HISTORY_PATH, MESSAGES.failedToFetchTransactions);
      if (!outcome.threw)
        for (const kept of outcome.value.data) expect(transactionSchema.safeParse(kept).success).toBe(true);
      expectPrototypeClean();
    });
  });

  test(`history: an error status is the cloud client’s error, a 2xx that is not an answer '${MESSAGES.failedToFetchTransactions}'`, async () => {
    await fuzzAsync('blockchain API: history', refusedAnswer, async (answer) => {
      const outcome = await settledOutcomeOf(() =>
        api(answer).transactions({ ...ACCOUNT, cursor: undefined }),
      );
      expect(outcome.threw).toBe(true);
      expectNamedFailure(outcome, answer, HISTORY_PATH, MESSAGES.failedToFetchTransactions);
    });
  });

  test('history: every transaction of a valid page comes through with its cursor', async () => {
    await fuzzAsync('blockchain API: history', historyBody, async (sent) => {
      const page = await api({ status: 200, body: JSON.stringify(sent) }).transactions({
        ...ACCOUNT,
        cursor: undefined,
      });
      expect(page.data.map(({ id, metadata }) => ({ id, metadata }))).toEqual(
        sent.data.map(({ id, metadata }) => ({ id, metadata })),
      );
      expect(page.next).toBe(sent.next || undefined);
    });
  });
});
