import { describe, expect, it } from 'vitest';
import {
  SAMPLE_ACCOUNT,
  SAMPLE_NOW_MS,
  SAMPLE_NOW_S,
  sampleApproveParams,
  sampleEip155Namespace,
  sampleNamespaces,
  sampleProposal,
  sampleSession,
} from '../../test-support/protocolSamples.ts';
import { MESSAGES } from '../errors.ts';
import { rememberDeleted } from './recentlyDeleted.ts';
import type { ProtocolCheck } from './result.ts';
import type { Namespace, Pairing } from './schemas.ts';
import {
  validateApprove,
  validateAuthenticate,
  validateConnect,
  validateEmit,
  validateExtend,
  validateRequest,
  validateSessionProperties,
  validateUpdate,
} from './validation.ts';

/** The failure text of a check, or undefined when it passed. */
function errorOf(check: ProtocolCheck): string | undefined {
  return check.ok ? undefined : check.error.message;
}

const pairing = (expiry: number): Pairing => ({ topic: 'pairing-topic', expiry, active: true });
const pairings = (expiry: number) => new Map([['pairing-topic', pairing(expiry)]]);
const proposals = new Map([[sampleProposal().id, sampleProposal()]]);
const sessions = new Map([['session-topic', sampleSession()]]);
const approveFacts = { proposals, nowMs: SAMPLE_NOW_MS };

describe('signing protocol connect (§5)', () => {
  const live = { pairings: pairings(SAMPLE_NOW_S + 240), nowMs: SAMPLE_NOW_MS };

  it('connect: params present', () => {
    expect(errorOf(validateConnect(undefined, live))).toBe('Missing or invalid. connect() params');
    expect(validateConnect({}, live)).toEqual({ ok: true });
  });

  it('connect: relays valid (protocol irn)', () => {
    expect(validateConnect({ relays: [{ protocol: 'irn' }] }, live).ok).toBe(true);
    expect(errorOf(validateConnect({ relays: [{ protocol: 'waku' }] }, live))).toBe(
      'Missing or invalid. connect() relays: waku',
    );
    expect(errorOf(validateConnect({ relays: [{}] }, live))).toBe(
      'Missing or invalid. connect() relays.0.protocol',
    );
  });

  it('connect: pairing topic (if given) exists', () => {
    expect(validateConnect({ pairingTopic: 'pairing-topic' }, live).ok).toBe(true);
    expect(errorOf(validateConnect({ pairingTopic: 'other' }, live))).toBe(
      'Session or pairing topic not found',
    );
    expect(errorOf(validateConnect({ pairingTopic: 'other' }, live))).toBe(
      MESSAGES.sessionOrPairingTopicNotFound,
    );
  });

  it('connect: pairing topic is not expired, and pairing expired at 10 s or less remaining', () => {
    const at = (remainingS: number) => ({
      pairings: pairings(SAMPLE_NOW_S + remainingS),
      nowMs: SAMPLE_NOW_MS,
    });
    expect(validateConnect({ pairingTopic: 'pairing-topic' }, at(11)).ok).toBe(true);
    expect(errorOf(validateConnect({ pairingTopic: 'pairing-topic' }, at(10)))).toBe(
      'Missing or invalid. connect() pairing topic pairing-topic expired',
    );
    expect(validateConnect({ pairingTopic: 'pairing-topic' }, at(-1)).ok).toBe(false);
  });

  it('connect: session properties need a value for every key', () => {
    expect(errorOf(validateConnect({ sessionProperties: { caip154: '' } }, live))).toBe(
      'Missing or invalid. connect() sessionProperties: caip154 has no value',
    );
  });
});

