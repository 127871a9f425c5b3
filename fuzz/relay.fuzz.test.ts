/**
 * The local relay's raw frames (dev/relay): parseFrame/rawMember cut the JSON-RPC id out of the text
 * unchanged, and RelayHub.receive answers any text frame a socket sends with a JSON-RPC answer (an
 * error with one of RPC_ERRORS' codes when the frame is bad), never an exception in the socket handler.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { type RelayConnection, RelayHub, RPC_ERRORS } from '../dev/relay/hub.ts';
import { parseFrame } from '../dev/relay/rawJson.ts';
import { asWireText, hostileText, nearMiss } from './hostileValues.ts';
import { outcomeOf } from './outcome.ts';
import { fuzz, printCasesRun } from './runs.ts';

afterAll(printCasesRun);

const topic = fc.stringMatching(/^[a-f0-9]{1,64}$/);
const requestId = fc.oneof(
  fc.nat(),
  fc.bigInt({ min: 10n ** 17n, max: 10n ** 20n }).map(String),
  fc.string({ maxLength: 20 }),
);
const validRequest = fc
  .oneof(
    fc.record({ method: fc.constant('irn_subscribe'), params: fc.record({ topic }) }),
    fc.record({ method: fc.constant('irn_unsubscribe'), params: fc.record({ topic }) }),
    fc.record({
      method: fc.constant('irn_batchSubscribe'),
      params: fc.record({ topics: fc.array(topic, { minLength: 1, maxLength: 3 }) }),
    }),
    fc.record({ method: fc.constant('irn_fetchMessages'), params: fc.record({ topic }) }),
    fc.record({
      method: fc.constant('irn_publish'),
      params: fc.record({
        topic,
        message: fc.string({ minLength: 1, maxLength: 50 }),
        ttl: fc.integer({ min: 1, max: 86_400 }),
        tag: fc.nat({ max: 2 ** 31 }),
      }),
    }),
    fc.record({
      method: fc.constant('wc_proposeSession'),
      params: fc.record({ pairingTopic: topic, sessionProposal: fc.string({ minLength: 1, maxLength: 50 }) }),
    }),
  )
  .chain((request) => requestId.map((id) => ({ jsonrpc: '2.0', id, ...request })));

/** A bare integer id beyond Number's precision, as some clients send it. */
const bigIdText = fc
  .tuple(fc.bigInt({ min: 2n ** 53n, max: 2n ** 70n }), validRequest)
  .map(([id, request]) => JSON.stringify({ ...request, id: '__ID__' }).replace('"__ID__"', String(id)));

const anyFrame = fc.oneof(
  hostileText,
  bigIdText,
  validRequest.map((request) => JSON.stringify(request)),
  validRequest.chain(nearMiss).map(asWireText),
);

function hubWithSocket() {
  let now = 1_700_000_000_000;
  const hub = new RelayHub({
    maxMessages: 1_000,
    maxBytes: 1_000_000,
    maxMessageChars: 10_000,
    maxInflight: 100,
    now: () => now++,
  });
  const sent: string[] = [];
  const conn: RelayConnection = {
    id: 'c1',
    clientId: 'did:key:fuzz',
    send: (frame) => void sent.push(frame),
  };
  hub.open(conn);
  return { hub, conn, sent };
}

const ERROR_CODES: readonly number[] = Object.values(RPC_ERRORS);

