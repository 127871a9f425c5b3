import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type RelayOptions, type RunningRelay, startRelay } from './server.ts';
import { RawClient, subscriptionId } from './test-helpers.ts';

const relays: RunningRelay[] = [];
const clients: RawClient[] = [];

async function relay(options: RelayOptions = {}): Promise<RunningRelay> {
  const r = await startRelay({ port: 0, quiet: true, ...options });
  relays.push(r);
  return r;
}

async function client(r: RunningRelay, clientId: string | null): Promise<RawClient> {
  const c = await RawClient.connect(r.url, clientId);
  clients.push(c);
  return c;
}

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await Promise.all(relays.splice(0).map((r) => r.close()));
});

const TOPIC = 'a'.repeat(64);

describe('irn_subscribe / irn_publish / irn_subscription', () => {
  it('returns the subscription id the sign-client computes and pushes to the other subscriber only', async () => {
    const r = await relay();
    const alice = await client(r, 'did:key:alice');
    const bob = await client(r, 'did:key:bob');
    expect((await alice.call('irn_subscribe', { topic: TOPIC })).result).toBe(
      subscriptionId(TOPIC, 'did:key:alice'),
    );
    expect((await bob.call('irn_subscribe', { topic: TOPIC })).result).toBe(
      subscriptionId(TOPIC, 'did:key:bob'),
    );

    const before = Date.now();
    const answer = await alice.call('irn_publish', {
      topic: TOPIC,
      message: 'hello',
      ttl: 300,
      tag: 1108,
      prompt: true,
    });
    expect(answer.result).toBe(true);
    await bob.until(() => bob.pushes.length === 1);
    const push = bob.pushes[0];
    expect(push?.params).toEqual({
      id: subscriptionId(TOPIC, 'did:key:bob'),
      data: { topic: TOPIC, message: 'hello', publishedAt: expect.any(Number), tag: 1108 },
    });
    expect(push?.params.data.publishedAt).toBeGreaterThanOrEqual(before);
    expect(await alice.settle()).toEqual([]);

    if (push) bob.ack(push);
    // Answered after the relay handled the ack, sent before it on the same socket.
    await bob.sync();
    expect(r.stats()).toMatchObject({
      connections: 2,
      subscriptions: 2,
      published: 1,
      delivered: 1,
      acked: 1,
    });
  });

  it('keeps a message for a peer that subscribes later, and redelivers it until acked', async () => {
    const r = await relay();
    const alice = await client(r, 'did:key:alice');
    await alice.call('irn_publish', { topic: TOPIC, message: 'stored', ttl: 300, tag: 1100 });

    const bob = await client(r, 'did:key:bob');
    await bob.call('irn_subscribe', { topic: TOPIC });
    await bob.until(() => bob.pushes.length === 1);
    expect(bob.pushes[0]?.params.data).toMatchObject({ message: 'stored', tag: 1100 });

    // Not acked: a new socket of the same client subscribing again gets it again.
    bob.close();
    const bob2 = await client(r, 'did:key:bob');
    await bob2.call('irn_batchSubscribe', { topics: [TOPIC, 'b'.repeat(64)] });
    await bob2.until(() => bob2.pushes.length === 1);
    const again = bob2.pushes[0];
    expect(again?.params.data.message).toBe('stored');

    // Acked: subscribing again gives nothing (the relay handles the ack first: same socket, in order).
    if (again) bob2.ack(again);
    await bob2.call('irn_subscribe', { topic: TOPIC });
    expect(await bob2.settle()).toHaveLength(1);

    // Another client still gets it; the publisher never does.
    const carol = await client(r, 'did:key:carol');
    await carol.call('irn_subscribe', { topic: TOPIC });
    await carol.until(() => carol.pushes.length === 1);
    const alice2 = await client(r, 'did:key:alice');
    await alice2.call('irn_subscribe', { topic: TOPIC });
    expect(await alice2.settle()).toEqual([]);
  });

  it('answers irn_batchSubscribe with one id per topic', async () => {
    const r = await relay();
    const alice = await client(r, 'did:key:alice');
    const topics = ['1'.repeat(64), '2'.repeat(64)];
    const answer = await alice.call('irn_batchSubscribe', { topics });
    expect(answer.result).toEqual(topics.map((t) => subscriptionId(t, 'did:key:alice')));
    expect(r.stats().subscriptions).toBe(2);
  });

  it('drops a message when its TTL has passed', async () => {
    let now = 1_700_000_000_000;
    const r = await relay({ now: () => now });
    const alice = await client(r, 'did:key:alice');
    await alice.call('irn_publish', { topic: TOPIC, message: 'short-lived', ttl: 30 });
    await alice.call('irn_publish', { topic: TOPIC, message: 'long-lived', ttl: 300 });
    now += 31_000;

    const bob = await client(r, 'did:key:bob');
    await bob.call('irn_subscribe', { topic: TOPIC });
    await bob.until(() => bob.pushes.length === 1);
    expect((await bob.settle()).map((p) => p.params.data.message)).toEqual(['long-lived']);
    expect(r.sweep()).toBe(1);
    expect(r.stats()).toMatchObject({ messages: 1, expired: 1 });
    now += 300_000;
    expect(r.sweep()).toBe(1);
    expect(r.stats().messages).toBe(0);
  });

  it('stops pushing after irn_unsubscribe', async () => {
    const r = await relay();
    const alice = await client(r, 'did:key:alice');
    const bob = await client(r, 'did:key:bob');
    await bob.call('irn_subscribe', { topic: TOPIC });
    const unsub = await bob.call('irn_unsubscribe', {
      topic: TOPIC,
      id: subscriptionId(TOPIC, 'did:key:bob'),
    });
    expect(unsub.result).toBe(true);
    await alice.call('irn_publish', { topic: TOPIC, message: 'unseen', ttl: 300 });
    expect(await bob.settle()).toEqual([]);
    expect(r.stats().subscriptions).toBe(0);
  });

  it('stores a retried publish once, and keeps the mailbox within maxMessages (oldest dropped)', async () => {
    const r = await relay({ maxMessages: 3 });
    const alice = await client(r, 'did:key:alice');
    await alice.call('irn_publish', { topic: TOPIC, message: 'm0', ttl: 300 });
    await alice.call('irn_publish', { topic: TOPIC, message: 'm0', ttl: 300 });
    expect(r.stats().messages).toBe(1);
    for (const m of ['m1', 'm2', 'm3', 'm4'])
      await alice.call('irn_publish', { topic: TOPIC, message: m, ttl: 300 });
    expect(r.stats()).toMatchObject({ messages: 3, dropped: 2 });
    const bob = await client(r, 'did:key:bob');
    await bob.call('irn_subscribe', { topic: TOPIC });
    await bob.until(() => bob.pushes.length === 3);
    expect(bob.pushes.map((p) => p.params.data.message)).toEqual(['m2', 'm3', 'm4']);
  });

  it('treats sockets without a JWT as separate anonymous clients', async () => {
    const r = await relay();
    const a = await client(r, null);
    const b = await client(r, null);
    const sub = await b.call('irn_subscribe', { topic: TOPIC });
    expect(sub.result).toMatch(/^[0-9a-f]{64}$/);
    await a.call('irn_publish', { topic: TOPIC, message: 'anon', ttl: 300 });
    await b.until(() => b.pushes.length === 1);
  });
});

