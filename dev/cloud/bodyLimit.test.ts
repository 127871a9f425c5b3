/**
 * The cloud's request bodies: every route refuses a body over CLOUD_MAX_BODY_BYTES with 413
 * before anything else (no project check, no parsing), stops reading at the limit, and the cloud goes
 * on serving. Each attack is sent for real, 300 MB planned.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postBody, postLyingLength, reportRssGrowth } from '../shared/bodyAttacks.ts';
import { CLOUD_MAX_BODY_BYTES } from './http.ts';
import type { RunningCloud } from './server.ts';
import { sendJson, startTestCloud, urlOf } from './test-helpers.ts';

// A 300 MB attempt on 2 shared cores: no deadline on the outcome, only a guard against a hang.
vi.setConfig({ testTimeout: 180_000 });

const ATTEMPT_BYTES = 300 * 1024 * 1024;
const TOO_LARGE = { message: `body: larger than ${CLOUD_MAX_BODY_BYTES} bytes` };

let cloud: RunningCloud;
beforeAll(async () => {
  cloud = await startTestCloud();
});
afterAll(() => cloud.close());

const event = {
  eventId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
  url: 'http://localhost:5173/',
  domain: 'localhost',
  timestamp: 1_760_000_000_000,
  props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
};

/** The honest request after each attack: an analytics event is still stored. */
async function stillServes(): Promise<void> {
  const res = await sendJson(urlOf(cloud, '/e'), 'POST', event);
  expect(res.status).toBe(202);
}

describe('the cloud refuses oversized bodies', () => {
  it('answers 413 to a declared 300 MB body before checking the project, and closes the connection', async () => {
    // No project id at all: the size is checked first (a project check would answer 400).
    const answer = await reportRssGrowth('cloud, 300 MB declared', () =>
      postBody({ url: cloud.url, path: '/e', bytes: ATTEMPT_BYTES }),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual(TOO_LARGE);
    expect(answer.connection).toBe('close');
    expect(answer.sentWhenAnswered).toBeLessThan(answer.planned);
    await stillServes();
  });

  it('stops reading a chunked body (no Content-Length) at the limit, also where the project id is read from the body', async () => {
    // POST /v1/fungible/price may carry its project id in the body: that read must not come first.
    const answer = await reportRssGrowth('cloud, 300 MB chunked', () =>
      postBody({
        url: cloud.url,
        path: '/v1/fungible/price',
        bytes: ATTEMPT_BYTES,
        declareLength: false,
      }),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual(TOO_LARGE);
    expect(answer.connection).toBe('close');
    expect(answer.sentWhenAnswered).toBeLessThan(answer.planned);
    await stillServes();
  });

  it('takes only the declared bytes of a body whose Content-Length lies, and drops the connection', async () => {
    const answer = await reportRssGrowth('cloud, lying Content-Length', () =>
      postLyingLength({ url: cloud.url, path: '/e', declared: 16, bytes: ATTEMPT_BYTES }),
    );
    // The route answers the 16 bytes it was given (or not, if the parser is faster); the rest is no
    // request: Node's parser answers 400 and closes.
    expect(answer.text).toMatch(/HTTP\/1\.1 400 Bad Request/);
    expect(answer.sent).toBeLessThan(answer.planned);
    await stillServes();
  });

  it('still takes an honest body of exactly the limit', async () => {
    const padding = 'x'.repeat(
      CLOUD_MAX_BODY_BYTES - JSON.stringify({ ...event, props: { pad: '' } }).length,
    );
    const body = JSON.stringify({ ...event, props: { pad: padding } });
    expect(Buffer.byteLength(body)).toBe(CLOUD_MAX_BODY_BYTES);
    const res = await fetch(urlOf(cloud, '/e'), { method: 'POST', body });
    expect(res.status).toBe(202);
  });
});
