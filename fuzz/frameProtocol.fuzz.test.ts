/**
 * The embedded wallet's frame protocol, both sides (domain/embedded/frameProtocol.ts): the frame parses
 * app messages with parseAppMessage, the app parses the frame's replies with parseFrameReply and the
 * RPC answers inside them with parseRpcResult. A message from another origin's code must end as a
 * parsed message or a drop reason, never as an exception in a message listener.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { ACCOUNT_TYPES } from '../domain/accountTypes.ts';
import { KNOWN_CHAIN_NAMESPACES } from '../domain/caip.ts';
import {
  APP_EVENT_NAMES,
  APP_EVENT_PREFIX,
  buildAppRequest,
  buildFrameError,
  buildFrameSuccess,
  buildSessionUpdate,
  FRAME_EVENT_PREFIX,
  FRAME_READY,
  type ParseResult,
  parseAppMessage,
  parseFrameReply,
} from '../domain/embedded/frameProtocol.ts';
import { InvalidRpcResultError, parseRpcResult } from '../domain/embedded/rpcResults.ts';
import { MESSAGES } from '../domain/errors.ts';
import { SOCIAL_PROVIDERS } from '../domain/socialProviders.ts';
import {
  expectPrototypeClean,
  hostileValue,
  nearMiss,
  overTheWire,
  validOrNearMiss,
} from './hostileValues.ts';
import { outcomeOf } from './outcome.ts';
import { fuzz, printCasesRun } from './runs.ts';

afterAll(printCasesRun);

const word = fc.stringMatching(/^[a-z0-9]{1,12}$/);
const email = fc
  .tuple(word, word, fc.stringMatching(/^[a-z]{2,6}$/))
  .map(([user, host, tld]) => `${user}@${host}.${tld}`);
const messageId = fc.string({ minLength: 1, maxLength: 128 });
const chainId = fc.oneof(fc.integer({ min: 1 }), fc.string({ minLength: 1, maxLength: 128 }));
const siwxMessage = fc.record({
  accountAddress: fc.string(),
  chainId: fc.string(),
  domain: fc.string(),
  uri: fc.string(),
  version: fc.string(),
  nonce: fc.string(),
});

/** Valid app messages of the events with a payload worth generating, and of every payload-less one. */
const validAppMessage = fc.oneof(
  fc.tuple(chainId, messageId).map(([id, at]) => buildAppRequest('SWITCH_NETWORK', { chainId: id }, at)),
  fc.tuple(email, messageId).map(([address, at]) => buildAppRequest('CONNECT_EMAIL', { email: address }, at)),
  fc.tuple(fc.string(), messageId).map(([otp, at]) => buildAppRequest('CONNECT_OTP', { otp }, at)),
  fc
    .tuple(fc.constantFrom(...SOCIAL_PROVIDERS), messageId)
    .map(([provider, at]) => buildAppRequest('GET_SOCIAL_REDIRECT_URI', { provider }, at)),
  fc
    .tuple(
      fc.string({ minLength: 1, maxLength: 128 }),
      fc.jsonValue(),
      fc.constantFrom(...KNOWN_CHAIN_NAMESPACES),
      chainId,
      messageId,
    )
    .map(([method, params, chainNamespace, id, at]) =>
      buildAppRequest('RPC_REQUEST', { method, params, chainNamespace, chainId: id }, at),
    ),
  fc
    .tuple(siwxMessage, messageId)
    .map(([message, at]) => buildAppRequest('GET_USER', { siwxMessage: message }, at)),
  fc
    .tuple(fc.constantFrom(...ACCOUNT_TYPES), messageId)
    .map(([type, at]) => buildAppRequest('SET_PREFERRED_ACCOUNT', { type }, at)),
  fc
    .tuple(fc.string(), fc.string(), fc.string(), fc.array(fc.string()), fc.string(), messageId)
    .map(([name, description, url, icons, projectId, at]) =>
      buildAppRequest(
        'SYNC_DAPP_DATA',
        { metadata: { name, description, url, icons }, sdkVersion: '1', projectId },
        at,
      ),
    ),
  fc
    .tuple(
      fc.constantFrom(
        'SIGN_OUT',
        'GET_CHAIN_ID',
        'CONNECT_DEVICE',
        'RELOAD',
        'RPC_ABORT',
      ) satisfies fc.Arbitrary<(typeof APP_EVENT_NAMES)[number]>,
      messageId,
    )
    .map(([event, at]) => buildAppRequest(event, undefined, at)),
);

