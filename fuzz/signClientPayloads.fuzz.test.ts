/**
 * Sign-client payloads (domain/protocol/validation.ts, the approve, update and extend rules the protocol
 * statecharts guard with; the session schema the session tracker reads sign-client sessions with): any params a peer or a host sends end as PASS or as a
 * PorticoError with the spec's text, never as an exception inside the sign-client's handlers.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { MESSAGES, PorticoError } from '../domain/errors.ts';
import type { ProtocolCheck } from '../domain/protocol/result.ts';
import { sessionSchema } from '../domain/protocol/schemas.ts';
import { validateApprove, validateExtend, validateUpdate } from '../domain/protocol/validation.ts';
import {
  SAMPLE_NOW_MS,
  SAMPLE_NOW_S,
  sampleApproveParams,
  sampleNamespaces,
  sampleProposal,
  sampleSession,
} from '../test-support/protocolSamples.ts';
import { hostileValue, validOrNearMiss } from './hostileValues.ts';
import { fuzz, printCasesRun } from './runs.ts';

afterAll(printCasesRun);

const session = sampleSession();
const sessionFacts = { sessions: new Map([[session.topic, session]]), nowMs: SAMPLE_NOW_MS };
const proposal = sampleProposal();
const approveFacts = { proposals: new Map([[proposal.id, proposal]]), nowMs: SAMPLE_NOW_MS };

/** The texts §5 and §8 quote for these rules (the CAIP ones included); the rest are the missing/invalid family. */
const QUOTED_TEXTS: readonly string[] = [
  MESSAGES.recordRecentlyDeleted,
  MESSAGES.sessionOrPairingTopicNotFound,
  MESSAGES.invalidCaip2NetworkId,
  MESSAGES.invalidCaipAddress,
  MESSAGES.invalidCaip10Address,
];

function expectSpecResult(check: ProtocolCheck): void {
  if (check.ok) return;
  expect(check.error).toBeInstanceOf(PorticoError);
  const { message } = check.error;
  expect(QUOTED_TEXTS.includes(message) || message.startsWith('Missing or invalid. ')).toBe(true);
}

/** Valid params of each call, over the sample session, proposal and pairing. */
const RULES = [
  { call: 'approve', rule: (p: unknown) => validateApprove(p, approveFacts), valid: sampleApproveParams() },
  {
    call: 'update',
    rule: (p: unknown) => validateUpdate(p, sessionFacts),
    valid: { topic: session.topic, namespaces: sampleNamespaces() },
  },
  {
    call: 'extend',
    rule: (p: unknown) => validateExtend(p, sessionFacts),
    valid: { topic: session.topic, expiry: SAMPLE_NOW_S + 3_600 },
  },
] as const;

/** Params that are no object at all: every call's params are one. */
const notAnObject = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);
/** A topic of no session: the facts hold one session, whose topic this never is. */
const unknownTopic = fc.string({ minLength: 1 }).filter((topic) => topic !== session.topic);

/** Refused, with the spec's text. */
function expectRefused(check: ProtocolCheck): void {
  expect(check.ok).toBe(false);
  expectSpecResult(check);
}

describe('sign-client payloads', () => {
  for (const { call, rule, valid } of RULES) {
    test(`${call}(): params that are no object are refused with the spec's text`, () => {
      fuzz(`sign-client: ${call}()`, notAnObject, (params) => expectRefused(rule(params)));
    });
    if ('topic' in valid)
      test(`${call}(): the valid params with the topic of no session are refused with the spec's text`, () => {
        fuzz(`sign-client: ${call}()`, unknownTopic, (topic) => expectRefused(rule({ ...valid, topic })));
      });
  }

  for (const { call, rule, valid } of RULES) {
    test(`${call}(): any params pass or fail with the spec's text; its valid params pass`, () => {
      expect(rule(valid)).toEqual({ ok: true });
      fuzz(
        `sign-client: ${call}()`,
        fc.oneof(validOrNearMiss(fc.constant(valid)), hostileValue),
        (params) => {
          expectSpecResult(rule(params));
        },
      );
    });
  }

  test('a session that is no object, or whose topic or namespaces are of the wrong kind, is refused', () => {
    const wrongKind = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string()));
    const broken = fc.oneof(
      notAnObject,
      wrongKind.map((topic) => ({ ...session, topic })),
      fc.oneof(wrongKind, fc.string()).map((namespaces) => ({ ...session, namespaces })),
    );
    fuzz('sign-client: session', broken, (candidate) => {
      expect(sessionSchema.safeParse(candidate).success).toBe(false);
    });
  });

  test('a sign-client session is read whole, or refused by the session schema without an exception', () => {
    fuzz('sign-client: session', validOrNearMiss(fc.constant(session)), (candidate) => {
      const parsed = sessionSchema.safeParse(candidate);
      if (parsed.success)
        expect(Object.keys(parsed.data).every((key) => key in (candidate as object))).toBe(true);
    });
  });
});