describe('signing protocol approve (§5)', () => {
  it('approve: proposal exists', () => {
    expect(validateApprove(sampleApproveParams(), approveFacts)).toEqual({ ok: true });
    expect(errorOf(validateApprove(sampleApproveParams({ id: 7 }), approveFacts))).toBe(
      'Missing or invalid. proposal id 7 does not exist',
    );
    expect(errorOf(validateApprove(null, approveFacts))).toBe('Missing or invalid. approve() params');
  });

  it('approve: proposal not expired', () => {
    const later = { proposals, nowMs: SAMPLE_NOW_MS + 300_000 };
    expect(errorOf(validateApprove(sampleApproveParams(), later))).toBe(
      `Missing or invalid. proposal id ${sampleProposal().id} expired`,
    );
    expect(validateApprove(sampleApproveParams(), { proposals, nowMs: SAMPLE_NOW_MS + 299_999 }).ok).toBe(
      true,
    );
  });

  it("approve: not recently deleted → 'Record was recently deleted'", () => {
    const recentlyDeleted = rememberDeleted([], sampleProposal().id);
    const check = validateApprove(sampleApproveParams(), { ...approveFacts, recentlyDeleted });
    expect(errorOf(check)).toBe('Record was recently deleted');
    expect(check.ok ? undefined : check.error.code).toBe('recordRecentlyDeleted');
  });

  it('approve: namespaces satisfy required ones (every required chain, method and event)', () => {
    const without = (patch: Partial<Namespace>) =>
      sampleApproveParams({ namespaces: { eip155: sampleEip155Namespace({ ...patch }) } });
    expect(errorOf(validateApprove(without({ chains: ['eip155:10'], accounts: [] }), approveFacts))).toBe(
      'Missing or invalid. approve() namespaces: required chain eip155:1 not approved',
    );
    expect(errorOf(validateApprove(without({ methods: ['eth_sendTransaction'] }), approveFacts))).toBe(
      'Missing or invalid. approve() namespaces: required method personal_sign not approved',
    );
    expect(errorOf(validateApprove(without({ events: [] }), approveFacts))).toBe(
      'Missing or invalid. approve() namespaces: required event accountsChanged not approved',
    );
    const solanaOnly = sampleApproveParams({
      namespaces: { solana: { methods: [], events: [], accounts: [] } },
    });
    expect(errorOf(validateApprove(solanaOnly, approveFacts))).toBe(
      'Missing or invalid. approve() namespaces: required namespace eip155 not approved',
    );
  });

  it('approve: required chains may be met by chain-keyed namespaces and by accounts', () => {
    const chainKeyed = sampleApproveParams({
      namespaces: {
        'eip155:1': { methods: ['personal_sign'], events: ['accountsChanged'], accounts: [SAMPLE_ACCOUNT] },
      },
    });
    expect(validateApprove(chainKeyed, approveFacts).ok).toBe(true);
    const byAccounts = sampleApproveParams({
      namespaces: {
        eip155: { methods: ['personal_sign'], events: ['accountsChanged'], accounts: [SAMPLE_ACCOUNT] },
      },
    });
    expect(validateApprove(byAccounts, approveFacts).ok).toBe(true);
  });

  it('approve: accounts are CAIP-10 on approved chains', () => {
    const withAccounts = (accounts: string[]) =>
      sampleApproveParams({ namespaces: { eip155: sampleEip155Namespace({ accounts }) } });
    expect(
      errorOf(validateApprove(withAccounts(['0x52908400098527886E0F7030069857D2E4169EE7']), approveFacts)),
    ).toBe('Invalid CAIP Address');
    expect(errorOf(validateApprove(withAccounts(['eip155:137:0xabc']), approveFacts))).toBe(
      'Missing or invalid. approve() namespaces: account eip155:137:0xabc is not on an approved chain',
    );
    const badChain = sampleApproveParams({
      namespaces: { eip155: sampleEip155Namespace({ chains: ['eip155:1', 'solana:abc'] }) },
    });
    expect(errorOf(validateApprove(badChain, approveFacts))).toBe(
      'Missing or invalid. approve() namespaces: solana:abc is not in eip155',
    );
  });

  it('approve: relay protocol valid', () => {
    expect(errorOf(validateApprove(sampleApproveParams({ relayProtocol: 'waku' }), approveFacts))).toBe(
      'Missing or invalid. approve() relays: waku',
    );
  });

  it('approve: scoped properties a subset of approved namespaces', () => {
    expect(
      validateApprove(sampleApproveParams({ scopedProperties: { eip155: { a: 1 } } }), approveFacts).ok,
    ).toBe(true);
    expect(
      validateApprove(sampleApproveParams({ scopedProperties: { 'eip155:10': { a: 1 } } }), approveFacts).ok,
    ).toBe(true);
    expect(
      errorOf(validateApprove(sampleApproveParams({ scopedProperties: { solana: {} } }), approveFacts)),
    ).toBe('Missing or invalid. approve() scopedProperties: solana is not an approved namespace');
  });

  it('approve: session properties need a value for every key', () => {
    expect(
      errorOf(validateApprove(sampleApproveParams({ sessionProperties: { k: null } }), approveFacts)),
    ).toBe('Missing or invalid. approve() sessionProperties: k has no value');
  });
});

describe('signing protocol request (§5)', () => {
  const request = (patch: Record<string, unknown> = {}) => ({
    topic: 'session-topic',
    chainId: 'eip155:1',
    request: { method: 'personal_sign', params: [] },
    ...patch,
  });

  it("request: session exists, else 'Session or pairing topic not found'", () => {
    expect(validateRequest(request(), { sessions })).toEqual({ ok: true });
    expect(errorOf(validateRequest(request({ topic: 'gone' }), { sessions }))).toBe(
      'Session or pairing topic not found',
    );
    expect(
      errorOf(validateRequest(request({ topic: 'gone' }), { sessions, recentlyDeleted: ['gone'] })),
    ).toBe('Record was recently deleted');
  });

  it("request: chain in session, else 'Unsupported chain'", () => {
    expect(validateRequest(request({ chainId: 'eip155:10' }), { sessions }).ok).toBe(true);
    expect(errorOf(validateRequest(request({ chainId: 'eip155:137' }), { sessions }))).toBe(
      'Unsupported chain',
    );
  });

  it('request: method allowed', () => {
    expect(
      errorOf(validateRequest(request({ request: { method: 'eth_sign', params: [] } }), { sessions })),
    ).toBe('Missing or invalid. request() method: eth_sign');
  });

  it('request: expiry a number of seconds within a minimum (300 s) and maximum (7 days)', () => {
    expect(validateRequest(request({ expiry: 300 }), { sessions }).ok).toBe(true);
    expect(validateRequest(request({ expiry: 604_800 }), { sessions }).ok).toBe(true);
    expect(errorOf(validateRequest(request({ expiry: 299 }), { sessions }))).toBe(
      'Missing or invalid. request() expiry: 299. Expiry must be a number (in seconds) between 300 and 604800',
    );
    expect(validateRequest(request({ expiry: 604_801 }), { sessions }).ok).toBe(false);
    expect(validateRequest(request({ expiry: '600' }), { sessions }).ok).toBe(false);
  });
});

