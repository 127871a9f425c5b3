/**
 * Register an account name (§4 "Name registration", §2 RegisterAccountName and
 * RegisterAccountNameSuccess). As the person types a valid name (§5), once typing pauses
 * (NAME_SUGGESTIONS_DEBOUNCE_MS) its availability is checked (a failed lookup means not registered)
 * and suggestions are fetched. Registering requires an active network ('Network not found'), a
 * connected address and the auth connector ('Address or auth connector not found') and a usable EVM
 * chain id ('Invalid chainId'); then loading starts, the account signs the registration message, the
 * registration is sent, the profile name is stored and the view is replaced with
 * RegisterAccountNameSuccess. A cancelled signature or any error goes back to RegisterAccountName
 * with the error. Loading is the `registering` state, so it is cleared whichever way that ends.
 *
 * States: `editing` (`idle` → 'names.type' → `waiting` → `checking` (`lookupName`) → `suggesting`
 * (`fetchNameSuggestions`) → `idle`); `registering` (`signing` (`signRegistrationMessage`) → `sending`
 * (`registerName`)); `registered` (final).
 *
 * Pure: the name service and the wallet's signature are the engine's actors; what the modal must do
 * (store the profile name, show a view, show the error) is reported to the root, which decides.
 */
import { assign, sendParent, setup } from 'xstate';
import { accountNameLabel, fullAccountName, isValidAccountName } from '../../domain/accountName.ts';
import type { CaipNetworkId } from '../../domain/caip.ts';
import { coinTypeFromChainId, isValidEvmChainId } from '../../domain/coinType.ts';
import { NAME_SUGGESTIONS_DEBOUNCE_MS } from '../../domain/constants.ts';
import { errorRegisteringName, MESSAGES } from '../../domain/errors.ts';
import type { NameSuggestion, RegisteredName } from '../../domain/schemas/nameService.ts';
import { engineActor } from '../effects.ts';

/** What registration needs to know about the modal; the root tells it with 'names.facts'. */
export interface NameRegistrationFacts {
  /** The connected address on the active namespace, if any. */
  address: string | undefined;
  /** The active network, if any. */
  caipNetworkId: CaipNetworkId | undefined;
  /** Whether the auth (embedded wallet) connector is there: it signs the registration (§4). */
  hasAuthConnector: boolean;
}

/** What the actor starts from: the facts at the time the root (or an action) creates it. */
export type NameRegistrationInput = Partial<NameRegistrationFacts>;

/** What `signRegistrationMessage` signs with: the engine writes the §3 message (timestamp now) and the wallet signs it. */
export interface SignRegistrationInput {
  /** The full name, e.g. `alice.reown.id`. */
  name: string;
  address: string;
  caipNetworkId: CaipNetworkId;
  /** The chain's coin type (§5): signed in the message, so the signature registers on this chain only. */
  coinType: number;
}

/** The signed registration message. */
export interface SignedRegistration {
  message: string;
  signature: string;
}

/** §3 the registration payload `registerName` sends (and the name, for the §8 fallback text). */
export interface RegisterNameInput extends SignedRegistration {
  name: string;
  coinType: number;
  address: string;
}

/** The name, account and chain of one registration, with the chain's coin type (§5). */
export type RegistrationRequest = SignRegistrationInput;

/** What the registration actor knows. */
export interface NameRegistrationContext {
  facts: NameRegistrationFacts;
  /** What the person typed. */
  typed: string;
  /** The typed name's availability once checked; undefined before (or for an invalid name). */
  available: boolean | undefined;
  /** §3 suggestions for the typed name. */
  suggestions: readonly NameSuggestion[];
  /** The full name being registered, or registered. */
  name: string | undefined;
  /** What is being registered, fixed when registering starts (facts may change meanwhile). */
  request: RegistrationRequest | undefined;
  /** The signed message while it is sent. */
  signed: SignedRegistration | undefined;
  /** The §8 text of the last failure, cleared when the person types or registers again. */
  error: string | undefined;
}

/** Every event the registration actor accepts. */
export type NameRegistrationEvent =
  /** From the root: the active network, the connected address, the auth connector. */
  | { type: 'names.facts'; facts: NameRegistrationFacts }
  /** The person typed in the name field. */
  | { type: 'names.type'; name: string }
  /** Register this name: the typed one, or a suggestion (a label or a full name). */
  | { type: 'names.register'; name: string };

/**
 * What the registration actor tells the root (ARCHITECTURE.md "children report, parents decide"). The
 * root (machines/modal/modal.machine.ts) routes them: see each.
 */
export type NameRegistrationReport =
  /** Show this error in the snackbar (the root's `notice.raised`, as any child's). */
  | { type: 'notice.raised'; variant: 'error'; message: string }
  /** §4 the profile name is stored: the root sets the account's profileName of that address. */
  | { type: 'names.registered'; name: string; address: string; caipNetworkId: CaipNetworkId }
  /** §4 the view is replaced (router.replace): RegisterAccountNameSuccess, or RegisterAccountName after a failure. */
  | { type: 'names.viewRequested'; view: 'RegisterAccountName' | 'RegisterAccountNameSuccess' };