describe('relay frames', () => {
  test('parseFrame keeps a JSON-RPC id exactly as the text has it, however the JSON is spaced', () => {
    const spacing = fc.constantFrom(undefined, 0, 2, '\t', ' \n ');
    fuzz('relay: parseFrame', fc.tuple(validRequest, spacing, fc.jsonValue()), ([request, space, extra]) => {
      const text = JSON.stringify({ before: extra, ...request, after: extra }, null, space);
      const frame = parseFrame(text);
      expect(frame.rawId === null ? undefined : JSON.parse(frame.rawId)).toEqual(request.id);
      expect(frame.value).toEqual(JSON.parse(text));
    });
    fuzz('relay: parseFrame', bigIdText, (text) => {
      const id = /"id":(\d+)/.exec(text)?.[1];
      expect(parseFrame(text).rawId).toBe(id);
    });
  });

  test('parseFrame reads any JSON text as JSON.parse does, and refuses other text as JSON.parse does', () => {
    fuzz('relay: parseFrame', hostileText, (text) => {
      const expected = outcomeOf(() => JSON.parse(text) as unknown);
      const frame = outcomeOf(() => parseFrame(text));
      expect(frame.threw).toBe(expected.threw);
      if (frame.threw || expected.threw) return;
      // Compared as text: a deep-equality check of the 100 000-deep array overflows its own stack.
      const same = outcomeOf(() => JSON.stringify(frame.value.value) === JSON.stringify(expected.value));
      expect(same.threw || same.value).toBe(true);
    });
  });

  test('any frame a socket sends is answered with JSON-RPC: a result, or an error with a relay error code', () => {
    fuzz('relay: RelayHub.receive', anyFrame, (text) => {
      const { hub, conn, sent } = hubWithSocket();
      hub.receive(conn, text);
      for (const frame of sent) {
        const answer = JSON.parse(frame) as {
          jsonrpc?: string;
          error?: { code: number; message: string };
          method?: string;
        };
        if (answer.method === 'irn_subscription') continue;
        expect(answer.jsonrpc).toBe('2.0');
        if (answer.error) {
          expect(ERROR_CODES).toContain(answer.error.code);
          expect(answer.error.message).toMatch(
            /^(Parse error|Invalid request|Method not found|Invalid params): /,
          );
        }
      }
    });
  });

  test('a request broken by construction is answered with exactly one error: its code, its id', () => {
    // Each breaks one rule of a valid request: not JSON ('<' starts none), not JSON-RPC 2.0, a method
    // the relay has not (relay methods have no capitals), params that are no object.
    const notAParam = fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null));
    const broken = fc
      .oneof(
        hostileText.map((text) => ({ text: `<${text}`, code: RPC_ERRORS.parse, id: null })),
        fc
          .tuple(validRequest, fc.oneof(fc.constant('1.0'), fc.constant(2), fc.constant(null)))
          .map(([request, jsonrpc]) => ({
            request: { ...request, jsonrpc },
            code: RPC_ERRORS.invalidRequest,
          })),
        fc
          .tuple(validRequest, fc.stringMatching(/^[A-Z][A-Za-z_]{0,20}$/))
          .map(([request, method]) => ({ request: { ...request, method }, code: RPC_ERRORS.methodNotFound })),
        fc
          .tuple(validRequest, notAParam)
          .map(([request, params]) => ({ request: { ...request, params }, code: RPC_ERRORS.invalidParams })),
      )
      .map((bad) =>
        'request' in bad ? { text: JSON.stringify(bad.request), code: bad.code, id: bad.request.id } : bad,
      );
    fuzz('relay: RelayHub.receive', broken, ({ text, code, id }) => {
      const { hub, conn, sent } = hubWithSocket();
      hub.receive(conn, text);
      const answers = sent.map((frame) => JSON.parse(frame) as { id: unknown; error?: { code: number } });
      expect(answers).toHaveLength(1);
      expect(answers[0]?.error?.code).toBe(code);
      expect(answers[0]?.id).toEqual(id);
    });
  });

  test('a bad frame is answered with exactly one error naming what is wrong', () => {
    const badFrame = fc.oneof(hostileText, validRequest.chain(nearMiss).map(asWireText));
    fuzz('relay: RelayHub.receive', badFrame, (text) => {
      const { hub, conn, sent } = hubWithSocket();
      hub.receive(conn, text);
      const answers = sent.map(
        (frame) => JSON.parse(frame) as { id: unknown; result?: unknown; error?: { code: number } },
      );
      const replies = answers.filter((answer) => !('method' in answer));
      // A response-shaped frame (an ack) gets no answer; anything else gets exactly one.
      expect(replies.length).toBeLessThanOrEqual(1);
      const parsed = outcomeOf(() => JSON.parse(text) as unknown);
      if (parsed.threw) expect(replies[0]?.error?.code).toBe(RPC_ERRORS.parse);
    });
  });
});
