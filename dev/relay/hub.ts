import { createHash } from 'node:crypto';
import { Mailbox, type StoredMessage } from './mailbox.ts';
import { errorFrame, idKey, parseFrame, resultFrame } from './rawJson.ts';
import {
  DEFAULT_SESSION_TTL_SECONDS,
  describeIssues,
  isRelayMethod,
  type ParamsOf,
  paramSchemas,
  type RelayMethod,
  requestSchema,
  responseSchema,
  TAGS,
} from './schemas.ts';

/** JSON-RPC 2.0 error codes the relay answers with. */
export const RPC_ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
} as const;

/** Messages a fetch call returns at most (then `hasMore: true`). */
export const FETCH_PAGE = 500;

/** One client socket, as the hub sees it. */
export interface RelayConnection {
  /** Short name for logs: `c1`, `c2`, … */
  readonly id: string;
  /** The client's id from its JWT (`did:key:…`), or `anon:<id>` without one. Publishers are excluded by it. */
  readonly clientId: string;
  send(frame: string): void;
}

/** Limits of a hub. */
export interface HubOptions {
  maxMessages: number;
  maxBytes: number;
  /** Largest `message` accepted, in characters. */
  maxMessageChars: number;
  /** Unacked pushes remembered per connection (older ones are forgotten, not resent). */
  maxInflight: number;
  now: () => number;
  log?: (line: string) => void;
}

/** Counters of a running relay. */
export interface RelayStats {
  connections: number;
  subscriptions: number;
  /** Stored messages, their approximate bytes, and the topics holding them. */
  messages: number;
  bytes: number;
  topics: number;
  requests: number;
  published: number;
  delivered: number;
  acked: number;
  expired: number;
  dropped: number;
  errors: number;
}

interface ConnectionState {
  /** topic → subscription id. */
  subs: Map<string, string>;
  /** push id key → stored message key, until acked. */
  inflight: Map<string, string>;
}

interface Publication {
  topic: string;
  message: string;
  ttlSeconds: number;
  tag: number;
  attestation?: string | undefined;
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** `abcdef12…` for logs. */
function short(topic: string): string {
  return topic.length > 10 ? `${topic.slice(0, 8)}…` : topic;
}

/**
 * The relay's protocol core, independent of the socket library: per-topic subscriptions, the mailbox,
 * fan-out to every subscriber but the publisher, `irn_subscription` pushes and their acks, and the
 * session methods the sign-client sends to the relay (`wc_proposeSession`, `wc_approveSession`).
 */
export class RelayHub {
  private readonly mailbox: Mailbox;
  private readonly connections = new Map<RelayConnection, ConnectionState>();
  private readonly subscribers = new Map<string, Set<RelayConnection>>();
  /** Push ids: safe integers, so every client echoes them back unchanged. */
  private nextPushId: number;
  private counters = { requests: 0, published: 0, delivered: 0, acked: 0, errors: 0 };

  constructor(private readonly options: HubOptions) {
    this.mailbox = new Mailbox({
      maxMessages: options.maxMessages,
      maxBytes: options.maxBytes,
      now: options.now,
    });
    this.nextPushId = options.now() * 1000;
  }

  /** Registers a new socket. */
  open(conn: RelayConnection): void {
    this.connections.set(conn, { subs: new Map(), inflight: new Map() });
  }

  /** Forgets a socket and its subscriptions (stored messages stay for other or later subscribers). */
  close(conn: RelayConnection): void {
    const state = this.connections.get(conn);
    if (!state) return;
    for (const topic of state.subs.keys()) this.removeSubscriber(topic, conn);
    this.connections.delete(conn);
  }

