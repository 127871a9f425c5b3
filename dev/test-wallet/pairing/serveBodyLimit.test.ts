/**
 * The pairing test wallet's page server: it takes no request body, so any (declared, or
 * chunked with no length) is answered 413 unread and the connection closed; the page is still served.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postBody, reportRssGrowth } from '../../shared/bodyAttacks.ts';
import { type RunningWalletPage, startWalletPage } from './serve.ts';

// A 300 MB attempt on 2 shared cores: no deadline on the outcome, only a guard against a hang.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const ATTEMPT_BYTES = 300 * 1024 * 1024;

let page: RunningWalletPage;
beforeAll(async () => {
  page = await startWalletPage({ relayUrl: 'ws://127.0.0.1:1', basePort: 9000, quiet: true });
});
afterAll(() => page.close());

async function stillServes(): Promise<void> {
  expect(await (await fetch(page.url)).text()).toContain('Portico Test Wallet (pairing)');
}

describe('the test wallet page refuses request bodies', () => {
  for (const declareLength of [true, false]) {
    it(`answers 413 to a 300 MB ${declareLength ? 'declared' : 'chunked'} body, unread, and closes the connection`, async () => {
      const answer = await reportRssGrowth(
        `wallet page, 300 MB ${declareLength ? 'declared' : 'chunked'}`,
        () => postBody({ url: page.url, path: '/', bytes: ATTEMPT_BYTES, declareLength }),
      );
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.text)).toEqual({ message: 'body: larger than 0 bytes' });
      expect(answer.connection).toBe('close');
      expect(answer.sentWhenAnswered).toBeLessThan(answer.planned);
      await stillServes();
    });
  }
});
