import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FaultRegistry, parseFaultFlag } from './faults.ts';
import type { RunningCloud } from './server.ts';
import { adminGet, adminSend, getJson, sendJson, startTestCloud, urlOf } from './test-helpers.ts';

let cloud: RunningCloud;
beforeAll(async () => {
  cloud = await startTestCloud();
});
afterAll(() => cloud.close());
afterEach(() => {
  cloud.faults.clear();
});

const faultsUrl = () => '/admin/faults';

describe('fault registry', () => {
  it('matches by path prefix, counts times down and drops spent faults', () => {
    const faults = new FaultRegistry();
    faults.add({ route: '/getWallets', status: 500, times: 2 });
    expect(faults.take('/appkit/v1/config')).toBeUndefined();
    expect(faults.take('/getWallets')?.status).toBe(500);
    expect(faults.take('/getWallets')?.status).toBe(500);
    expect(faults.take('/getWallets')).toBeUndefined();
    expect(faults.list()).toEqual([]);
  });

  it('parses --fault flags and refuses bad ones', () => {
    expect(parseFaultFlag('route=/getWallets,status=429,times=2')).toEqual({
      route: '/getWallets',
      status: 429,
      times: 2,
    });
    expect(parseFaultFlag('latencyMs=250')).toEqual({ latencyMs: 250 });
    expect(() => parseFaultFlag('status=418')).toThrow(/--fault/);
    expect(() => parseFaultFlag('route=/x')).toThrow(/status or latencyMs/);
    expect(() => parseFaultFlag('oops')).toThrow(/key=value/);
  });
});

describe('faults over HTTP', () => {
  it('forces a 429 with Retry-After, for the given number of times', async () => {
    const added = await adminSend(cloud, faultsUrl(), 'POST', {
      route: '/getWallets',
      status: 429,
      times: 2,
      retryAfter: 3,
    });
    expect(added.status).toBe(201);
    for (let i = 0; i < 2; i++) {
      const res = await fetch(urlOf(cloud, '/getWallets'));
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('3');
      expect(await res.json()).toEqual({ message: 'Rate limited' });
    }
    expect((await fetch(urlOf(cloud, '/getWallets'))).status).toBe(200);
    // Other routes were never affected.
    expect((await adminGet(cloud, faultsUrl())).body).toEqual({ faults: [] });
  });

  it('forces a 500 on a route prefix until cleared', async () => {
    await adminSend(cloud, faultsUrl(), 'POST', { route: '/appkit', status: 500 });
    for (let i = 0; i < 3; i++) {
      const { status, body } = await getJson(urlOf(cloud, '/appkit/v1/config'));
      expect(status).toBe(500);
      expect(body).toEqual({ message: 'Internal Server Error' });
    }
    expect((await getJson(urlOf(cloud, '/projects/v1/origins'))).status).toBe(200);
    expect((await adminSend(cloud, faultsUrl(), 'DELETE', '')).body).toEqual({ cleared: 1 });
    expect((await getJson(urlOf(cloud, '/appkit/v1/config'))).status).toBe(200);
  });

  it('forces 403 and 503 with their messages (403 is the origin message of §8)', async () => {
    await adminSend(cloud, faultsUrl(), 'POST', { route: '/e', status: 403, times: 1 });
    await adminSend(cloud, faultsUrl(), 'POST', { route: '/getAnalyticsConfig', status: 503, times: 1 });
    const e = await sendJson(urlOf(cloud, '/e'), 'POST', {});
    expect(e).toMatchObject({ status: 403, body: { message: 'Unauthorized: origin not allowed' } });
    const a = await getJson(urlOf(cloud, '/getAnalyticsConfig'));
    expect(a).toEqual({ status: 503, body: { message: 'Service Unavailable' } });
  });

  it('adds latency, for the given number of times', async () => {
    await adminSend(cloud, faultsUrl(), 'POST', { route: '/getAnalyticsConfig', latencyMs: 300, times: 1 });
    const start = performance.now();
    const { status } = await getJson(urlOf(cloud, '/getAnalyticsConfig'));
    expect(status).toBe(200);
    expect(performance.now() - start).toBeGreaterThanOrEqual(290);
    // Spent by that one request: nothing is left to slow the next one down.
    expect((await adminGet(cloud, faultsUrl())).body).toEqual({ faults: [] });
    expect((await getJson(urlOf(cloud, '/getAnalyticsConfig'))).status).toBe(200);
  });

  it('applies to every non-admin route when no route is given, and can be removed by id', async () => {
    const added = await adminSend(cloud, faultsUrl(), 'POST', { status: 503 });
    expect((await getJson(urlOf(cloud, '/getWallets'))).status).toBe(503);
    expect((await getJson(urlOf(cloud, '/public/getTokenImage/ETH'))).status).toBe(503);
    expect((await adminGet(cloud, faultsUrl())).status).toBe(200);
    const id = (added.body as { fault: { id: number } }).fault.id;
    expect((await adminSend(cloud, `${faultsUrl()}/${id}`, 'DELETE', '')).status).toBe(200);
    expect((await adminSend(cloud, `${faultsUrl()}/${id}`, 'DELETE', '')).status).toBe(404);
    expect((await getJson(urlOf(cloud, '/getWallets'))).status).toBe(200);
  });

  it('rejects bad faults', async () => {
    for (const body of [
      { status: 418 },
      { route: '/x' },
      { status: 500, latencyMs: -1 },
      { status: 500, extra: 1 },
    ]) {
      expect((await adminSend(cloud, faultsUrl(), 'POST', body)).status).toBe(400);
    }
    expect(cloud.faults.list()).toEqual([]);
  });

  it('is the same registry as the programmatic handle', async () => {
    cloud.faults.add({ route: '/getWallets', status: 500, times: 1 });
    expect((await adminGet(cloud, faultsUrl())).body).toMatchObject({
      faults: [{ route: '/getWallets', status: 500 }],
    });
    expect((await getJson(urlOf(cloud, '/getWallets'))).status).toBe(500);
  });
});

describe('CORS and misc', () => {
  it('answers preflights from any localhost origin, not from others', async () => {
    const preflight = (origin: string) =>
      fetch(`${cloud.url}/e`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,x-project-id',
        },
      });
    const ok = await preflight('http://localhost:5173');
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(ok.headers.get('access-control-allow-headers')).toMatch(/x-project-id/);
    const ip = await preflight('http://127.0.0.1:4000');
    expect(ip.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4000');
    const other = await preflight('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends CORS headers on forced faults so browsers can read them', async () => {
    cloud.faults.add({ route: '/getWallets', status: 429, times: 1 });
    const res = await fetch(urlOf(cloud, '/getWallets'), { headers: { Origin: 'http://localhost:3000' } });
    expect(res.status).toBe(429);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/Retry-After/);
  });

  it('answers unknown paths with 404 JSON and serves /health', async () => {
    expect(await getJson(`${cloud.url}/nope`)).toEqual({
      status: 404,
      body: { message: 'Not found: GET /nope' },
    });
    expect(await getJson(`${cloud.url}/health`)).toEqual({ status: 200, body: { ok: true } });
  });
});