type RegisterEvent = Extract<NameRegistrationEvent, { type: 'names.register' }>;
type TypeEvent = Extract<NameRegistrationEvent, { type: 'names.type' }>;

/** The chain id of an eip155 network id, or undefined for another namespace. */
function evmChainIdOf(caipNetworkId: CaipNetworkId): number | undefined {
  const [namespace, reference] = caipNetworkId.split(':');
  return namespace === 'eip155' && reference !== undefined && /^\d+$/.test(reference)
    ? Number(reference)
    : undefined;
}

/** The text of a failed name-service call: its own (the §8 reason or fallback), else the given fallback. */
function failureText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.length > 0 ? error.message : fallback;
}

const EMPTY_FACTS: NameRegistrationFacts = {
  address: undefined,
  caipNetworkId: undefined,
  hasAuthConnector: false,
};

/** The registration statechart. Run it with `createActor(nameRegistrationMachine.provide({ actors }), { input })`. */
export const nameRegistrationMachine = setup({
  types: {
    context: {} as NameRegistrationContext,
    events: {} as NameRegistrationEvent,
    input: {} as NameRegistrationInput,
  },
  actors: {
    /** GET the typed full name; it resolves when registered, rejects otherwise (engine). */
    lookupName: engineActor<RegisteredName, string>('lookupName'),
    /** §3 suggestions for the typed name (engine). */
    fetchNameSuggestions: engineActor<readonly NameSuggestion[], string>('fetchNameSuggestions'),
    /** The account signs the §3 registration message (engine: the connected wallet's personal_sign). */
    signRegistrationMessage: engineActor<SignedRegistration, SignRegistrationInput>(
      'signRegistrationMessage',
    ),
    /** POST the registration (engine); rejects with the §8 text. */
    registerName: engineActor<void, RegisterNameInput>('registerName'),
  },
  actions: {
    /** Tell the root (children report, parents decide). */
    report: sendParent<
      NameRegistrationContext,
      NameRegistrationEvent,
      NameRegistrationReport,
      NameRegistrationReport,
      NameRegistrationEvent
    >((_, report) => report),
    takeFacts: assign({ facts: (_, facts: NameRegistrationFacts) => facts }),
    takeTyped: assign({
      typed: (_, event: TypeEvent) => event.name,
      available: undefined,
      suggestions: [],
      error: undefined,
    }),
    takeError: assign({ error: (_, error: string) => error }),
    takeName: assign({ name: (_, event: RegisterEvent) => fullAccountName(event.name), error: undefined }),
  },
  guards: {
    /** §5: letters, digits or hyphen, at least 4 (a suggestion's `.reown.id` aside). */
    isValidName: (_, name: string) => isValidAccountName(accountNameLabel(name)),
    hasNetwork: ({ context }) => context.facts.caipNetworkId !== undefined,
    hasAddressAndAuthConnector: ({ context }) =>
      context.facts.address !== undefined && context.facts.hasAuthConnector,
    /** §5: an eip155 chain id below 2147483648. */
    hasValidChainId: ({ context }) => {
      const chainId = context.facts.caipNetworkId && evmChainIdOf(context.facts.caipNetworkId);
      return chainId !== undefined && isValidEvmChainId(chainId);
    },
  },
  delays: { NAME_SUGGESTIONS_DEBOUNCE_MS },
}).createMachine({
  id: 'nameRegistration',
  context: ({ input }) => ({
    facts: { ...EMPTY_FACTS, ...input },
    typed: '',
    available: undefined,
    suggestions: [],
    name: undefined,
    request: undefined,
    signed: undefined,
    error: undefined,
  }),
  initial: 'editing',
  on: {
    'names.facts': { actions: { type: 'takeFacts', params: ({ event }) => event.facts } },
  },
  states: {
    editing: {
      initial: 'idle',
      on: {
        // Each keystroke starts the wait again; an invalid name (§5) asks nothing.
        'names.type': [
          {
            guard: { type: 'isValidName', params: ({ event }) => event.name },
            target: '.waiting',
            reenter: true,
            actions: { type: 'takeTyped', params: ({ event }) => event },
          },
          { target: '.idle', actions: { type: 'takeTyped', params: ({ event }) => event } },
        ],
        'names.register': [
          {
            guard: { type: 'isValidName', params: ({ event }) => event.name },
            target: 'checkingRequirements',
            actions: { type: 'takeName', params: ({ event }) => event },
          },
          {
            target: '.idle',
            actions: [
              { type: 'takeError', params: MESSAGES.invalidAccountName },
              {
                type: 'report',
                params: { type: 'notice.raised', variant: 'error', message: MESSAGES.invalidAccountName },
              },
            ],
          },
        ],
      },
      states: {
        idle: {},
        waiting: { after: { NAME_SUGGESTIONS_DEBOUNCE_MS: 'checking' } },
        checking: {
          invoke: {
            id: 'lookupName',
            src: 'lookupName',
            input: ({ context }) => fullAccountName(context.typed),
            onDone: { target: 'suggesting', actions: assign({ available: false }) },
            // §4: a failed lookup during the availability check means the name is not registered.
            onError: { target: 'suggesting', actions: assign({ available: true }) },
          },
        },
        suggesting: {
          invoke: {
            id: 'fetchNameSuggestions',
            src: 'fetchNameSuggestions',
            input: ({ context }) => accountNameLabel(context.typed),
            onDone: { target: 'idle', actions: assign({ suggestions: ({ event }) => event.output }) },
            onError: {
              target: 'idle',
              actions: [
                {
                  type: 'takeError',
                  params: ({ event }) => failureText(event.error, MESSAGES.errorFetchingNameSuggestions),
                },
                {
                  type: 'report',
                  params: ({ context }) => ({
                    type: 'notice.raised' as const,
                    variant: 'error' as const,
                    message: context.error ?? MESSAGES.errorFetchingNameSuggestions,
                  }),
                },
              ],
            },
          },
        },
      },
    },
    // §4 the requirements, in the order the product checks them; each failure stays on the view.
    checkingRequirements: {
      always: [
        { guard: { type: 'hasNetwork' }, target: 'checkingAccount' },
        {
          target: 'editing',
          actions: [
            { type: 'takeError', params: MESSAGES.networkNotFound },
            {
              type: 'report',
              params: { type: 'notice.raised', variant: 'error', message: MESSAGES.networkNotFound },
            },
          ],
        },
      ],
    },
    checkingAccount: {
      always: [
        { guard: 'hasAddressAndAuthConnector', target: 'checkingChain' },
        {
          target: 'editing',
          actions: [
            { type: 'takeError', params: MESSAGES.addressOrAuthConnectorNotFound },
            {
              type: 'report',
              params: {
                type: 'notice.raised',
                variant: 'error',
                message: MESSAGES.addressOrAuthConnectorNotFound,
              },
            },
          ],
        },
      ],
    },
    checkingChain: {
      always: [
        { guard: 'hasValidChainId', target: 'registering' },
        {
          target: 'editing',
          actions: [
            { type: 'takeError', params: MESSAGES.invalidChainId },
            {
              type: 'report',
              params: { type: 'notice.raised', variant: 'error', message: MESSAGES.invalidChainId },
            },
          ],
        },
      ],
    },
    // §4 loading: from here until registered or back on RegisterAccountName.
    registering: {
      // The guards above held: a network with a valid eip155 chain id, an address.
      entry: assign({
        request: ({ context }) => {
          const caipNetworkId = context.facts.caipNetworkId as CaipNetworkId;
          return {
            name: context.name as string,
            address: context.facts.address as string,
            caipNetworkId,
            coinType: coinTypeFromChainId(evmChainIdOf(caipNetworkId) as number),
          };
        },
      }),
      initial: 'signing',
      states: {
        signing: {
          invoke: {
            id: 'signRegistrationMessage',
            src: 'signRegistrationMessage',
            input: ({ context }) => {
              const { name, address, caipNetworkId, coinType } = context.request as RegistrationRequest;
              return { name, address, caipNetworkId, coinType };
            },
            onDone: { target: 'sending', actions: assign({ signed: ({ event }) => event.output }) },
            // A cancelled (or failed) signature: back to RegisterAccountName with the error.
            onError: {
              target: '#nameRegistration.failed',
              actions: {
                type: 'takeError',
                params: ({ context }) => errorRegisteringName(context.name ?? ''),
              },
            },
          },
        },
        sending: {
          invoke: {
            id: 'registerName',
            src: 'registerName',
            input: ({ context }) => {
              const { name, address, coinType } = context.request as RegistrationRequest;
              return { name, address, coinType, ...(context.signed as SignedRegistration) };
            },
            onDone: { target: '#nameRegistration.registered' },
            onError: {
              target: '#nameRegistration.failed',
              actions: {
                type: 'takeError',
                params: ({ context, event }) =>
                  failureText(event.error, errorRegisteringName(context.name ?? '')),
              },
            },
          },
        },
      },
    },
    // §4 any error: the view returns to RegisterAccountName and the error is shown.
    failed: {
      always: {
        target: 'editing',
        actions: [
          assign({ request: undefined, signed: undefined }),
          {
            type: 'report',
            params: ({ context }) => ({
              type: 'notice.raised' as const,
              variant: 'error' as const,
              message: context.error ?? '',
            }),
          },
          { type: 'report', params: { type: 'names.viewRequested', view: 'RegisterAccountName' } },
        ],
      },
    },
    registered: {
      type: 'final',
      entry: [
        {
          type: 'report',
          params: ({ context }) => {
            const { name, address, caipNetworkId } = context.request as RegistrationRequest;
            return { type: 'names.registered' as const, name, address, caipNetworkId };
          },
        },
        { type: 'report', params: { type: 'names.viewRequested', view: 'RegisterAccountNameSuccess' } },
      ],
    },
  },
});
