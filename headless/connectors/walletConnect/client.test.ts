import { describe, expect, it, vi } from 'vitest';
import { checkRelay, createMemoryStorage, type RelayProbeSocket } from './client.ts';

/** A socket the test drives by hand. */
function fakeSocket() {
  const socket: RelayProbeSocket & { closed: boolean } = {
    onopen: null,
    onerror: null,
    onclose: null,
    closed: false,
    close() {
      socket.closed = true;
    },
  };
  const fire = (handler: ((event: never) => void) | null) => (handler as (() => void) | null)?.();
  return { socket, open: () => fire(socket.onopen), error: () => fire(socket.onerror) };
}

describe('checkRelay with an injected socket', () => {
  it('true on open, false on error, and the socket is closed either way', async () => {
    const a = fakeSocket();
    const opened = checkRelay('ws://relay', 1000, () => a.socket);
    a.open();
    expect(await opened).toBe(true);
    expect(a.socket.closed).toBe(true);

    const b = fakeSocket();
    const failed = checkRelay('ws://relay', 1000, () => b.socket);
    b.error();
    expect(await failed).toBe(false);
    expect(b.socket.closed).toBe(true);
  });

  it('false at the timeout, and when the socket cannot even be created', async () => {
    const silent = fakeSocket();
    expect(await checkRelay('ws://relay', 20, () => silent.socket)).toBe(false);
    expect(silent.socket.closed).toBe(true);
    expect(
      await checkRelay('not a url', 20, () => {
        throw new SyntaxError('bad url');
      }),
    ).toBe(false);
  });
});

describe('checkRelay on a simulated clock', () => {
  it('reads a relay that never answers as unreachable at 5 s by default, so the UI can say so within 5 s', async () => {
    vi.useFakeTimers();
    try {
      const silent = fakeSocket();
      let answer: boolean | undefined;
      void checkRelay('ws://relay', undefined, () => silent.socket).then((reachable) => {
        answer = reachable;
      });
      await vi.advanceTimersByTimeAsync(4_999);
      expect(answer).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(answer).toBe(false);
      expect(silent.socket.closed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('createMemoryStorage', () => {
  it('keeps items in memory and shares them through the instance', async () => {
    const storage = createMemoryStorage();
    await storage.setItem('a', { x: 1 });
    await storage.setItem('b', [2]);
    expect(await storage.getItem('a')).toEqual({ x: 1 });
    expect(await storage.getKeys()).toEqual(['a', 'b']);
    expect(await storage.getEntries()).toEqual([
      ['a', { x: 1 }],
      ['b', [2]],
    ]);
    await storage.removeItem('a');
    expect(await storage.getItem('a')).toBeUndefined();
  });
});
