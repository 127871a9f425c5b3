import { describe, expect, it } from 'vitest';
import { Mailbox } from './mailbox.ts';

function box(overrides: Partial<{ maxMessages: number; maxBytes: number }> = {}) {
  let now = 1_000_000;
  const mailbox = new Mailbox({ maxMessages: 100, maxBytes: 1_000_000, now: () => now, ...overrides });
  return { mailbox, advance: (ms: number) => (now += ms) };
}

const add = (mailbox: Mailbox, message: string, ttlSeconds = 60, publisher = 'pub') =>
  mailbox.add({ topic: 't', message, ttlSeconds, tag: 0, publisher });

describe('Mailbox', () => {
  it('gives each client what it neither published nor acked, oldest first', () => {
    const { mailbox } = box();
    const first = add(mailbox, 'one').stored;
    add(mailbox, 'two');
    add(mailbox, 'mine', 60, 'bob');
    expect(mailbox.pendingFor('t', 'bob').map((m) => m.message)).toEqual(['one', 'two']);
    expect(mailbox.ack(first.key, 'bob')).toBe(true);
    expect(mailbox.pendingFor('t', 'bob').map((m) => m.message)).toEqual(['two']);
    expect(mailbox.pendingFor('t', 'carol')).toHaveLength(3);
    expect(mailbox.pendingFor('other', 'bob')).toEqual([]);
  });

  it('keeps a message until its TTL, then hides and sweeps it; a re-publish after expiry is new', () => {
    const { mailbox, advance } = box();
    add(mailbox, 'x', 10);
    advance(9_999);
    expect(mailbox.pendingFor('t', 'bob')).toHaveLength(1);
    expect(add(mailbox, 'x', 10).duplicate).toBe(true);
    advance(1);
    expect(mailbox.pendingFor('t', 'bob')).toEqual([]);
    expect(add(mailbox, 'x', 10).duplicate).toBe(false);
    advance(10_000);
    expect(mailbox.sweep()).toBe(1);
    expect(mailbox.stats()).toMatchObject({ messages: 0, bytes: 0, topics: 0 });
  });

  it('stays within the byte bound by dropping the oldest messages', () => {
    const { mailbox } = box({ maxBytes: 3 * (1 + 1000 + 200) });
    for (const c of 'abcde') add(mailbox, c.repeat(1000));
    expect(mailbox.stats()).toMatchObject({ messages: 3, dropped: 2 });
    expect(mailbox.pendingFor('t', 'bob').map((m) => m.message[0])).toEqual(['c', 'd', 'e']);
    expect(mailbox.stats().bytes).toBeLessThanOrEqual(3 * 1201);
  });
});
