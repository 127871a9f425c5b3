/**
 * Model test of name registration (§4, §2 RegisterAccountName / RegisterAccountNameSuccess): paths
 * generated from its graph, the lookups, suggestions, signature and registration settled by the path.
 * At every step: what it reported to the root (each §8 text, the stored profile name, the view
 * replaced), and that loading is on only while registering.
 */
import { expect } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { coinTypeFromChainId } from '../domain/coinType.ts';
import { errorRegisteringName, MESSAGES } from '../domain/errors.ts';
import type { NameSuggestion, RegisteredName } from '../domain/schemas/nameService.ts';
import {
  type NameRegistrationFacts,
  type NameRegistrationReport,
  nameRegistrationMachine,
  type SignedRegistration,
} from '../machines/index.ts';
import { EffectLog } from './effects.ts';
import { describeModel, noCheck } from './harness.ts';

type NameSnapshot = SnapshotFrom<typeof nameRegistrationMachine>;

const ME = '0x1111111111111111111111111111111111111111';
const READY: NameRegistrationFacts = { address: ME, caipNetworkId: 'eip155:1', hasAuthConnector: true };
const NO_NETWORK: NameRegistrationFacts = { ...READY, caipNetworkId: undefined };
const NO_ADDRESS: NameRegistrationFacts = { ...READY, address: undefined };
const NO_AUTH_CONNECTOR: NameRegistrationFacts = { ...READY, hasAuthConnector: false };
/** §5: 2147483648 is not a usable EVM chain id. */
const CHAIN_TOO_BIG: NameRegistrationFacts = { ...READY, caipNetworkId: 'eip155:2147483648' };
const ON_SOLANA: NameRegistrationFacts = {
  ...READY,
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
};

const ALICE_RECORD: RegisteredName = {
  name: 'alice.reown.id',
  registered: 1,
  updated: 1,
  addresses: {},
  attributes: {},
};
const SUGGESTIONS: NameSuggestion[] = [
  { name: 'alice.reown.id', registered: true },
  { name: 'alice1.reown.id', registered: false },
];
const SIGNED: SignedRegistration = { message: '{"name":"alice.reown.id"}', signature: '0x01' };
const TAKEN = 'Name is already registered';
const ZONE_REFUSED = 'Unsupported zone: expected reown.id or wcn.id';

/** What the actor reported to the root, in this path. */
const reported = new EffectLog<string>();

const show = (report: NameRegistrationReport): string => {
  switch (report.type) {
    case 'notice.raised':
      return `${report.variant} ${report.message}`;
    case 'names.registered':
      return `registered ${report.name} ${report.address} ${report.caipNetworkId}`;
    case 'names.viewRequested':
      return `replace ${report.view}`;
  }
};

const previousOf = (previous: unknown) => previous as NameSnapshot;
const REQUIREMENT_CHECKED_ELSEWHERE = noCheck(
  'transient: its verdict is checked in editing (the §8 text) and in registering',
);
const isError = (event: AnyEventObject, id: string) => event.type === `xstate.error.actor.${id}`;

/** What a step that ends in `editing` reported, by its event (every other step: nothing). */
function expectedEditingReports(snapshot: NameSnapshot, event: AnyEventObject, before: NameSnapshot) {
  const { facts } = before.context;
  if (event.type === 'names.register') {
    const name: string = event.name;
    // §5 first, then §4's requirements in order: network, address and auth connector, chain id.
    if (name === 'ab') return [`error ${MESSAGES.invalidAccountName}`];
    if (!facts.caipNetworkId) return [`error ${MESSAGES.networkNotFound}`];
    if (!facts.address || !facts.hasAuthConnector)
      return [`error ${MESSAGES.addressOrAuthConnectorNotFound}`];
    return [`error ${MESSAGES.invalidChainId}`];
  }
  if (isError(event, 'signRegistrationMessage')) {
    // A cancelled signature: back to RegisterAccountName with 'Error registering name {name}'.
    return [`error ${errorRegisteringName(before.context.name ?? '')}`, 'replace RegisterAccountName'];
  }
  if (isError(event, 'registerName')) {
    const text = event.error instanceof Error ? TAKEN : errorRegisteringName(before.context.name ?? '');
    return [`error ${text}`, 'replace RegisterAccountName'];
  }
  if (isError(event, 'fetchNameSuggestions')) {
    return [`error ${event.error instanceof Error ? ZONE_REFUSED : MESSAGES.errorFetchingNameSuggestions}`];
  }
  expect(snapshot.context.error === undefined || event.type === 'names.facts').toBe(true);
  return [];
}

