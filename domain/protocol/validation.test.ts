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
import { rememberDeleted } from './recentlyDeleted.ts';
import type { ProtocolCheck } from './result.ts';
import type { Namespace } from './schemas.ts';
import { validateApprove, validateExtend, validateUpdate } from './validation.ts';

/** The failure text of a check, or undefined when it passed. */
function errorOf(check: ProtocolCheck): string | undefined {
  return check.ok ? undefined : check.error.message;
}

const proposals = new Map([[sampleProposal().id, sampleProposal()]]);
const sessions = new Map([['session-topic', sampleSession()]]);
const approveFacts = { proposals, nowMs: SAMPLE_NOW_MS };

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
