import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { TRUNCATED, toJson } from './toJson.ts';

describe('toJson', () => {
  it('keeps JSON values as they are', () => {
    const value = { a: 1, b: 'two', c: [true, null, { d: 4.5 }] };
    expect(toJson(value)).toEqual(value);
  });

  it('writes an actor ref as the actor it stands for', () => {
    const actor = createActor(createMachine({ id: 'child' }), { id: 'connection:eip155' });
    expect(toJson({ ref: actor })).toEqual({ ref: { actor: 'connection:eip155' } });
  });

  it('names functions, and writes bigints, symbols and non-finite numbers as text', () => {
    function connectWallet() {}
    expect(
      toJson({
        named: connectWallet,
        anonymous: (() => () => {})(),
        big: 123n,
        symbol: Symbol('mark'),
        nan: Number.NaN,
        infinity: Number.POSITIVE_INFINITY,
      }),
    ).toEqual({
      named: '[function connectWallet]',
      anonymous: '[function]',
      big: '123n',
      symbol: 'Symbol(mark)',
      nan: 'NaN',
      infinity: 'Infinity',
    });
  });

  it('turns a Map into an object and a Set into an array', () => {
    const map = new Map<unknown, unknown>([
      ['eip155', 1],
      [2, new Set(['a', 'b'])],
    ]);
    expect(toJson(map)).toEqual({ eip155: 1, '2': ['a', 'b'] });
  });

  it('writes a Date as its ISO string and an Error as its name and message', () => {
    const error = new TypeError('Failed to connect');
    expect(toJson({ at: new Date(Date.UTC(2024, 0, 2)), error, invalid: new Date(Number.NaN) })).toEqual({
      at: '2024-01-02T00:00:00.000Z',
      error: { name: 'TypeError', message: 'Failed to connect' },
      invalid: 'Invalid Date',
    });
  });

  it('writes bytes as hex, shortening long ones', () => {
    expect(toJson(new Uint8Array([0, 15, 255]))).toBe('0x000fff');
    const long = toJson(new Uint8Array(40).fill(0xab));
    expect(long).toBe(`0x${'ab'.repeat(32)}…(40 bytes)`);
  });

  it('cuts cycles, but repeats an object shared by two branches', () => {
    const shared = { id: 1 };
    const node: Record<string, unknown> = { name: 'root', left: shared, right: shared };
    node.self = node;
    expect(toJson(node)).toEqual({ name: 'root', left: { id: 1 }, right: { id: 1 }, self: TRUNCATED });
  });

  it('cuts what lies deeper than the depth limit', () => {
    const deep = { a: { b: { c: { d: 1 } } } };
    expect(toJson(deep, 2)).toEqual({ a: { b: TRUNCATED } });
    expect(toJson(deep, 0)).toBe(TRUNCATED);
    expect(toJson('text', 0)).toBe('text');
  });

  it('walks class instances and uses their toJSON', () => {
    class Client {
      url = 'http://localhost';
      retries = 2;
    }
    expect(toJson({ client: new Client(), link: new URL('http://localhost/a') })).toEqual({
      client: { url: 'http://localhost', retries: 2 },
      link: 'http://localhost/a',
    });
  });

  it('writes a machine snapshot as its JSON, children as actors', () => {
    const child = createMachine({ id: 'child' });
    const parent = createMachine({ id: 'parent', invoke: { id: 'kid', src: child }, context: { n: 1 } });
    const actor = createActor(parent).start();
    const json = toJson(actor.getSnapshot()) as Record<string, unknown>;
    expect(json).toMatchObject({ status: 'active', context: { n: 1 }, children: { kid: { actor: 'kid' } } });
    expect(json).not.toHaveProperty('machine');
    actor.stop();
  });

  it('never throws on a getter or a proxy that throws', () => {
    const hostile = {
      get secret() {
        throw new Error('no');
      },
    };
    const proxy = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('no keys');
        },
      },
    );
    expect(toJson({ hostile, proxy })).toEqual({
      hostile: { secret: '[unreadable]' },
      proxy: '[unreadable]',
    });
  });

  it('gives something JSON.stringify accepts for every kind it handles', () => {
    const value = {
      m: new Map([[{ k: 1 }, 1n]]),
      s: new Set([() => 1]),
      d: new Date(0),
      b: new Uint8Array(2),
    };
    expect(() => JSON.stringify(toJson(value))).not.toThrow();
    expect(JSON.parse(JSON.stringify(toJson(value)))).toEqual({
      m: { '{"k":1}': '1n' },
      s: ['[function]'],
      d: '1970-01-01T00:00:00.000Z',
      b: '0x0000',
    });
  });
});