describeModel(nameRegistrationMachine, {
  input: {},
  controlledActors: ['lookupName', 'fetchNameSuggestions', 'signRegistrationMessage', 'registerName'],
  effects: [reported],
  provide: {
    actions: {
      report: (_, report) => reported.record(show(report)),
    },
  },
  events: {
    'names.facts': [
      { type: 'names.facts', facts: READY },
      { type: 'names.facts', facts: NO_NETWORK },
      { type: 'names.facts', facts: NO_ADDRESS },
      { type: 'names.facts', facts: NO_AUTH_CONNECTOR },
      { type: 'names.facts', facts: CHAIN_TOO_BIG },
      { type: 'names.facts', facts: ON_SOLANA },
    ],
    'names.type': [
      { type: 'names.type', name: 'alice' },
      { type: 'names.type', name: 'ab' },
    ],
    'names.register': [
      { type: 'names.register', name: 'alice' },
      { type: 'names.register', name: 'alice1.reown.id' },
      { type: 'names.register', name: 'ab' },
    ],
    'xstate.done.actor.lookupName': [{ type: 'xstate.done.actor.lookupName', output: ALICE_RECORD }],
    'xstate.error.actor.lookupName': [
      { type: 'xstate.error.actor.lookupName', error: new Error('Name not found') },
    ],
    'xstate.done.actor.fetchNameSuggestions': [
      { type: 'xstate.done.actor.fetchNameSuggestions', output: SUGGESTIONS },
    ],
    'xstate.error.actor.fetchNameSuggestions': [
      { type: 'xstate.error.actor.fetchNameSuggestions', error: new Error(ZONE_REFUSED) },
      { type: 'xstate.error.actor.fetchNameSuggestions', error: 'offline' },
    ],
    'xstate.done.actor.signRegistrationMessage': [
      { type: 'xstate.done.actor.signRegistrationMessage', output: SIGNED },
    ],
    'xstate.error.actor.signRegistrationMessage': [
      { type: 'xstate.error.actor.signRegistrationMessage', error: new Error('User rejected the request') },
    ],
    'xstate.done.actor.registerName': [{ type: 'xstate.done.actor.registerName', output: undefined }],
    'xstate.error.actor.registerName': [
      { type: 'xstate.error.actor.registerName', error: new Error(TAKEN) },
      { type: 'xstate.error.actor.registerName', error: 'offline' },
    ],
  },
  // Only what the rules read makes a vertex: facts, whether a name is typed and known, the error.
  serializeState: (snapshot) => {
    const { facts, typed, available, suggestions, name, error } = snapshot.context;
    return JSON.stringify([snapshot.value, facts, typed, available, suggestions.length, name, error]);
  },
  // Facts are told before anything is typed, and change once while registering.
  filterEvents: (snapshot, event) =>
    event.type !== 'names.facts' ||
    (snapshot.matches({ editing: 'idle' }) && snapshot.context.typed === '' && !snapshot.context.error) ||
    (snapshot.matches('registering') && event.facts === NO_NETWORK),
  simplePaths: false,
  states: {
    '*': (snapshot: NameSnapshot) => {
      // §4 loading is the registering state: cleared whichever way registering ends.
      const { request } = snapshot.context;
      expect(request !== undefined).toBe(snapshot.matches('registering') || snapshot.matches('registered'));
    },
    editing: (snapshot: NameSnapshot, { event, previous }) => {
      if (!previous) {
        expect(reported.step).toEqual([]);
        return;
      }
      const expected = expectedEditingReports(snapshot, event, previousOf(previous));
      expect(reported.step).toEqual(expected);
      const shown = expected[0]?.replace(/^error /, '');
      if (shown !== undefined) expect(snapshot.context.error).toBe(shown);
    },
    'editing.waiting': (snapshot: NameSnapshot) => {
      // A valid name (§5) is looked up once typing pauses; what was known of the last one is gone.
      expect(snapshot.context.typed).toBe('alice');
      expect(snapshot.context.available).toBeUndefined();
      expect(snapshot.context.suggestions).toEqual([]);
    },
    'editing.checking': (snapshot: NameSnapshot, { event }) => {
      // §4 once typing pauses, the availability of the full name is looked up.
      expect(event.type).toMatch(/^xstate\.after\.NAME_SUGGESTIONS_DEBOUNCE_MS\./);
      expect(snapshot.children.lookupName?.getSnapshot().input).toBe('alice.reown.id');
      expect(reported.step).toEqual([]);
    },
    'editing.suggesting': (snapshot: NameSnapshot, { event }) => {
      // §4: a failed lookup means the name is not registered.
      expect(snapshot.context.available).toBe(isError(event, 'lookupName'));
    },
    'editing.idle': (snapshot: NameSnapshot, { event }) => {
      if (event.type === 'xstate.done.actor.fetchNameSuggestions')
        expect(snapshot.context.suggestions).toEqual(SUGGESTIONS);
      if (event.type === 'names.type' && event.name === 'ab') {
        // An invalid name asks the name service nothing.
        expect(snapshot.context.available).toBeUndefined();
        expect(snapshot.context.suggestions).toEqual([]);
      }
    },
    'registering.signing': (snapshot: NameSnapshot, { event, previous }) => {
      expect(reported.step).toEqual([]);
      if (event.type === 'names.facts') {
        // The network left meanwhile: what is signed and registered was fixed when registering began.
        expect(snapshot.context.request).toEqual(previousOf(previous).context.request);
        return;
      }
      // §4 the requirements held: loading, and the account signs for the full name on eip155:1.
      const name = event.name === 'alice' ? 'alice.reown.id' : 'alice1.reown.id';
      expect(snapshot.context.request).toEqual({
        name,
        address: ME,
        caipNetworkId: 'eip155:1',
        coinType: coinTypeFromChainId(1),
      });
    },
    'registering.sending': (snapshot: NameSnapshot) => {
      expect(reported.step).toEqual([]);
      expect(snapshot.context.signed).toEqual(SIGNED);
    },
    // Eventless: left in the step that enters them, so no snapshot rests there.
    checkingRequirements: REQUIREMENT_CHECKED_ELSEWHERE,
    checkingAccount: REQUIREMENT_CHECKED_ELSEWHERE,
    checkingChain: REQUIREMENT_CHECKED_ELSEWHERE,
    failed: noCheck('transient: what it reports is checked in editing, the state it always goes to'),
    registered: (snapshot: NameSnapshot) => {
      // §4: the profile name is stored, then RegisterAccountNameSuccess replaces the view.
      const name = snapshot.context.request?.name;
      expect(reported.step).toEqual([
        `registered ${name} ${ME} eip155:1`,
        'replace RegisterAccountNameSuccess',
      ]);
      expect(snapshot.status).toBe('done');
    },
  },
});
