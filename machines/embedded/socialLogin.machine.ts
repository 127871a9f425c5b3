/**
 * Social login (§1 AUTH by google, github, apple, facebook, x, discord; §7 "Social login: a
 * secure-site popup (600x800, closed-check every 1 s) returns a resultUri by message event"; §4
 * Cancellation; §2 the messaging mini-app's `result_uri`).
 *
 * States: `idle` until 'social.start' with the facts of the click; `starting` decides from the facts of the click: no embedded wallet configured → `failed`
 * ('No auth connector found'); a popup the browser blocked → `failed` ('Failed to initiate social
 * connection'); back from the provider in redirect mode (a `result_uri`) → `receivedResult`; else
 * `gettingRedirect` (`getSocialRedirectUri`; its failure → 'Failed to initiate social connection').
 * Its uri, when it is a web page (a `javascript:` one would run as the host page; else
 * 'Failed to initiate social connection'), is shown in the popup (`awaitingProvider`, whose watcher
 * reports 'social.result' or 'social.popupClosed' → 'Popup closed'), or in redirect mode the page goes
 * there (`redirecting`). `receivedResult`: a result that is not the secure site's callback page (a
 * crafted `result_uri` link) is a failure, 'Failed to connect', and never reaches the frame; a result
 * with an `error` is a failure with its known code's text (never the link's own words); else
 * `connecting` (`connectSocial`, "Retrieving user data") → `connected`, reported as
 * 'socialLogin.connected' with the user (the root connects AUTH as for email). `failed` reports
 * 'socialLogin.failed'; trying again is a new social connect (a new popup, opened in the click).
 * 'modal.closed' before the connect ends it ('Modal closed'). The popup closes once it is no longer
 * needed (leaving `withPopup`).
 *
 * Pure: the frame requests, the watcher and the page's navigation are the engine's.
 */
import { assign, type CallbackActorLogic, type EventObject, fromCallback, setup } from 'xstate';
import { MESSAGES } from '../../domain/errors.ts';
import { engineActor, engineEffect, UNPROVIDED_EFFECT } from '../effects.ts';
import { failureText, reportToParent } from './report.ts';
import {
  type ConnectSocialInput,
  type ConnectSocialOutput,
  INITIAL_SOCIAL_LOGIN,
  type ProviderPageInput,
  type RedirectUriInput,
  type RedirectUriOutput,
  type SocialLoginContext,
  type SocialLoginStart,
  startedContext,
} from './socialLogin.context.ts';
import type { SocialLoginEvent } from './socialLogin.events.ts';
import {
  isSafeProviderUri,
  isSecureSiteResult,
  resultErrorCode,
  resultErrorText,
  UNUSABLE_RESULT_TEXT,
} from './socialLogin.rules.ts';

/** The watcher's placeholder (a callback actor: it reports events); the engine provides it. */
const watchProviderPlaceholder: CallbackActorLogic<EventObject, ProviderPageInput> = Object.assign(
  fromCallback<EventObject, ProviderPageInput>(() => {
    throw new Error('watchProvider is provided by the engine');
  }),
  { [UNPROVIDED_EFFECT]: 'watchProvider' },
);

/** Fail with `text`: shown in the view, and reported (the root tracks it). */
const fail = <A>(text: (args: A) => string) => ({ type: 'setError' as const, params: text });

