/**
 * Sample signing-protocol records for unit and model tests (not used by the product code): one
 * eip155 proposal and the session that approves it, at a fixed clock.
 */
import { ONE_SECOND_MS } from '../domain/constants.ts';
import type {
  ApproveParams,
  Namespace,
  Namespaces,
  PendingRequest,
  Proposal,
  Session,
} from '../domain/protocol/schemas.ts';

/** The tests' clock: 2025-01-01T00:00:00Z in ms. */
export const SAMPLE_NOW_MS = 1_735_689_600_000;
/** SAMPLE_NOW_MS in seconds. */
export const SAMPLE_NOW_S = SAMPLE_NOW_MS / ONE_SECOND_MS;
export const SAMPLE_ACCOUNT = 'eip155:1:0x52908400098527886E0F7030069857D2E4169EE7';

const metadata = { name: 'Host app', description: 'A host web app', url: 'https://app.example', icons: [] };

/** A proposal that asks for eip155:1 with personal_sign and accountsChanged, expiring in 5 minutes. */
export function sampleProposal(overrides: Partial<Proposal> = {}): Proposal {
  return {
    id: 1_735_689_600_000_001,
    pairingTopic: 'pairing-topic',
    expiryTimestamp: SAMPLE_NOW_S + 300,
    proposer: { publicKey: 'proposer-key', metadata },
    relays: [{ protocol: 'irn' }],
    requiredNamespaces: {
      eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['accountsChanged'] },
    },
    optionalNamespaces: {},
    ...overrides,
  };
}

/** The eip155 namespace of sampleNamespaces, with overrides. */
export function sampleEip155Namespace(overrides: Partial<Namespace> = {}): Namespace {
  return {
    chains: ['eip155:1', 'eip155:10'],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['accountsChanged', 'chainChanged'],
    accounts: [SAMPLE_ACCOUNT],
    ...overrides,
  };
}

/** Namespaces that satisfy sampleProposal, plus eip155:10 and eth_sendTransaction. */
export function sampleNamespaces(): Namespaces {
  return { eip155: sampleEip155Namespace() };
}

/** Approve params for sampleProposal. */
export function sampleApproveParams(overrides: Partial<ApproveParams> = {}): ApproveParams {
  return { id: sampleProposal().id, namespaces: sampleNamespaces(), relayProtocol: 'irn', ...overrides };
}

/** A session approving sampleProposal, expiring in 7 days. */
export function sampleSession(overrides: Partial<Session> = {}): Session {
  return {
    topic: 'session-topic',
    expiry: SAMPLE_NOW_S + 7 * 24 * 60 * 60,
    acknowledged: false,
    self: { publicKey: 'wallet-key', metadata: { ...metadata, name: 'Wallet' } },
    peer: { publicKey: 'proposer-key', metadata },
    controller: 'wallet-key',
    namespaces: sampleNamespaces(),
    requiredNamespaces: sampleProposal().requiredNamespaces,
    optionalNamespaces: {},
    relay: { protocol: 'irn' },
    pairingTopic: 'pairing-topic',
    transportType: 'relay',
    ...overrides,
  };
}

/** A pending personal_sign request on the sample session; `expiryTimestamp` in seconds when given. */
export function sampleRequest(id: number, expiryTimestamp?: number): PendingRequest {
  return {
    id,
    topic: 'session-topic',
    params: {
      request: {
        method: 'personal_sign',
        params: ['0x68656c6c6f', SAMPLE_ACCOUNT],
        ...(expiryTimestamp === undefined ? {} : { expiryTimestamp }),
      },
      chainId: 'eip155:1',
    },
    verifyContext: {
      verified: { origin: 'https://app.example', validation: 'VALID', verifyUrl: 'https://verify.example' },
    },
  };
}