  /** Handles one text frame from a socket: a request (answered) or an ack of a push. */
  receive(conn: RelayConnection, text: string): void {
    const state = this.connections.get(conn);
    if (!state) return;
    let frame: ReturnType<typeof parseFrame>;
    try {
      frame = parseFrame(text);
    } catch (err) {
      this.fail(
        conn,
        null,
        RPC_ERRORS.parse,
        `Parse error: ${err instanceof Error ? err.message : 'bad JSON'}`,
      );
      return;
    }
    const { value, rawId } = frame;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      const what = Array.isArray(value) ? 'JSON-RPC batch arrays are not supported' : 'not a JSON-RPC object';
      this.fail(conn, null, RPC_ERRORS.invalidRequest, `Invalid request: ${what}`);
      return;
    }
    if ('method' in value) {
      this.request(conn, state, value, rawId);
      return;
    }
    const response = responseSchema.safeParse(value);
    if (!response.success || rawId === null) {
      this.fail(conn, rawId, RPC_ERRORS.invalidRequest, 'Invalid request: neither a request nor a response');
      return;
    }
    this.ack(conn, state, rawId);
  }

  /** Drops expired messages; returns how many. */
  sweep(): number {
    return this.mailbox.sweep();
  }

  stats(): RelayStats {
    let subscriptions = 0;
    for (const state of this.connections.values()) subscriptions += state.subs.size;
    const box = this.mailbox.stats();
    return {
      connections: this.connections.size,
      subscriptions,
      messages: box.messages,
      bytes: box.bytes,
      topics: box.topics,
      ...this.counters,
      expired: box.expired,
      dropped: box.dropped,
    };
  }

  private request(conn: RelayConnection, state: ConnectionState, value: object, rawId: string | null): void {
    this.counters.requests += 1;
    const req = requestSchema.safeParse(value);
    if (!req.success) {
      this.fail(conn, rawId, RPC_ERRORS.invalidRequest, `Invalid request: ${describeIssues(req.error)}`);
      return;
    }
    const { method } = req.data;
    const id = rawId ?? 'null';
    if (!isRelayMethod(method)) {
      this.fail(conn, id, RPC_ERRORS.methodNotFound, `Method not found: ${method}`, method);
      return;
    }
    try {
      this.dispatch(conn, state, method, req.data.params, id);
    } catch (err) {
      if (!(err instanceof RpcError)) throw err;
      this.fail(conn, id, err.code, err.message, method);
    }
  }