/** The social login statechart. Run it with `createActor(socialLoginMachine.provide({ actors, actions }))`, then send 'social.start'. */
export const socialLoginMachine = setup({
  types: {
    context: {} as SocialLoginContext,
    events: {} as SocialLoginEvent,
  },
  actors: {
    /** §7 get social redirect URI {provider}: the provider's page. */
    getSocialRedirectUri: engineActor<RedirectUriOutput, RedirectUriInput>('getSocialRedirectUri'),
    /**
     * Shows `uri` in the popup and watches it: the secure site's `{ resultUri }` message →
     * 'social.result'; the popup closed (checked every SOCIAL_POPUP_CLOSED_CHECK_MS) → 'social.popupClosed'.
     */
    watchProvider: watchProviderPlaceholder,
    /** §7 connect social {uri, preferredAccountType, chainId, siwxMessage, rpcUrl}: the user. */
    connectSocial: engineActor<ConnectSocialOutput, ConnectSocialInput>('connectSocial'),
  },
  actions: {
    /** Redirect mode: the page goes to the provider (it returns with `result_uri`). */
    goToProvider: engineEffect<ProviderPageInput>('goToProvider'),
    /** The popup is no longer needed. */
    closePopup: engineEffect<void>('closePopup'),
    takeProviderUri: assign((_, uri: string) => ({ providerUri: uri })),
    takeResult: assign((_, resultUri: string) => ({ resultUri })),
    setError: assign((_, error: string) => ({ error })),
    takeStart: assign((_, start: SocialLoginStart) => startedContext(start)),
    report: reportToParent<SocialLoginContext, SocialLoginEvent>(),
  },
  guards: {
    noAuthConnector: ({ context }) => !context.hasAuthConnector,
    popupBlocked: ({ context }) => context.mode === 'popup' && !context.popupOpened,
    returnedWithResult: ({ context }) => context.resultUri !== undefined,
    redirectsPage: ({ context }) => context.mode === 'redirect',
    /** The frame's provider page is not a web page the popup or the page may go to. */
    isUnsafeProviderUri: (_, uri: string) => !isSafeProviderUri(uri),
    /** The result is not the secure site's callback page (a crafted `result_uri` link, another origin). */
    resultIsForeign: ({ context }) => !isSecureSiteResult(context.resultUri, context.secureSite),
    /** The provider's result carries an `error` parameter. */
    resultIsError: ({ context }) => resultErrorCode(context.resultUri) !== undefined,
  },
}).createMachine({
  id: 'socialLogin',
  context: INITIAL_SOCIAL_LOGIN,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'social.start': {
          target: 'starting',
          actions: {
            type: 'takeStart',
            params: ({ event }) => ({
              provider: event.provider,
              mode: event.mode,
              hasAuthConnector: event.hasAuthConnector,
              popupOpened: event.popupOpened,
              resultUri: event.resultUri,
              secureSite: event.secureSite,
            }),
          },
        },
      },
    },
    starting: {
      always: [
        { guard: 'noAuthConnector', target: 'failed', actions: fail(() => MESSAGES.noAuthConnectorFound) },
        {
          guard: 'popupBlocked',
          target: 'failed',
          actions: fail(() => MESSAGES.failedToInitiateSocialConnection),
        },
        { guard: 'returnedWithResult', target: 'receivedResult' },
        { target: 'withPopup' },
      ],
    },
    withPopup: {
      initial: 'gettingRedirect',
      exit: 'closePopup',
      on: {
        // §4 Cancellation: closing the modal ends a waiting social connect.
        'modal.closed': { target: 'failed', actions: fail(() => MESSAGES.modalClosed) },
      },
      states: {
        gettingRedirect: {
          invoke: {
            id: 'getSocialRedirectUri',
            src: 'getSocialRedirectUri',
            input: ({ context }) => ({ provider: context.provider }),
            onDone: [
              {
                guard: { type: 'isUnsafeProviderUri', params: ({ event }) => event.output.uri },
                target: '#socialLogin.failed',
                actions: fail(() => MESSAGES.failedToInitiateSocialConnection),
              },
              {
                guard: 'redirectsPage',
                target: '#socialLogin.redirecting',
                actions: { type: 'takeProviderUri', params: ({ event }) => event.output.uri },
              },
              {
                target: 'awaitingProvider',
                actions: { type: 'takeProviderUri', params: ({ event }) => event.output.uri },
              },
            ],
            onError: {
              target: '#socialLogin.failed',
              actions: fail(() => MESSAGES.failedToInitiateSocialConnection),
            },
          },
        },
        awaitingProvider: {
          invoke: {
            id: 'watchProvider',
            src: 'watchProvider',
            input: ({ context }) => ({ uri: context.providerUri ?? '' }),
            // The watcher refused to show the page (it checks the address again before the popup goes).
            onError: {
              target: '#socialLogin.failed',
              actions: fail(() => MESSAGES.failedToInitiateSocialConnection),
            },
          },
          on: {
            'social.result': {
              target: '#socialLogin.receivedResult',
              actions: { type: 'takeResult', params: ({ event }) => event.resultUri },
            },
            // §4 Cancellation: "a social popup closing before completion rejects the flow".
            'social.popupClosed': {
              target: '#socialLogin.failed',
              actions: fail(() => MESSAGES.popupClosed),
            },
          },
        },
      },
    },
    redirecting: {
      entry: { type: 'goToProvider', params: ({ context }) => ({ uri: context.providerUri ?? '' }) },
    },
    receivedResult: {
      always: [
        // Anyone can write a link with `result_uri`; only the secure site's callback counts.
        { guard: 'resultIsForeign', target: 'failed', actions: fail(() => UNUSABLE_RESULT_TEXT) },
        {
          guard: 'resultIsError',
          target: 'failed',
          actions: fail(({ context }: { context: SocialLoginContext }) => resultErrorText(context.resultUri)),
        },
        { target: 'connecting' },
      ],
    },
    connecting: {
      invoke: {
        id: 'connectSocial',
        src: 'connectSocial',
        input: ({ context }) => ({ uri: context.resultUri ?? '' }),
        onDone: {
          target: 'connected',
          actions: {
            type: 'report',
            params: ({ event }) => ({
              type: 'socialLogin.connected' as const,
              user: event.output,
            }),
          },
        },
        onError: {
          target: 'failed',
          actions: fail(({ event }: { event: { error: unknown } }) => failureText(event.error)),
        },
      },
      on: { 'modal.closed': { target: 'failed', actions: fail(() => MESSAGES.modalClosed) } },
    },
    connected: {},
    failed: {
      entry: {
        type: 'report',
        params: ({ context }) => ({
          type: 'socialLogin.failed' as const,
          error: context.error ?? MESSAGES.somethingWentWrong,
        }),
      },
    },
  },
});
