/**
 * The demo app server's request bodies: the one route that takes a body (the endpoints, with
 * the server's token) refuses one over DEMO_MAX_BODY_BYTES with 413 before the token check and stops
 * reading at the limit; every other route refuses a declared body over it; the server goes on serving.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postBody, postLyingLength, reportRssGrowth } from '../dev/shared/bodyAttacks.ts';
import {
  DEMO_MAX_BODY_BYTES,
  type DemoAppServer,
  type DemoEndpoints,
  setDemoEndpoints,
  startDemoApp,
} from './appServer.ts';

// A 300 MB attempt on 2 shared cores: no deadline on the outcome, only a guard against a hang.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const ATTEMPT_BYTES = 300 * 1024 * 1024;
const ENDPOINTS_PATH = '/__portico-demo/endpoints';
const TOO_LARGE = { message: `body: larger than ${DEMO_MAX_BODY_BYTES} bytes` };
const ENDPOINTS: DemoEndpoints = {
  api: 'http://127.0.0.1:1',
  pulse: 'http://127.0.0.1:1',
  relay: 'ws://127.0.0.1:2',
  secureSite: 'http://127.0.0.1:3/sdk',
  chains: {
    evm: [{ chainId: 31337, caip2Id: 'eip155:31337', url: 'http://127.0.0.1:4' }],
    solana: { caip2Id: 'solana:dev', url: 'http://127.0.0.1:5' },
  },
};

let app: DemoAppServer;
beforeAll(async () => {
  app = await startDemoApp({ port: 0, quiet: true });
});
afterAll(() => app.close());

/** The honest request after each attack: the endpoints are taken, and a page carries them. */
async function stillServes(): Promise<void> {
  await setDemoEndpoints(app, ENDPOINTS);
  expect(await (await fetch(app.url)).text()).toContain(JSON.stringify(ENDPOINTS));
}

describe('the demo app server refuses oversized bodies', () => {
  it('answers 413 to a declared 300 MB body before the token check, and closes the connection', async () => {
    const answer = await reportRssGrowth('demo app, 300 MB declared, no token', () =>
      postBody({ url: app.url, path: ENDPOINTS_PATH, bytes: ATTEMPT_BYTES }),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual(TOO_LARGE);
    expect(answer.connection).toBe('close');
    await stillServes();
  });

  it('stops reading a chunked body at the limit, even with the token, and closes the connection', async () => {
    const answer = await reportRssGrowth('demo app, 300 MB chunked, with the token', () =>
      postBody({
        url: app.url,
        path: ENDPOINTS_PATH,
        bytes: ATTEMPT_BYTES,
        declareLength: false,
        headers: { authorization: `Bearer ${app.token}` },
      }),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual(TOO_LARGE);
    expect(answer.connection).toBe('close');
    expect(answer.sentWhenAnswered).toBeLessThan(answer.planned);
    await stillServes();
  });

  it('refuses a declared 300 MB body on the pages too (Vite reads none, but would drain it all)', async () => {
    const answer = await postBody({ url: app.url, path: '/index.html', bytes: ATTEMPT_BYTES });
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe('close');
    await stillServes();
  });

  it('takes only the declared bytes of a body whose Content-Length lies, and drops the connection', async () => {
    const answer = await reportRssGrowth('demo app, lying Content-Length', () =>
      postLyingLength({
        url: app.url,
        path: ENDPOINTS_PATH,
        declared: 16,
        bytes: ATTEMPT_BYTES,
        headers: { authorization: `Bearer ${app.token}` },
      }),
    );
    expect(answer.text).toMatch(/HTTP\/1\.1 400 Bad Request/);
    expect(answer.sent).toBeLessThan(answer.planned);
    await stillServes();
  });
});