  private dispatch(
    conn: RelayConnection,
    state: ConnectionState,
    method: RelayMethod,
    rawParams: unknown,
    id: string,
  ): void {
    const parsed = paramSchemas[method].safeParse(rawParams);
    if (!parsed.success) {
      throw new RpcError(RPC_ERRORS.invalidParams, `Invalid params: ${describeIssues(parsed.error)}`);
    }
    switch (method) {
      case 'irn_subscribe': {
        const { topic } = parsed.data as ParamsOf<'irn_subscribe'>;
        const subId = this.subscribe(conn, state, topic);
        conn.send(resultFrame(id, subId));
        this.log(`${conn.id} irn_subscribe ${short(topic)}`);
        this.flush(conn, state, topic);
        return;
      }
      case 'irn_batchSubscribe': {
        const { topics } = parsed.data as ParamsOf<'irn_batchSubscribe'>;
        const ids = topics.map((topic) => this.subscribe(conn, state, topic));
        conn.send(resultFrame(id, ids));
        this.log(`${conn.id} irn_batchSubscribe ${topics.length} topic(s)`);
        for (const topic of topics) this.flush(conn, state, topic);
        return;
      }
      case 'irn_unsubscribe': {
        const { topic } = parsed.data as ParamsOf<'irn_unsubscribe'>;
        this.unsubscribe(conn, state, topic);
        conn.send(resultFrame(id, true));
        this.log(`${conn.id} irn_unsubscribe ${short(topic)}`);
        return;
      }
      case 'irn_batchUnsubscribe': {
        const { subscriptions } = parsed.data as ParamsOf<'irn_batchUnsubscribe'>;
        for (const s of subscriptions) this.unsubscribe(conn, state, s.topic);
        conn.send(resultFrame(id, true));
        this.log(`${conn.id} irn_batchUnsubscribe ${subscriptions.length} topic(s)`);
        return;
      }
      case 'irn_publish': {
        const p = parsed.data as ParamsOf<'irn_publish'>;
        const pub = {
          topic: p.topic,
          message: p.message,
          ttlSeconds: p.ttl,
          tag: p.tag ?? 0,
          attestation: p.attestation,
        };
        this.checkSize(pub.message);
        const outcome = this.publish(conn, pub);
        conn.send(resultFrame(id, true));
        this.log(`${conn.id} irn_publish ${short(p.topic)} tag=${pub.tag} ttl=${p.ttl}s ${outcome}`);
        return;
      }
      case 'irn_fetchMessages':
      case 'irn_batchFetchMessages': {
        const p = parsed.data as ParamsOf<'irn_fetchMessages'> | ParamsOf<'irn_batchFetchMessages'>;
        const topics = 'topics' in p ? p.topics : [p.topic];
        const result = this.fetch(conn, topics);
        conn.send(resultFrame(id, result));
        this.log(`${conn.id} ${method} ${topics.length} topic(s) → ${result.messages.length} message(s)`);
        return;
      }
      case 'wc_proposeSession': {
        const p = parsed.data as ParamsOf<'wc_proposeSession'>;
        this.checkSize(p.sessionProposal);
        const ttlSeconds = p.ttl ?? DEFAULT_SESSION_TTL_SECONDS;
        this.subscribe(conn, state, p.pairingTopic);
        const outcome = this.publish(conn, {
          topic: p.pairingTopic,
          message: p.sessionProposal,
          ttlSeconds,
          tag: p.tag ?? TAGS.sessionPropose,
          attestation: p.attestation,
        });
        conn.send(resultFrame(id, true));
        this.log(
          `${conn.id} wc_proposeSession pairing ${short(p.pairingTopic)} (sender subscribed) proposal ${outcome}`,
        );
        this.flush(conn, state, p.pairingTopic);
        return;
      }
      case 'wc_approveSession': {
        const p = parsed.data as ParamsOf<'wc_approveSession'>;
        this.checkSize(p.sessionProposalResponse);
        this.checkSize(p.sessionSettlementRequest);
        const ttlSeconds = p.ttl ?? DEFAULT_SESSION_TTL_SECONDS;
        this.subscribe(conn, state, p.sessionTopic);
        const response = this.publish(conn, {
          topic: p.pairingTopic,
          message: p.sessionProposalResponse,
          ttlSeconds,
          tag: TAGS.sessionProposeResponse,
        });
        const settle = this.publish(conn, {
          topic: p.sessionTopic,
          message: p.sessionSettlementRequest,
          ttlSeconds,
          tag: TAGS.sessionSettle,
        });
        conn.send(resultFrame(id, true));
        this.log(
          `${conn.id} wc_approveSession session ${short(p.sessionTopic)} (sender subscribed) ` +
            `response ${response}, settle ${settle}`,
        );
        this.flush(conn, state, p.sessionTopic);
        return;
      }
    }
  }

  private checkSize(message: string): void {
    if (message.length > this.options.maxMessageChars) {
      throw new RpcError(
        RPC_ERRORS.invalidParams,
        `Invalid params: message: longer than ${this.options.maxMessageChars} characters`,
      );
    }
  }

  /** Subscribes a socket to a topic; the id is sha256(topic + client id), the one the sign-client computes. */
  private subscribe(conn: RelayConnection, state: ConnectionState, topic: string): string {
    const subId = createHash('sha256')
      .update(topic + conn.clientId)
      .digest('hex');
    state.subs.set(topic, subId);
    let set = this.subscribers.get(topic);
    if (!set) {
      set = new Set();
      this.subscribers.set(topic, set);
    }
    set.add(conn);
    return subId;
  }

  private unsubscribe(conn: RelayConnection, state: ConnectionState, topic: string): void {
    state.subs.delete(topic);
    this.removeSubscriber(topic, conn);
  }

  private removeSubscriber(topic: string, conn: RelayConnection): void {
    const set = this.subscribers.get(topic);
    set?.delete(conn);
    if (set?.size === 0) this.subscribers.delete(topic);
  }

