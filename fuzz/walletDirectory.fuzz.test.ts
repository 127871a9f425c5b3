/**
 * The wallet directory's answers (§7 GET /getWallets) through the real cloud client: a malformed
 * envelope is the cloud client's named error, a malformed entry costs only that entry, and a valid
 * page comes through whole.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { type WalletListing, walletListingSchema } from '../domain/schemas/walletDirectory.ts';
import { createCloudClient } from '../headless/api/cloudClient.ts';
import { fetchWallets } from '../headless/api/walletDirectory.ts';
import { fetchAnswering } from '../test-support/fetchAnswering.ts';
import { type CloudAnswer, cloudAnswer, expectCloudError, refusedAnswer } from './cloudAnswers.ts';
import { expectPrototypeClean } from './hostileValues.ts';
import { settledOutcomeOf } from './outcome.ts';
import { fuzzAsync, printCasesRun } from './runs.ts';

afterAll(printCasesRun);

const text = fc.string({ minLength: 1, maxLength: 30 });
const optionalText = fc.option(fc.string({ maxLength: 30 }), { nil: undefined });
const listing = fc.record(
  {
    id: text,
    name: text,
    image_id: fc.option(fc.string()),
    chains: fc.array(fc.string({ maxLength: 20 }), { maxLength: 4 }),
    mobile_link: optionalText,
    desktop_link: optionalText,
    webapp_link: fc.option(fc.string()),
    rdns: optionalText,
    homepage: fc.string(),
  },
  { requiredKeys: ['id', 'name'] },
);
const page = fc.record({ count: fc.nat(), data: fc.array(listing, { maxLength: 6 }) });

/** How Portico keeps a valid entry: absent optional fields null, no chains an empty list. */
function kept(entry: Record<string, unknown>): WalletListing {
  const field = (key: string) => (typeof entry[key] === 'string' ? (entry[key] as string) : null);
  return {
    id: entry.id as string,
    name: entry.name as string,
    image_id: field('image_id'),
    chains: (entry.chains as string[] | undefined) ?? [],
    mobile_link: field('mobile_link'),
    desktop_link: field('desktop_link'),
    webapp_link: field('webapp_link'),
    rdns: field('rdns'),
  };
}

async function ask(answer: CloudAnswer) {
  const { fetch } = fetchAnswering(answer.status, answer.body);
  const client = createCloudClient({ baseUrl: 'http://api.test', projectId: 'p1', fetch });
  return settledOutcomeOf(() => fetchWallets(client, { page: 1, entries: 40 }));
}

describe('wallet directory answers (GET /getWallets)', () => {
  test('any answer is a page of valid entries or the cloud client’s named error', async () => {
    await fuzzAsync('directory: /getWallets', cloudAnswer(page), async (answer) => {
      const outcome = await ask(answer);
      if (outcome.threw) expectCloudError(outcome.error, '/getWallets', answer);
      else {
        expect(answer.status).toBeLessThan(300);
        expect(Number.isInteger(outcome.value.count) && outcome.value.count >= 0).toBe(true);
        for (const entry of outcome.value.data)
          expect(walletListingSchema.safeParse(entry).success).toBe(true);
      }
      expectPrototypeClean();
    });
  });

  test('an error status, or a 2xx that is not a page, is refused with the cloud client’s named error', async () => {
    await fuzzAsync('directory: /getWallets', refusedAnswer, async (answer) => {
      const outcome = await ask(answer);
      expect(outcome.threw).toBe(true);
      if (outcome.threw) expectCloudError(outcome.error, '/getWallets', answer);
    });
  });

  test('a valid page comes through with every entry, in order', async () => {
    await fuzzAsync('directory: /getWallets', page, async (sent) => {
      const outcome = await ask({ status: 200, body: JSON.stringify(sent) });
      expect(outcome).toEqual({ threw: false, value: { count: sent.count, data: sent.data.map(kept) } });
    });
  });
});