describe('signing protocol emit (§5)', () => {
  const emit = (chainId: string, name: string) => ({
    topic: 'session-topic',
    chainId,
    event: { name, data: [SAMPLE_ACCOUNT] },
  });

  it('emit: chain and event name in session', () => {
    expect(validateEmit(emit('eip155:1', 'accountsChanged'), { sessions })).toEqual({ ok: true });
    expect(errorOf(validateEmit(emit('eip155:137', 'accountsChanged'), { sessions }))).toBe(
      'Unsupported chain',
    );
    expect(errorOf(validateEmit(emit('eip155:1', 'disconnect'), { sessions }))).toBe(
      'Missing or invalid. emit() event: disconnect',
    );
    expect(errorOf(validateEmit({ ...emit('eip155:1', 'x'), topic: 'gone' }, { sessions }))).toBe(
      'Session or pairing topic not found',
    );
    expect(errorOf(validateEmit({}, { sessions }))).toBe('Missing or invalid. emit() topic');
  });
});

describe('session properties (§5)', () => {
  it('session properties need a value for every key', () => {
    expect(validateSessionProperties({ capabilities: '{}' })).toEqual({ ok: true });
    expect(errorOf(validateSessionProperties({ capabilities: undefined }))).toBe(
      'Missing or invalid. sessionProperties: capabilities has no value',
    );
    expect(errorOf(validateSessionProperties('x'))).toBe('Missing or invalid. sessionProperties');
  });
});

describe('session update and extend (§4)', () => {
  it('an update keeps the session namespaces satisfying the required ones', () => {
    expect(validateUpdate({ topic: 'session-topic', namespaces: sampleNamespaces() }, { sessions }).ok).toBe(
      true,
    );
    const dropped = { eip155: sampleEip155Namespace({ methods: [] }) };
    expect(errorOf(validateUpdate({ topic: 'session-topic', namespaces: dropped }, { sessions }))).toBe(
      'Missing or invalid. update() namespaces: required method personal_sign not approved',
    );
    expect(errorOf(validateUpdate({ topic: 'x', namespaces: {} }, { sessions }))).toBe(
      'Session or pairing topic not found',
    );
  });

  it('an extension moves the expiry into the future, at most 7 days ahead', () => {
    const facts = { sessions, nowMs: SAMPLE_NOW_MS };
    expect(validateExtend({ topic: 'session-topic', expiry: SAMPLE_NOW_S + 3600 }, facts).ok).toBe(true);
    expect(errorOf(validateExtend({ topic: 'session-topic', expiry: SAMPLE_NOW_S }, facts))).toBe(
      `Missing or invalid. extend() expiry: ${SAMPLE_NOW_S}`,
    );
    expect(validateExtend({ topic: 'session-topic', expiry: SAMPLE_NOW_S + 8 * 86_400 }, facts).ok).toBe(
      false,
    );
    expect(errorOf(validateExtend({ topic: 'gone', expiry: 1 }, facts))).toBe(
      'Session or pairing topic not found',
    );
  });
});

describe('signing protocol authenticate (§5)', () => {
  const auth = { chains: ['eip155:1'], uri: 'https://app.example', domain: 'app.example', nonce: 'n0nce' };

  it("authenticate: chains non-empty ('chains is required and must be a non-empty array')", () => {
    expect(validateAuthenticate(auth)).toEqual({ ok: true });
    expect(errorOf(validateAuthenticate({ ...auth, chains: [] }))).toBe(
      'chains is required and must be a non-empty array',
    );
  });

  it('authenticate: uri, domain and nonce required', () => {
    expect(errorOf(validateAuthenticate({ ...auth, nonce: '' }))).toBe(
      'Missing or invalid. authenticate() nonce',
    );
  });

  it('authenticate: single namespace only', () => {
    expect(errorOf(validateAuthenticate({ ...auth, chains: ['eip155:1', 'solana:abc'] }))).toBe(
      'Multi-namespace requests are not supported. Please request single namespace only.',
    );
  });

  it('authenticate: eip155 only', () => {
    expect(errorOf(validateAuthenticate({ ...auth, chains: ['solana:abc'] }))).toBe(
      'Only eip155 namespace is supported for authenticated sessions. Please use .connect() for non-eip155 chains.',
    );
  });
});
