/**
 * Sign in with the wallet (§4 "Sign-in"): after a connection, an account and chain with no session
 * is asked to sign the sign-in message; a signature stores the session and closes the modal with a
 * success; a failure says 'Error signing message' and asks again. Cancel: when sign-in is required and
 * a session exists on the last network, switch back; otherwise disconnect; when not required, just
 * close. A start that fails says 'A problem occurred while trying initialize authentication' and
 * disconnects. A switch to a chain without a session asks again.
 *
 * States: `idle` (no account); `checking` (`findSession`) → `signedIn`, `signing` at once by the
 * embedded wallet's login (once per login: its login was the consent), or `prompting`; `prompting`
 * ('siwx.sign' → `signing` by the wallet, 'siwx.cancel' → `dismissed`); `signing` (`signIn`: the
 * message created, signed the context's way and stored) → `signedIn`, or back to `prompting` (a
 * refused login sign-in silently: the secure site signs only right after the login, so any later
 * sign-in is the wallet's, with its prompt); `dismissed` (cancelled, until the account or chain
 * changes). 'siwx.account' from the root follows the connected account; when it
 * leaves (disconnect) a signed-in account's session is revoked, unless the root said the disconnect
 * keeps it ('siwx.leaving' with signOut false); 'siwx.signOut' revokes and asks the root to disconnect.
 *
 * Pure: the host's sign-in implementation and the wallet are the engine's actors; what the modal must
 * do (show the view, close, disconnect, switch back) is reported to the root, which decides.
 */
import { assign, enqueueActions, setup } from 'xstate';
import type { CaipNetworkId } from '../../domain/caip.ts';
import { MESSAGES } from '../../domain/errors.ts';
import type { SiwxSession } from '../../domain/siwx.ts';
import { engineActor } from '../effects.ts';
import { type ChildReport, tellParent } from '../vocabulary/reports.ts';

/** The connected account sign-in follows: an address on a chain. */
export interface SiwxAccount {
  address: string;
  caipNetworkId: CaipNetworkId;
  /**
   * The embedded wallet's account on eip155: logging in by email was the visitor's consent, so its
   * frame signs the login's sign-in message with no prompt (§3 the get-user request's siwxMessage);
   * a later sign-in prompts, as any wallet's.
   */
  embedded?: boolean;
}

/**
 * How a sign-in is signed: `login` by the embedded wallet's login, no prompt (§3 get user with
 * siwxMessage, which the secure site grants once, right after the login); `wallet` by the connected
 * wallet, which prompts (the embedded wallet's frame shows it in its approval panel).
 */
export type SignInWay = 'login' | 'wallet';

/** What the `signIn` actor starts from: the account, and the way it signs. */
export type SignInRequest = SiwxAccount & { way: SignInWay };

/** What `findSession` answers: whether a live session exists, and whether sign-in is required now. */
export interface SessionLookup {
  found: boolean;
  /** The live session found (shown by custom UIs: its message and signature). */
  session?: SiwxSession | undefined;
  /** The host's `getRequired()`, read at each check (it may change while the page runs). */
  required: boolean;
}

/** What the sign-in actor starts from. */
export interface SiwxInput {
  /** §4: whether sign-in is required until the first check reads the host's `getRequired()`; default true. */
  required?: boolean;
}

/** What the sign-in actor knows. */
export interface SiwxContext {
  required: boolean;
  account: SiwxAccount | undefined;
  /** The last network of this account with a session (where a cancel switches back to). */
  lastSignedNetwork: CaipNetworkId | undefined;
  /** The live session of the account on its chain, once signed in. */
  session: SiwxSession | undefined;
  /** Whether the session of an account that leaves is revoked (§4 sign-out on disconnect, default true). */
  signOutOnLeave: boolean;
  /**
   * The embedded login's one no-prompt sign-in (the secure site grants one, right after the login):
   * `unused`, `signing` now (the way `signing` signs), or `spent`, after which sign-ins prompt.
   */
  loginSignIn: 'unused' | 'signing' | 'spent';
}

