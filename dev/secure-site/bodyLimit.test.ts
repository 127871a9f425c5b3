/**
 * The secure site's request bodies: every route (the frame's API behind its origin guard, and
 * the pages' forms, which read theirs whole) refuses a body over SECURE_SITE_MAX_BODY_BYTES with 413
 * before anything else, stops reading at the limit, and the site goes on serving. Each attack is sent
 * for real, 300 MB planned.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postBody, postLyingLength, reportRssGrowth } from '../shared/bodyAttacks.ts';
import { SECURE_SITE_MAX_BODY_BYTES } from './limits.ts';
import { FrameClient, startTestSite } from './test-helpers.ts';

// A 300 MB attempt on 2 shared cores: no deadline on the outcome, only a guard against a hang.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const ATTEMPT_BYTES = 300 * 1024 * 1024;
const TOO_LARGE = { message: `body: larger than ${SECURE_SITE_MAX_BODY_BYTES} bytes` };

let site: Awaited<ReturnType<typeof startTestSite>>;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

/** The honest request after each attack: a new address still gets its code. */
async function stillServes(): Promise<void> {
  const frame = new FrameClient(site);
  const email = `after-${frame.device.slice(0, 8).toLowerCase()}@example.com`;
  await frame.signIn(email);
  expect(frame.token).toBeDefined();
}

describe('the secure site refuses oversized bodies', () => {
  it('answers 413 to a declared 300 MB form POST of the approval page, and closes the connection', async () => {
    // POST /device/approve parses its form whole: it once read all 300 MB.
    const answer = await reportRssGrowth('secure site, 300 MB declared', () =>
      postBody({ url: site.url, path: '/device/approve', bytes: ATTEMPT_BYTES }),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual(TOO_LARGE);
    expect(answer.connection).toBe('close');
    expect(answer.sentWhenAnswered).toBeLessThan(answer.planned);
    await stillServes();
  });

  it('stops reading a chunked body at the limit before the API guard looks at the request', async () => {
    // No project, no origin: the guard would answer 400, but the size is checked first.
    const answer = await reportRssGrowth('secure site, 300 MB chunked to the API', () =>
      postBody({ url: site.url, path: '/api/email/start', bytes: ATTEMPT_BYTES, declareLength: false }),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual(TOO_LARGE);
    expect(answer.connection).toBe('close');
    expect(answer.sentWhenAnswered).toBeLessThan(answer.planned);
    await stillServes();
  });

  it('stops reading chunked bodies at the limit on the consent and Farcaster forms', async () => {
    for (const path of ['/idp/google/authorize', '/farcaster/sign-in']) {
      const answer = await reportRssGrowth(`secure site, 300 MB chunked to ${path}`, () =>
        postBody({
          url: site.url,
          path,
          bytes: ATTEMPT_BYTES,
          declareLength: false,
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url },
        }),
      );
      expect(answer.status).toBe(413);
      expect(answer.sentWhenAnswered).toBeLessThan(answer.planned);
    }
    await stillServes();
  });

  it('takes only the declared bytes of a body whose Content-Length lies, and drops the connection', async () => {
    const answer = await reportRssGrowth('secure site, lying Content-Length', () =>
      postLyingLength({ url: site.url, path: '/device/approve', declared: 16, bytes: ATTEMPT_BYTES }),
    );
    // The route answers the 16 bytes it was given (or not, if the parser is faster); the rest is no
    // request: Node's parser answers 400 and closes.
    expect(answer.text).toMatch(/HTTP\/1\.1 400 Bad Request/);
    expect(answer.sent).toBeLessThan(answer.planned);
    await stillServes();
  });

  it('still reads an honest body up to the limit: an RPC request the size of a contract deployment', async () => {
    const frame = new FrameClient(site);
    await frame.signIn('deployer@example.com');
    // 98 304 hex characters: EIP-3860's largest init code. No chain is configured, so the answer is
    // the site's own refusal of the call, not a 413.
    const data = `0x${'60'.repeat(49_152)}`;
    const answer = await frame.rpc({
      chainNamespace: 'eip155',
      chainId: 31337,
      method: 'eth_sendTransaction',
      params: [{ data }],
    });
    expect(answer.status).not.toBe(413);
    expect(answer.body.message).not.toMatch(/^body: larger than/);
  });
});
