/**
 * The fallback ranking's timing on fake timers, counting the pings a client's transport sends
 * (§7 net_listening, §9 every 4000 ms): every 4 s while an endpoint answers; backing off (§8: doubling
 * from 150 ms, never below the interval, capped) while none does; nothing while the page is hidden.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RPC_RANKING_BACKOFF_MAX_MS } from '../../domain/constants.ts';
import { testEvmNetwork } from '../../test-support/testNetworks.ts';
import { createEvmClient } from './createEvmClient.ts';
import type { PageVisibility } from './pageVisibility.ts';

const DOWN = ['http://down-1.invalid/', 'http://down-2.invalid/'];
const UP = 'http://up.invalid/';

/** A page whose visibility the test sets. */
function testVisibility() {
  let hidden = false;
  const listeners = new Set<(hidden: boolean) => void>();
  const visibility: PageVisibility = {
    subscribe(onChange) {
      onChange(hidden);
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
  const set = (value: boolean) => {
    hidden = value;
    for (const listener of listeners) listener(value);
  };
  return { visibility, hide: () => set(true), show: () => set(false) };
}

/** What the endpoints were sent: (fake) time, URL and JSON-RPC methods of every HTTP call. */
const calls: { at: number; url: string; methods: string[] }[] = [];

/** Unreachable endpoints fail as fetch does offline; `UP` answers net_listening. */
const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  const body = JSON.parse(String(init?.body)) as
    | { id: number; method: string }
    | { id: number; method: string }[];
  const requests = Array.isArray(body) ? body : [body];
  calls.push({ at: Date.now(), url, methods: requests.map((request) => request.method) });
  if (url !== UP) throw new TypeError('fetch failed');
  const answers = requests.map(({ id }) => ({ jsonrpc: '2.0', id, result: true }));
  return new Response(JSON.stringify(Array.isArray(body) ? answers : answers[0]), {
    headers: { 'Content-Type': 'application/json' },
  });
}) as typeof fetch;

const pingTimes = () => [
  ...new Set(calls.filter((call) => call.methods.includes('net_listening')).map((call) => call.at)),
];

let started = 0;
beforeEach(() => {
  vi.useFakeTimers();
  calls.length = 0;
  started = Date.now();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A client on these endpoints (its ranking starts with it), and the page it is on. */
function clientOn(urls: readonly string[]) {
  const page = testVisibility();
  createEvmClient(testEvmNetwork(1), { extraUrls: urls, fetchFn, visibility: page.visibility });
  return page;
}

/**
 * The waits between rounds, to the nearest 100 ms: viem's HTTP batching sends a round's pings a
 * scheduler tick after the round starts (1 ms on fake timers), which the rounding leaves out.
 */
const gapsOf = (times: readonly number[]) =>
  times.slice(1).map((at, index) => Math.round((at - (times[index] as number)) / 100) * 100);

describe('fallback ranking: how often it pings (§7, §9)', () => {
  it('pings every endpoint every 4000 ms while one of them answers', async () => {
    clientOn([DOWN[0] as string, UP]);
    await vi.advanceTimersByTimeAsync(20_000);
    const times = pingTimes();
    expect(times[0]).toBe(started);
    expect(gapsOf(times)).toEqual([4000, 4000, 4000, 4000]);
    // Each round pings each endpoint once.
    expect(calls.filter((call) => call.url === UP)).toHaveLength(5);
    expect(calls.filter((call) => call.url === DOWN[0])).toHaveLength(5);
  });

  it('backs off while no endpoint answers: the §8 doubling from 150 ms, never below 4000 ms, capped', async () => {
    clientOn(DOWN);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    // 150 · 2^n ms after the n-th failed round in a row; below 4000 ms it waits 4000 ms.
    expect(gapsOf(pingTimes())).toEqual([
      4000, 4000, 4000, 4000, 4800, 9600, 19_200, 38_400, 76_800, 120_000,
    ]);
    // viem's own loop pinged every 4 s: 76 rounds, 152 failed requests in these 5 minutes.
    expect(calls).toHaveLength(22);
    // Then it stays at the cap.
    calls.length = 0;
    await vi.advanceTimersByTimeAsync(10 * RPC_RANKING_BACKOFF_MAX_MS);
    const times = pingTimes();
    expect(times.length).toBeGreaterThanOrEqual(9);
    expect(new Set(gapsOf(times))).toEqual(new Set([RPC_RANKING_BACKOFF_MAX_MS]));
  });

  it('pings nothing while the page is hidden, and goes on where it was once visible again', async () => {
    const page = clientOn(DOWN);
    await vi.advanceTimersByTimeAsync(18_000);
    expect(pingTimes()).toHaveLength(5);
    page.hide();
    calls.length = 0;
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(calls).toEqual([]);

    page.show();
    const shownAt = Date.now();
    // Five failed rounds so far: the next waits 150 · 2^5 = 4800 ms, not a burst on the tab's return.
    await vi.advanceTimersByTimeAsync(4799);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(10);
    expect(gapsOf([shownAt, ...pingTimes()])).toEqual([4800]);
  });

  it('starts paused on a page that is hidden from the start', async () => {
    const page = testVisibility();
    page.hide();
    createEvmClient(testEvmNetwork(1), { extraUrls: DOWN, fetchFn, visibility: page.visibility });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toEqual([]);
    page.show();
    const shownAt = Date.now();
    await vi.advanceTimersByTimeAsync(4010);
    expect(gapsOf([shownAt, ...pingTimes()])).toEqual([4000]);
  });
});