/** Every event the sign-in actor accepts. */
export type SiwxEvent =
  /** From the root: the connected account now (undefined: none). */
  | { type: 'siwx.account'; account: SiwxAccount | undefined }
  /** The visitor's Sign. */
  | { type: 'siwx.sign' }
  /** The visitor's Cancel. */
  | { type: 'siwx.cancel' }
  /** The visitor signs out: the session is revoked and the wallet disconnected. */
  | { type: 'siwx.signOut' }
  /** From the root: a disconnect is asked; `signOut` false keeps the session of the account that leaves. */
  | { type: 'siwx.leaving'; signOut: boolean };

type AccountEvent = Extract<SiwxEvent, { type: 'siwx.account' }>;

const sameAccount = (a: SiwxAccount | undefined, b: SiwxAccount | undefined) =>
  a?.address.toLowerCase() === b?.address.toLowerCase() && a?.caipNetworkId === b?.caipNetworkId;

/** The sign-in statechart. Run it with `createActor(siwxMachine.provide({ actors }), { input })`. */
export const siwxMachine = setup({
  types: {
    context: {} as SiwxContext,
    events: {} as SiwxEvent,
    input: {} as SiwxInput,
  },
  actors: {
    /** Whether the account has a live session on its chain; the engine asks the host's implementation. */
    findSession: engineActor<SessionLookup, SiwxAccount>('findSession'),
    /** Create the message, have the wallet sign it, store the session (answered); the engine provides it. */
    signIn: engineActor<SiwxSession, SignInRequest>('signIn'),
  },
  actions: {
    report: enqueueActions(({ enqueue }, report: ChildReport) => tellParent(enqueue, report)),
    takeAccount: assign({ account: (_, account: SiwxAccount | undefined) => account }),
    takeRequired: assign({ required: (_, lookup: SessionLookup) => lookup.required }),
    rememberSignedNetwork: assign({ lastSignedNetwork: ({ context }) => context.account?.caipNetworkId }),
    takeSession: assign({ session: (_, session: SiwxSession | undefined) => session }),
    /** §3 sign-out: the implementation forgets (a server revokes) the account's sessions on its chain. */
    revokeSession: (_, _account: SiwxAccount) => {},
  },
  guards: {
    hasNoAccount: (_, event: AccountEvent) => event.account === undefined,
    isSameAccount: ({ context }, event: AccountEvent) => sameAccount(context.account, event.account),
    hasSession: (_, lookup: SessionLookup) => lookup.found,
    /** Signed in with a session that a disconnect or a sign-out must revoke. */
    isSignedIn: ({ context }) => context.session !== undefined && context.account !== undefined,
    /** Required, and another network of this account has a session to go back to. */
    canSwitchBack: ({ context }) =>
      context.required &&
      context.lastSignedNetwork !== undefined &&
      context.lastSignedNetwork !== context.account?.caipNetworkId,
    isRequired: ({ context }) => context.required,
    /** The embedded wallet's account whose login has not yet spent its one no-prompt sign-in. */
    canSignInWithLogin: ({ context }) =>
      context.account?.embedded === true && context.loginSignIn === 'unused',
    isLoginSignIn: ({ context }) => context.loginSignIn === 'signing',
  },
}).createMachine({
  id: 'siwx',
  context: ({ input }) => ({
    required: input.required ?? true,
    account: undefined,
    lastSignedNetwork: undefined,
    session: undefined,
    signOutOnLeave: true,
    loginSignIn: 'unused',
  }),
  initial: 'idle',
  on: {
    'siwx.leaving': { actions: assign({ signOutOnLeave: ({ event }) => event.signOut }) },
    'siwx.account': [
      {
        guard: { type: 'hasNoAccount', params: ({ event }) => event },
        target: '.idle',
        actions: [
          // §4 "Sign-out on disconnect defaults to true": the session of the account that left goes.
          enqueueActions(({ context, enqueue, check }) => {
            if (check('isSignedIn') && context.signOutOnLeave)
              enqueue({ type: 'revokeSession', params: context.account as SiwxAccount });
          }),
          assign({ signOutOnLeave: true }),
          { type: 'takeAccount', params: undefined },
          { type: 'takeSession', params: undefined },
          // The next account comes with a login of its own (or none).
          assign({ lastSignedNetwork: undefined, loginSignIn: 'unused' }),
        ],
      },
      // The same account on the same chain (another namespace's report, say): nothing to ask.
      { guard: { type: 'isSameAccount', params: ({ event }) => event } },
      {
        target: '.checking',
        actions: [
          // Another address: its sessions and its login are its own, so nothing to switch back to,
          // and its login's sign-in is not spent yet.
          assign(({ context, event }) =>
            context.account?.address.toLowerCase() === event.account?.address.toLowerCase()
              ? {}
              : { lastSignedNetwork: undefined, loginSignIn: 'unused' as const },
          ),
          { type: 'takeAccount', params: ({ event }) => event.account },
          { type: 'takeSession', params: undefined },
        ],
      },
    ],
  },
  states: {
    idle: {},
    checking: {
      invoke: {
        id: 'findSession',
        src: 'findSession',
        input: ({ context }) => context.account as SiwxAccount,
        onDone: [
          {
            guard: { type: 'hasSession', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: [
              { type: 'takeRequired', params: ({ event }) => event.output },
              { type: 'takeSession', params: ({ event }) => event.output.session },
            ],
          },
          // The embedded wallet signs in as part of its login: no prompt, once per login.
          {
            guard: 'canSignInWithLogin',
            target: 'signing',
            actions: [
              { type: 'takeRequired', params: ({ event }) => event.output },
              assign({ loginSignIn: 'signing' }),
              {
                type: 'report',
                params: ({ event }) => ({
                  type: 'siwx.sessionMissing' as const,
                  required: event.output.required,
                }),
              },
            ],
          },
          { target: 'prompting', actions: { type: 'takeRequired', params: ({ event }) => event.output } },
        ],
        // §4 init failure: say so and disconnect.
        onError: {
          target: 'idle',
          actions: [
            {
              type: 'report',
              params: { type: 'notice.raised', variant: 'error', message: MESSAGES.siwxInitFailed },
            },
            { type: 'report', params: { type: 'siwx.disconnectRequested' } },
          ],
        },
      },
    },
    prompting: {
      entry: [
        {
          type: 'report',
          params: ({ context }) => ({ type: 'siwx.sessionMissing' as const, required: context.required }),
        },
        { type: 'report', params: { type: 'siwx.promptRequested' } },
      ],
      on: {
        'siwx.sign': 'signing',
        'siwx.cancel': [
          {
            guard: 'canSwitchBack',
            target: 'dismissed',
            actions: {
              type: 'report',
              params: ({ context }) => ({
                type: 'siwx.switchBackRequested' as const,
                caipNetworkId: context.lastSignedNetwork as CaipNetworkId,
              }),
            },
          },
          {
            guard: 'isRequired',
            target: 'dismissed',
            actions: { type: 'report', params: { type: 'siwx.disconnectRequested' } },
          },
          { target: 'dismissed', actions: { type: 'report', params: { type: 'siwx.dismissed' } } },
        ],
      },
    },
    signing: {
      // Tried once, whatever the outcome (a leave included): the site would refuse it now.
      exit: assign({
        loginSignIn: ({ context }) => (context.loginSignIn === 'signing' ? 'spent' : context.loginSignIn),
      }),
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }): SignInRequest => ({
          ...(context.account as SiwxAccount),
          way: context.loginSignIn === 'signing' ? 'login' : 'wallet',
        }),
        onDone: { target: 'signedIn', actions: { type: 'takeSession', params: ({ event }) => event.output } },
        onError: [
          // The secure site refused the login's sign-in (not right after the login: a session expired,
          // another network, a reload): nothing failed for the visitor, who is asked to sign instead.
          { guard: 'isLoginSignIn', target: 'prompting' },
          // §4: say so and ask again.
          {
            target: 'prompting',
            actions: {
              type: 'report',
              params: { type: 'notice.raised', variant: 'error', message: MESSAGES.errorSigningMessage },
            },
          },
        ],
      },
    },
    signedIn: {
      entry: [
        'rememberSignedNetwork',
        {
          type: 'report',
          params: ({ context }) => ({
            type: 'siwx.signedIn' as const,
            caipNetworkId: context.account?.caipNetworkId as CaipNetworkId,
          }),
        },
      ],
      on: {
        'siwx.signOut': {
          target: 'idle',
          actions: [
            { type: 'revokeSession', params: ({ context }) => context.account as SiwxAccount },
            { type: 'takeSession', params: undefined },
            { type: 'takeAccount', params: undefined },
            { type: 'report', params: { type: 'siwx.disconnectRequested' } },
          ],
        },
      },
    },
    dismissed: {},
  },
});
