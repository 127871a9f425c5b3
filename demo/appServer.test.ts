import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoAppServer, type DemoEndpoints, setDemoEndpoints, startDemoApp } from './appServer.ts';

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

// The dev server (`npm run demo`) and the built app (the browser tests) serve the endpoints the same way.
describe.each([
  { served: 'the dev server', built: false },
  { served: 'the built app', built: true },
])('the demo app on $served (one for many demos)', ({ built }) => {
  let app: DemoAppServer;
  beforeAll(async () => {
    app = await startDemoApp({ port: 0, quiet: true, built });
  });
  afterAll(() => app.close());

  const page = async () => (await fetch(app.url)).text();
  const post = (body: string, token = app.token) =>
    fetch(new URL('/__portico-demo/endpoints', app.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body,
    });

  it('serves pages that stop at once until it has endpoints, then pages that carry them', async () => {
    const fresh = await startDemoApp({ port: 0, quiet: true, built });
    try {
      const freshPage = async () => (await fetch(fresh.url)).text();
      expect(await freshPage()).toContain("throw new Error('the demo app has no dev services yet");
      await setDemoEndpoints(fresh, ENDPOINTS);
      expect(await freshPage()).toContain(`window.__PORTICO_DEMO__ = ${JSON.stringify(ENDPOINTS)};`);
      // The next demo's endpoints replace them.
      fresh.setEndpoints({ ...ENDPOINTS, api: 'http://127.0.0.1:9' });
      expect(await freshPage()).toContain('"api":"http://127.0.0.1:9"');
    } finally {
      await fresh.close();
    }
  });

  it('takes endpoints only with its token, and only well-formed ones; a refusal keeps the current ones', async () => {
    app.setEndpoints(ENDPOINTS);
    expect((await post(JSON.stringify({ ...ENDPOINTS, api: 'http://evil.example' }), 'guess')).status).toBe(
      401,
    );
    expect((await post('not json')).status).toBe(400);
    const extra = await post(JSON.stringify({ ...ENDPOINTS, script: '<script>' }));
    expect(extra.status).toBe(400);
    expect((await post(JSON.stringify({ ...ENDPOINTS, api: 'not a url' }))).status).toBe(400);
    expect(await page()).toContain(`window.__PORTICO_DEMO__ = ${JSON.stringify(ENDPOINTS)};`);
  });

  it('writes the endpoints so that no value can close the script element', async () => {
    app.setEndpoints({ ...ENDPOINTS, api: 'http://127.0.0.1:1/</script><b>' });
    const html = await page();
    expect(html).not.toContain('</script><b>');
    expect(html).toContain('\\u003c/script>\\u003cb>');
  });

  it('sets the endpoints in every page with a classic script, which runs before any module', async () => {
    app.setEndpoints(ENDPOINTS);
    for (const name of [
      '',
      '/?projectId=',
      'custom.html',
      'signin.html?theme=dark',
      'siwx.html',
      'vanilla.html',
    ]) {
      const html = await (await fetch(`${app.url}${name}`)).text();
      expect(html, name || 'index').toContain(
        `<script>window.__PORTICO_DEMO__ = ${JSON.stringify(ENDPOINTS)};`,
      );
    }
  });
});