const frameUser = fc.record(
  {
    email: fc.option(email),
    address: fc.string({ minLength: 1 }),
    chainId,
    accounts: fc.array(
      fc.record({ address: fc.string(), type: fc.constantFrom('eoa' as const, 'smartAccount' as const) }),
    ),
    userName: fc.option(fc.string()),
    smartAccountDeployed: fc.boolean(),
  },
  { requiredKeys: ['address', 'chainId'] },
);

/** Valid frame messages: replies of several events, an error of any event, READY and SESSION_UPDATE. */
const validFrameMessage = fc.oneof(
  fc.tuple(chainId, messageId).map(([id, at]) => buildFrameSuccess('SWITCH_NETWORK', at, { chainId: id })),
  fc.tuple(frameUser, messageId).map(([user, at]) => buildFrameSuccess('GET_USER', at, user)),
  fc
    .tuple(fc.boolean(), messageId)
    .map(([isConnected, at]) => buildFrameSuccess('IS_CONNECTED', at, { isConnected })),
  fc.tuple(fc.jsonValue(), messageId).map(([result, at]) => buildFrameSuccess('RPC_REQUEST', at, result)),
  fc
    .tuple(fc.constantFrom('VERIFY_DEVICE' as const, 'VERIFY_OTP' as const, 'CONNECT' as const), messageId)
    .map(([action, at]) => buildFrameSuccess('CONNECT_EMAIL', at, { action })),
  fc
    .tuple(fc.constantFrom(...APP_EVENT_NAMES), messageId, fc.string())
    .map(([event, at, message]) => buildFrameError(event, at, message)),
  fc.string().map((token) => buildSessionUpdate(token)),
  messageId.map((at) => ({ type: FRAME_READY, id: at })),
);

/**
 * A drop reason names what was wrong: 'not an object' for a non-object, else the field (type, id,
 * payload and its path, or the whole message) and the complaint.
 */
function expectNamedDrop(data: unknown, result: ParseResult<unknown>): void {
  if (result.ok) return;
  if (typeof data !== 'object' || data === null) expect(result.reason).toBe('not an object');
  else expect(result.reason).toMatch(/^(type|id|payload|message)(\.[^\n]*)?: \S/);
}

/** Values that are no message at all, by construction. */
const notAnObject = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);
/** A type of no event: every event name is upper case, so a lower-case one names none. */
const unknownEvent = fc.stringMatching(/^[a-z][a-z_]{0,15}$/);
/** `message` with its type replaced by `type`. */
const retyped = (message: Record<string, unknown>, type: string) => ({ ...message, type });

/** Refused, and for what the construction broke: a non-object, or its type. */
function expectRefused(data: unknown, result: ParseResult<unknown>, field: 'not an object' | 'type'): void {
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.reason.startsWith(field)).toBe(true);
  expectNamedDrop(data, result);
}

describe('the frame parses what the app sends (parseAppMessage)', () => {
  test('a value that is no object, or a valid message of no known event, is refused with its reason', () => {
    fuzz('frame: parseAppMessage', notAnObject, (data) => {
      expectRefused(data, parseAppMessage(data), 'not an object');
    });
    fuzz(
      'frame: parseAppMessage',
      fc.tuple(validAppMessage.map(overTheWire), unknownEvent),
      ([sent, event]) => {
        const data = retyped(sent, `${APP_EVENT_PREFIX}${event}`);
        expectRefused(data, parseAppMessage(data), 'type');
      },
    );
  });

  test('any value is a message or a named drop reason, never an exception', () => {
    fuzz('frame: parseAppMessage', hostileValue, (data) => {
      expectNamedDrop(data, parseAppMessage(data));
      expectPrototypeClean();
    });
  });

  test('a valid message with one thing wrong is a message or a named drop reason', () => {
    fuzz('frame: parseAppMessage', validAppMessage.map(overTheWire).chain(nearMiss), (data) => {
      expectNamedDrop(data, parseAppMessage(data));
      expectPrototypeClean();
    });
  });

  test('a valid message, sent over the wire, parses to itself', () => {
    fuzz('frame: parseAppMessage', validAppMessage.map(overTheWire), (sent) => {
      expect(parseAppMessage(sent)).toEqual({ ok: true, message: sent });
    });
  });
});

