/**
 * What a hostile or broken peer can hand a parser: any JS value, any JSON, texts that are not JSON,
 * and near misses of a valid sample (a key dropped or retyped, a wrong enum, huge numbers, deep
 * nesting, prototype-pollution keys). Near misses matter most: random values rarely get past a
 * schema's first check, a valid sample with one thing wrong reaches the deep ones.
 */
import fc from 'fast-check';

type Path = readonly (string | number)[];

/** Keys that pollute a prototype when a parser copies them with a plain assignment. */
const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Numbers that break naive arithmetic or JSON: huge, tiny, unsafe integers, non-finite. */
export const extremeNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    Number.MIN_VALUE,
    Number.MAX_SAFE_INTEGER + 2,
    -(2 ** 63),
    2 ** 64,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    -0,
  ),
  fc.double(),
);

/** An object (or array) nested `depth` levels deep: recursion without a limit overflows the stack. */
export function deeplyNested(depth: number, asArray: boolean): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = asArray ? [value] : { nested: value };
  return value;
}

/** `{ "__proto__": { polluted: true } }` as JSON.parse makes it: an own `__proto__` key. */
function pollutionObject(key: (typeof POLLUTION_KEYS)[number]): unknown {
  return JSON.parse(`{"${key}":{"polluted":true,"prototype":{"polluted":true}}}`);
}

/** Any value of a hostile peer, JSON or not. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withObjectString: true,
    withSparseArray: true,
    withTypedArray: true,
  }),
  fc.jsonValue(),
  extremeNumber,
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom(...POLLUTION_KEYS).map(pollutionObject),
  fc
    .constantFrom(10, 100, 1_000)
    .chain((depth) => fc.boolean().map((asArray) => deeplyNested(depth, asArray))),
);

/** Nesting deep enough that a recursive JSON reader runs out of stack. */
const DEEP_JSON_TEXT = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;

/** Texts a server or a socket may send that are JSON, almost JSON, or not JSON at all. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.json(),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.json().map((text) => text.slice(0, Math.max(0, text.length - 1))),
  fc.constantFrom(
    DEEP_JSON_TEXT,
    '',
    'null',
    '{',
    '[',
    '"',
    '{"a":}',
    '\u0000',
    '\ufeff{}',
    '1e999',
    '-',
    'NaN',
    '{"__proto__":{"polluted":true}}',
  ),
);

/** Every path to a value inside `value` (the root included), for a mutation to aim at. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const paths: Path[] = [prefix];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) paths.push(...pathsOf(item, [...prefix, index]));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  }
  return paths;
}

/** An edit at one path: remove what is there, or put something in its place. */
type Edit = { drop: true } | { drop: false; put: (old: unknown) => unknown };

/** Sets an own enumerable member, `__proto__` included (plain assignment would set the prototype). */
function defineOwn(target: object, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A copy of `value` with `edit` applied at `path`; `value` itself is left as it is. */
function editAt(value: unknown, path: Path, edit: Edit): unknown {
  if (path.length === 0) return edit.drop ? undefined : edit.put(value);
  const [head = 0, ...rest] = path;
  const last = rest.length === 0;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (last && edit.drop) copy.splice(Number(head), 1);
    else copy[Number(head)] = editAt(copy[Number(head)], rest, edit);
    return copy;
  }
  const copy = {};
  for (const [key, item] of Object.entries(value as object)) {
    if (key !== String(head)) defineOwn(copy, key, item);
    else if (!(last && edit.drop)) defineOwn(copy, key, editAt(item, rest, edit));
  }
  return copy;
}

/** A value of another type than `old`, or an extreme one of the same type. */
function retyped(old: unknown): fc.Arbitrary<unknown> {
  const wrongType = fc.oneof(
    fc.constant(null),
    fc.constant(undefined),
    fc.boolean(),
    extremeNumber,
    fc.string({ maxLength: 20 }),
    fc.constant([]),
    fc.constant({}),
  );
  if (typeof old === 'string')
    return fc.oneof(
      wrongType,
      fc.constant(''),
      fc.constant('x'.repeat(100_000)),
      fc.string({ unit: 'binary' }),
      fc.constant(`${old}-not-in-the-list`),
      fc.constant(old.toUpperCase()),
    );
  if (typeof old === 'number') return fc.oneof(wrongType, extremeNumber, fc.constant(String(old)));
  return fc.oneof(wrongType, hostileValue);
}

/** One mutation of `valid`: at one of its paths, a key dropped, a value retyped, or a hostile key added. */
export function nearMiss(valid: unknown): fc.Arbitrary<unknown> {
  return fc.constantFrom(...pathsOf(valid)).chain((path) => {
    const target = path.reduce<unknown>(
      (node, key) => (node as Record<string | number, unknown>)[key],
      valid,
    );
    const drop = fc.constant(null).map(() => editAt(valid, path, { drop: true }));
    const retype = retyped(target).map((other) => editAt(valid, path, { drop: false, put: () => other }));
    const pollute = fc.tuple(fc.constantFrom(...POLLUTION_KEYS), hostileValue).map(([key, injected]) =>
      editAt(valid, path, {
        drop: false,
        put: (old) => {
          if (typeof old !== 'object' || old === null || Array.isArray(old)) return pollutionObject(key);
          const copy = editAt(old, [], { drop: false, put: (same) => ({ ...(same as object) }) }) as object;
          defineOwn(copy, key, injected);
          return copy;
        },
      }),
    );
    const nest = fc
      .constant(null)
      .map(() => editAt(valid, path, { drop: false, put: () => deeplyNested(1_000, false) }));
    return path.length === 0 ? fc.oneof(retype, pollute, nest) : fc.oneof(drop, retype, pollute, nest);
  });
}

/** A valid sample, or a near miss of one: for properties that hold for both. */
export function validOrNearMiss<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof(valid, valid.chain(nearMiss));
}

/** `value` as wire text; what JSON cannot write (a BigInt, undefined) is sent as its plain text. */
export function asWireText(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    // A BigInt inside, or a null-prototype object that has no toString either.
    return Object.prototype.toString.call(value);
  }
}

/** The same value as JSON text and back, as it arrives over a wire (undefined members gone). */
export function overTheWire<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Fails when a parser copied a pollution key onto Object.prototype. */
export function expectPrototypeClean(): void {
  const probe: Record<string, unknown> = {};
  if ('polluted' in probe || Object.hasOwn(Object.prototype, 'polluted')) {
    throw new Error('Object.prototype was polluted by a parsed value');
  }
}