describe('fetch calls', () => {
  it('irn_fetchMessages and irn_batchFetchMessages return pending messages once', async () => {
    const r = await relay();
    const alice = await client(r, 'did:key:alice');
    const other = 'c'.repeat(64);
    await alice.call('irn_publish', { topic: TOPIC, message: 'one', ttl: 300, tag: 7 });
    await alice.call('irn_publish', { topic: other, message: 'two', ttl: 300 });
    const bob = await client(r, 'did:key:bob');
    const single = await bob.call('irn_fetchMessages', { topic: TOPIC });
    expect(single.result).toEqual({
      messages: [{ topic: TOPIC, message: 'one', publishedAt: expect.any(Number), tag: 7 }],
      hasMore: false,
    });
    const batch = await bob.call('irn_batchFetchMessages', { topics: [TOPIC, other] });
    expect(batch.result).toEqual({
      messages: [{ topic: other, message: 'two', publishedAt: expect.any(Number), tag: 0 }],
      hasMore: false,
    });
  });
});

describe('session methods the sign-client sends to the relay', () => {
  it('wc_proposeSession subscribes the sender and stores the proposal (tag 1100) for the wallet', async () => {
    const r = await relay();
    const dapp = await client(r, 'did:key:dapp');
    const answer = await dapp.call('wc_proposeSession', {
      pairingTopic: TOPIC,
      sessionProposal: 'proposal',
      ttl: 300,
      correlationId: 1732000000000123,
    });
    expect(answer.result).toBe(true);
    expect(r.stats().subscriptions).toBe(1);

    const wallet = await client(r, 'did:key:wallet');
    await wallet.call('irn_subscribe', { topic: TOPIC });
    await wallet.until(() => wallet.pushes.length === 1);
    expect(wallet.pushes[0]?.params.data).toMatchObject({ topic: TOPIC, message: 'proposal', tag: 1100 });

    // wc_approveSession: the wallet is subscribed to the session topic; the dapp gets the response on the
    // pairing topic (1101) and, once it subscribes to the session topic, the settle request (1102).
    const sessionTopic = 'd'.repeat(64);
    const approve = await wallet.call('wc_approveSession', {
      sessionTopic,
      pairingTopic: TOPIC,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    });
    expect(approve.result).toBe(true);
    await dapp.until(() => dapp.pushes.length === 1);
    expect(dapp.pushes[0]?.params).toEqual({
      id: subscriptionId(TOPIC, 'did:key:dapp'),
      data: { topic: TOPIC, message: 'response', publishedAt: expect.any(Number), tag: 1101 },
    });
    await dapp.call('irn_subscribe', { topic: sessionTopic });
    await dapp.until(() => dapp.pushes.length === 2);
    expect(dapp.pushes[1]?.params.data).toMatchObject({ topic: sessionTopic, message: 'settle', tag: 1102 });

    // The wallet, subscribed by the relay, hears the dapp on the session topic.
    await dapp.call('irn_publish', { topic: sessionTopic, message: 'settle-ack', ttl: 300, tag: 1103 });
    await wallet.until(() => wallet.pushes.length === 2);
    expect(wallet.pushes[1]?.params.id).toBe(subscriptionId(sessionTopic, 'did:key:wallet'));
  });
});