describe('the app parses what the frame sends (parseFrameReply)', () => {
  test('any value, or a valid reply with one thing wrong, is a reply or a named drop reason', () => {
    fuzz('app: parseFrameReply', validOrNearMiss(validFrameMessage.map(overTheWire)), (data) => {
      expectNamedDrop(data, parseFrameReply(data));
      expectPrototypeClean();
    });
    fuzz('app: parseFrameReply', hostileValue, (data) => {
      expectNamedDrop(data, parseFrameReply(data));
    });
  });

  test('a value that is no object, or a valid reply of no known event, is refused with its reason', () => {
    fuzz('app: parseFrameReply', notAnObject, (data) => {
      expectRefused(data, parseFrameReply(data), 'not an object');
    });
    fuzz(
      'app: parseFrameReply',
      fc.tuple(validFrameMessage.map(overTheWire), unknownEvent, fc.constantFrom('', '_SUCCESS', '_ERROR')),
      ([sent, event, ending]) => {
        const data = retyped(sent, `${FRAME_EVENT_PREFIX}${event}${ending}`);
        expectRefused(data, parseFrameReply(data), 'type');
      },
    );
  });

  test('a valid reply, sent over the wire, parses to itself with what it answers', () => {
    fuzz('app: parseFrameReply', validFrameMessage.map(overTheWire), (sent) => {
      const parsed = parseFrameReply(sent);
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      expect(parsed.message.type).toBe(sent.type);
      expect(parsed.message.id).toBe(sent.id);
      expect(parsed.message.payload).toEqual('payload' in sent ? sent.payload : undefined);
    });
  });
});

const CHECKED_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_accounts',
  'eth_chainId',
  'eth_call',
] as const;
const hex = (bytes: number) =>
  fc.uint8Array({ minLength: bytes, maxLength: bytes }).map((b) => `0x${Buffer.from(b).toString('hex')}`);
const validRpcResult = fc.oneof(
  fc.tuple(fc.constant('personal_sign'), hex(65)),
  fc.tuple(fc.constant('eth_sendTransaction'), hex(32)),
  fc.tuple(fc.constant('eth_accounts'), fc.array(hex(20))),
  fc.tuple(
    fc.constant('eth_chainId'),
    fc.bigInt({ min: 0n, max: 2n ** 256n }).map((n) => `0x${n.toString(16)}`),
  ),
  fc.tuple(fc.constant('eth_call'), fc.integer({ min: 0, max: 64 }).chain(hex)),
);

describe("the app checks the frame's RPC answers (parseRpcResult)", () => {
  test(`any answer is the answer or '${MESSAGES.invalidRpcResult}: <method>'`, () => {
    const method = fc.oneof(fc.constantFrom(...CHECKED_METHODS), fc.string());
    fuzz(
      'app: parseRpcResult',
      fc.tuple(method, validOrNearMiss(validRpcResult.map(([, r]) => r as unknown)), hostileValue),
      ([name, near, hostile]) => {
        for (const answer of [near, hostile]) {
          const parsed = outcomeOf(() => parseRpcResult(name, answer));
          if (!parsed.threw) expect(parsed.value).toEqual(answer);
          else {
            expect(parsed.error).toBeInstanceOf(InvalidRpcResultError);
            expect((parsed.error as Error).message).toBe(`${MESSAGES.invalidRpcResult}: ${name}`);
          }
        }
      },
    );
  });

  test(`an answer of the wrong kind for its method is refused: '${MESSAGES.invalidRpcResult}: <method>'`, () => {
    // A signature, a hash, a chain id and call data are hex texts; accounts are a list.
    const notText = fc.oneof(
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string()),
      fc.object(),
    );
    const notAList = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.string(), fc.object());
    const wrongKind = fc.oneof(
      fc.tuple(fc.constantFrom('personal_sign', 'eth_sendTransaction', 'eth_chainId', 'eth_call'), notText),
      fc.tuple(fc.constant('eth_accounts'), notAList),
    );
    fuzz('app: parseRpcResult', wrongKind, ([method, answer]) => {
      const parsed = outcomeOf(() => parseRpcResult(method, answer));
      expect(parsed.threw).toBe(true);
      if (parsed.threw) {
        expect(parsed.error).toBeInstanceOf(InvalidRpcResultError);
        expect((parsed.error as Error).message).toBe(`${MESSAGES.invalidRpcResult}: ${method}`);
      }
    });
  });

  test('a method named like an Object.prototype member has no known shape: its answer passes as it is', () => {
    const inherited = fc.constantFrom('toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf');
    fuzz('app: parseRpcResult', fc.tuple(inherited, fc.jsonValue()), ([method, answer]) => {
      expect(parseRpcResult(method, answer)).toBe(answer);
    });
  });

  test('a well-formed answer comes back unchanged', () => {
    fuzz('app: parseRpcResult', validRpcResult, ([method, answer]) => {
      expect(parseRpcResult(method, answer)).toEqual(answer);
    });
  });
});