  /** Stores a message and pushes it to the topic's subscribers but the publisher; returns a log phrase. */
  private publish(conn: RelayConnection, pub: Publication): string {
    const input = {
      topic: pub.topic,
      message: pub.message,
      ttlSeconds: pub.ttlSeconds,
      tag: pub.tag,
      publisher: conn.clientId,
      ...(pub.attestation === undefined ? {} : { attestation: pub.attestation }),
    };
    const { stored, duplicate, dropped } = this.mailbox.add(input);
    if (dropped > 0) this.log(`mailbox full: dropped ${dropped} oldest message(s)`);
    if (duplicate) return 'duplicate (already stored)';
    this.counters.published += 1;
    let pushed = 0;
    for (const sub of this.subscribers.get(pub.topic) ?? []) {
      if (sub.clientId === conn.clientId || stored.acked.has(sub.clientId)) continue;
      const state = this.connections.get(sub);
      if (state && this.push(sub, state, stored)) pushed += 1;
    }
    return `stored, pushed to ${pushed}`;
  }

  /** Pushes a topic's stored messages this socket's client has not acked (a late or repeated subscribe). */
  private flush(conn: RelayConnection, state: ConnectionState, topic: string): void {
    const pending = this.mailbox.pendingFor(topic, conn.clientId);
    for (const m of pending) this.push(conn, state, m);
    if (pending.length > 0) this.log(`${conn.id} ← ${pending.length} stored message(s) on ${short(topic)}`);
  }

  private push(conn: RelayConnection, state: ConnectionState, m: StoredMessage): boolean {
    const subId = state.subs.get(m.topic);
    if (subId === undefined) return false;
    this.nextPushId += 1;
    const pushId = this.nextPushId;
    state.inflight.set(String(pushId), m.key);
    if (state.inflight.size > this.options.maxInflight) {
      const oldest = state.inflight.keys().next().value;
      if (oldest !== undefined) state.inflight.delete(oldest);
    }
    const data = {
      topic: m.topic,
      message: m.message,
      publishedAt: m.publishedAt,
      tag: m.tag,
      ...(m.attestation === undefined ? {} : { attestation: m.attestation }),
    };
    conn.send(
      JSON.stringify({ id: pushId, jsonrpc: '2.0', method: 'irn_subscription', params: { id: subId, data } }),
    );
    this.counters.delivered += 1;
    return true;
  }

  private ack(conn: RelayConnection, state: ConnectionState, rawId: string): void {
    const key = idKey(rawId);
    const messageKey = state.inflight.get(key);
    if (messageKey === undefined) return; // an ack of something forgotten, or a stray answer: ignored
    state.inflight.delete(key);
    if (this.mailbox.ack(messageKey, conn.clientId)) this.counters.acked += 1;
  }

  /** Messages pending for this client on the topics (marked as received: fetching is the ack). */
  private fetch(conn: RelayConnection, topics: readonly string[]) {
    const messages: Array<{
      topic: string;
      message: string;
      publishedAt: number;
      tag: number;
      attestation?: string;
    }> = [];
    let hasMore = false;
    for (const topic of topics) {
      for (const m of this.mailbox.pendingFor(topic, conn.clientId)) {
        if (messages.length >= FETCH_PAGE) {
          hasMore = true;
          break;
        }
        this.mailbox.ack(m.key, conn.clientId);
        messages.push({
          topic: m.topic,
          message: m.message,
          publishedAt: m.publishedAt,
          tag: m.tag,
          ...(m.attestation === undefined ? {} : { attestation: m.attestation }),
        });
      }
    }
    return { messages, hasMore };
  }

  private fail(
    conn: RelayConnection,
    rawId: string | null,
    code: number,
    message: string,
    method?: string,
  ): void {
    this.counters.errors += 1;
    conn.send(errorFrame(rawId, code, message));
    this.log(`${conn.id} error ${code}${method ? ` ${method}` : ''}: ${message}`);
  }

  private log(line: string): void {
    this.options.log?.(line);
  }
}
