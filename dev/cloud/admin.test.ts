/**
 * Attacks on the admin API of the cloud stand-in: a write without the admin token, a browser
 * page calling it cross-origin, and DNS rebinding (a request whose Host is another name).
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningCloud } from './server.ts';
import { adminHeaders, getJson, startTestCloud, urlOf } from './test-helpers.ts';

let cloud: RunningCloud;
beforeAll(async () => {
  cloud = await startTestCloud();
});
afterAll(() => cloud.close());

const originsUrl = () => `${cloud.url}/admin/projects/portico-dev-project/origins`;
const storedOrigins = async () => (await getJson(urlOf(cloud, '/projects/v1/origins'))).body;
const DEFAULT_ORIGINS = { allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'] };

/** A raw HTTP request with any Host header (fetch does not let a caller set Host). */
function rawRequest(
  path: string,
  headers: Record<string, string>,
  method = 'GET',
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: cloud.port, path, method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('admin token', () => {
  it('attack: a write without the token (or with a wrong one) is refused and changes nothing', async () => {
    const attack = { allowedOrigins: ['https://evil.example'] };
    const none = await fetch(originsUrl(), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(attack),
    });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({
      message: 'Admin token required: send Authorization: Bearer <admin token>',
    });
    const wrong = await fetch(originsUrl(), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: 'Bearer not-the-token' },
      body: JSON.stringify(attack),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: 'Admin token invalid' });
    // Reads need it too (events hold what users did; sessions whom they signed in as), on every /admin route.
    expect((await fetch(`${cloud.url}/admin/events`)).status).toBe(401);
    const sessions = `${cloud.url}/admin/sessions?projectId=portico-dev-project&address=0x0000000000000000000000000000000000000001&chainId=eip155:31337`;
    expect((await fetch(sessions)).status).toBe(401);
    expect((await fetch(sessions, { headers: adminHeaders(cloud) })).status).toBe(200);
    expect(await storedOrigins()).toEqual(DEFAULT_ORIGINS);
  });

  it('the token lets the admin through', async () => {
    const ok = await fetch(originsUrl(), {
      method: 'PUT',
      headers: adminHeaders(cloud),
      body: JSON.stringify({ allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'] }),
    });
    expect(ok.status).toBe(200);
    expect(cloud.adminToken).toMatch(/^[A-Za-z0-9_-]{32,}$/);
  });
});

describe('no browser page may call the admin routes', () => {
  it('attack: a cross-origin preflight from http://localhost:5173 is refused, with no CORS headers', async () => {
    const res = await fetch(originsUrl(), {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-methods')).toBeNull();
    expect(await res.json()).toEqual({ message: 'Admin routes answer no browser page (Origin header sent)' });
    // Public routes keep their CORS for local pages.
    const pub = await fetch(urlOf(cloud, '/getAnalyticsConfig'), {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(pub.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('attack: a page request (Origin header) is refused even with the token, and changes nothing', async () => {
    const res = await fetch(originsUrl(), {
      method: 'PUT',
      headers: { ...adminHeaders(cloud), origin: 'http://localhost:5173' },
      body: JSON.stringify({ allowedOrigins: ['https://evil.example'] }),
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(await storedOrigins()).toEqual(DEFAULT_ORIGINS);
  });
});

describe('Host header (DNS rebinding)', () => {
  it('attack: a request with Host: evil.example is refused (421), on admin and public routes alike', async () => {
    const write = await rawRequest(
      '/admin/projects/portico-dev-project/origins',
      { host: 'evil.example', ...adminHeaders(cloud) },
      'PUT',
      JSON.stringify({ allowedOrigins: ['https://evil.example'] }),
    );
    expect(write.status).toBe(421);
    expect(JSON.parse(write.body)).toEqual({
      message: 'Misdirected request: Host evil.example is not this server',
    });
    const rebound = await rawRequest(`/getAnalyticsConfig?projectId=portico-dev-project`, {
      host: `evil.example:${cloud.port}`,
    });
    expect(rebound.status).toBe(421);
    expect(await storedOrigins()).toEqual(DEFAULT_ORIGINS);
  });

  it("the server's own names pass: 127.0.0.1:port and localhost:port", async () => {
    for (const host of [`127.0.0.1:${cloud.port}`, `localhost:${cloud.port}`, `LOCALHOST:${cloud.port}`]) {
      expect((await rawRequest('/health', { host })).status, host).toBe(200);
    }
    expect((await rawRequest('/health', { host: '127.0.0.1:1' })).status).toBe(421);
  });
});
