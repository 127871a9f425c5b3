import { createHash } from 'node:crypto';

/** One published message kept for its TTL. */
export interface StoredMessage {
  /** sha256 of topic and message: the same message published twice on a topic is stored once. */
  key: string;
  topic: string;
  message: string;
  /** Relay arrival time, ms since the epoch (sent to subscribers as `publishedAt`). */
  publishedAt: number;
  /** ms since the epoch after which the message is dropped. */
  expiresAt: number;
  tag: number;
  attestation?: string;
  /** Client id of the publisher: it never gets its own message back. */
  publisher: string;
  /** Client ids that acked (or fetched) the message: they don't get it again. */
  acked: Set<string>;
  /** Approximate size, for the byte bound. */
  bytes: number;
}

/** What to store. */
export interface NewMessage {
  topic: string;
  message: string;
  ttlSeconds: number;
  tag: number;
  attestation?: string;
  publisher: string;
}

/** Limits and clock of a mailbox. */
export interface MailboxOptions {
  /** Messages kept in all, oldest dropped first. */
  maxMessages: number;
  /** Bytes kept in all (topic + message + attestation), oldest dropped first. */
  maxBytes: number;
  now: () => number;
}

/** Outcome of `add`. */
export interface AddResult {
  stored: StoredMessage;
  /** True when the same message was already stored on the topic (a client retry): nothing new. */
  duplicate: boolean;
  /** Messages dropped to stay within the bounds. */
  dropped: number;
}

/** Counters of a mailbox. */
export interface MailboxStats {
  messages: number;
  bytes: number;
  topics: number;
  expired: number;
  dropped: number;
}

/**
 * Messages per topic, each kept until its TTL passes, within a global count and byte bound (oldest
 * dropped first), with per-client ack marks so a client gets each message until it acks it.
 */
export class Mailbox {
  /** Every message, in arrival order (a Map keeps insertion order: the first is the oldest). */
  private readonly all = new Map<string, StoredMessage>();
  private readonly byTopic = new Map<string, Map<string, StoredMessage>>();
  private totalBytes = 0;
  private expiredCount = 0;
  private droppedCount = 0;

  constructor(private readonly options: MailboxOptions) {}

  /** Stores a message (or finds the stored copy of a retried one) and enforces the bounds. */
  add(input: NewMessage): AddResult {
    const key = createHash('sha256').update(input.topic).update('\n').update(input.message).digest('hex');
    const now = this.options.now();
    const existing = this.all.get(key);
    if (existing && existing.expiresAt > now) return { stored: existing, duplicate: true, dropped: 0 };
    if (existing) this.remove(existing);
    const stored: StoredMessage = {
      key,
      topic: input.topic,
      message: input.message,
      publishedAt: now,
      expiresAt: now + input.ttlSeconds * 1000,
      tag: input.tag,
      publisher: input.publisher,
      acked: new Set(),
      bytes: input.topic.length + input.message.length + (input.attestation?.length ?? 0) + 200,
    };
    if (input.attestation !== undefined) stored.attestation = input.attestation;
    this.all.set(key, stored);
    let topicMessages = this.byTopic.get(input.topic);
    if (!topicMessages) {
      topicMessages = new Map();
      this.byTopic.set(input.topic, topicMessages);
    }
    topicMessages.set(key, stored);
    this.totalBytes += stored.bytes;

    let dropped = 0;
    while (this.all.size > this.options.maxMessages || this.totalBytes > this.options.maxBytes) {
      const oldest = this.all.values().next().value;
      if (!oldest || oldest === stored) break;
      this.remove(oldest);
      dropped += 1;
    }
    this.droppedCount += dropped;
    return { stored, duplicate: false, dropped };
  }

  /** Unexpired messages of a topic that `clientId` neither published nor acked, oldest first. */
  pendingFor(topic: string, clientId: string): StoredMessage[] {
    const now = this.options.now();
    const out: StoredMessage[] = [];
    for (const m of this.byTopic.get(topic)?.values() ?? []) {
      if (m.expiresAt > now && m.publisher !== clientId && !m.acked.has(clientId)) out.push(m);
    }
    return out;
  }

  /** Marks a message as received by a client; false when it is gone (expired or dropped). */
  ack(key: string, clientId: string): boolean {
    const m = this.all.get(key);
    if (!m) return false;
    m.acked.add(clientId);
    return true;
  }

  /** Drops expired messages (the server calls it every second; reads skip expired ones anyway). */
  sweep(): number {
    const now = this.options.now();
    let count = 0;
    for (const m of this.all.values()) {
      if (m.expiresAt <= now) {
        this.remove(m);
        count += 1;
      }
    }
    this.expiredCount += count;
    return count;
  }

  /** Forgets everything. */
  clear(): void {
    this.all.clear();
    this.byTopic.clear();
    this.totalBytes = 0;
  }

  stats(): MailboxStats {
    return {
      messages: this.all.size,
      bytes: this.totalBytes,
      topics: this.byTopic.size,
      expired: this.expiredCount,
      dropped: this.droppedCount,
    };
  }

  private remove(m: StoredMessage): void {
    this.all.delete(m.key);
    const topicMessages = this.byTopic.get(m.topic);
    topicMessages?.delete(m.key);
    if (topicMessages?.size === 0) this.byTopic.delete(m.topic);
    this.totalBytes -= m.bytes;
  }
}