describe('JSON-RPC errors and ids', () => {
  it('answers bad JSON with a parse error (id null)', async () => {
    const r = await relay();
    const c = await client(r, 'did:key:alice');
    const answer = await c.sendRaw('{"id":1,"jsonrpc":"2.0",', 'null');
    expect(answer.error?.code).toBe(-32700);
    expect(answer.error?.message).toMatch(/^Parse error/);
  });

  it('answers unknown methods, bad params, bad requests and batch arrays with JSON-RPC errors', async () => {
    const r = await relay();
    const c = await client(r, 'did:key:alice');
    expect((await c.call('irn_nope', {})).error).toEqual({
      code: -32601,
      message: 'Method not found: irn_nope',
    });
    const bad = await c.call('irn_publish', { topic: TOPIC, message: 'x', ttl: 'soon' });
    expect(bad.error?.code).toBe(-32602);
    expect(bad.error?.message).toMatch(/ttl/);
    const noTopic = await c.call('irn_subscribe', {});
    expect(noTopic.error?.message).toMatch(/topic/);
    const notRpc = await c.sendRaw('{"id":9,"jsonrpc":"1.0","method":"irn_subscribe"}', '9');
    expect(notRpc.error?.code).toBe(-32600);
    const batch = await c.sendRaw('[{"id":1,"jsonrpc":"2.0","method":"irn_subscribe"}]', 'null');
    expect(batch.error?.code).toBe(-32600);
    expect(r.stats().errors).toBe(5);
    // Still serving.
    expect((await c.call('irn_subscribe', { topic: TOPIC })).result).toBeTypeOf('string');
  });

  it('echoes ids exactly: long digit strings and integers beyond Number.MAX_SAFE_INTEGER', async () => {
    const r = await relay();
    const c = await client(r, 'did:key:alice');
    const bigNumber = '17320000000000000001234';
    const a = await c.sendRaw(
      `{"id":${bigNumber},"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${TOPIC}"}}`,
      bigNumber,
    );
    expect(a.text.startsWith(`{"id":${bigNumber},`)).toBe(true);
    const bigString = '"1732000000000000000123"';
    const b = await c.sendRaw(
      `{"jsonrpc":"2.0","params":{"id":"5","topic":"${TOPIC}","nested":{"id":[1,{"id":2}]}},"id":${bigString},"method":"irn_unsubscribe"}`,
      bigString,
    );
    expect(b.result).toBe(true);
    const err = await c.sendRaw(`{"id": ${bigNumber} ,"jsonrpc":"2.0","method":"nope"}`, bigNumber);
    expect(err.error?.code).toBe(-32601);
  });
});

describe('transport', () => {
  it('pings sockets and drops those that never answer', async () => {
    const r = await relay({ pingIntervalMs: 50 });
    const ws = new WebSocket(r.url, { autoPong: false });
    let pings = 0;
    ws.on('ping', () => {
      pings += 1;
    });
    const closed = new Promise<void>((resolve) => ws.once('close', () => resolve()));
    await closed;
    expect(pings).toBeGreaterThanOrEqual(1);
  });

  it('answers GET /health with the counters, and other HTTP with 426', async () => {
    const r = await relay();
    const httpUrl = r.url.replace('ws://', 'http://');
    const health = await fetch(`${httpUrl}/health`);
    expect(await health.json()).toMatchObject({ ok: true, connections: 0, messages: 0 });
    expect((await fetch(`${httpUrl}/anything`)).status).toBe(426);
  });
});
