/**
 * Model test of social login (§7 social login popup and its resultUri, §4 Cancellation, §2 the
 * messaging mini-app's `result_uri`, §8 texts): paths generated from its graph, the frame requests
 * settled by the path, the watcher's reports ('social.result', 'social.popupClosed') sent as the
 * engine's watcher would. At every step: the text the ConnectingSocial view shows (exactly the
 * spec's), what was reported to the root, and when the popup was closed or the page sent away.
 * A result from anywhere but the secure site's callback (a crafted `result_uri` link) fails
 * with 'Failed to connect' and never reaches the frame; a provider page that is not a web page fails
 * with 'Failed to initiate social connection' and is never shown.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { MESSAGES } from '../domain/errors.ts';
import { type EmbeddedWalletUser, type SocialLoginStart, socialLoginMachine } from '../machines/index.ts';
import { EffectLog } from './effects.ts';
import { describeModel, noCheck } from './harness.ts';

type SocialLoginSnapshot = SnapshotFrom<typeof socialLoginMachine>;

const PROVIDER_URI = 'https://accounts.example.com/authorize?state=s1';
const SCRIPT_URI = 'javascript:alert(document.domain)';
const RESULT_URI = 'https://secure.example.com/social/callback?code=c1&state=s1';
const DENIED_URI = 'https://secure.example.com/social/callback?error=access_denied&state=s1';
/** A crafted link's result: another origin, with words of its own. */
const FOREIGN_URI = 'https://evil.example/social/callback?error=Call+us+now&code=c1';
const USER: EmbeddedWalletUser = {
  email: null,
  address: '0x2222222222222222222222222222222222222222',
  chainId: 1,
  userName: 'ada',
  preferredAccountType: 'eoa',
};

const reported = new EffectLog<string>();
const popup = new EffectLog<string>();

const POPUP: SocialLoginStart = {
  provider: 'github',
  mode: 'popup',
  hasAuthConnector: true,
  popupOpened: true,
  secureSite: 'https://secure.example.com/sdk',
};
const STARTS: readonly SocialLoginStart[] = [
  POPUP,
  { ...POPUP, popupOpened: false },
  { ...POPUP, hasAuthConnector: false },
  { ...POPUP, mode: 'redirect', popupOpened: false },
  { ...POPUP, mode: 'redirect', popupOpened: false, resultUri: RESULT_URI },
  { ...POPUP, mode: 'redirect', popupOpened: false, resultUri: DENIED_URI },
  { ...POPUP, mode: 'redirect', popupOpened: false, resultUri: FOREIGN_URI },
];

const previousOf = (previous: unknown) => previous as SocialLoginSnapshot;
const failureText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong';

describeModel(socialLoginMachine, {
  // The watcher's reports are the path's 'social.result' / 'social.popupClosed' steps; its error (it
  // refuses a page that is not a web page, whatever the statechart checked) is the path's too.
  controlledActors: ['getSocialRedirectUri', 'watchProvider', 'connectSocial'],
  effects: [reported, popup],
  provide: {
    actions: {
      report: (_, report) => {
        reported.record(
          report.type === 'socialLogin.connected'
            ? `${report.type} ${report.user.userName}`
            : report.type === 'socialLogin.failed'
              ? `${report.type} ${report.error}`
              : report.type,
        );
      },
      closePopup: () => popup.record('closed'),
      goToProvider: (_, { uri }) => popup.record(`page sent to ${uri}`),
    },
  },
  events: {
    'social.start': STARTS.map((start) => ({ type: 'social.start' as const, ...start })),
    'social.result': [
      { type: 'social.result', resultUri: RESULT_URI },
      { type: 'social.result', resultUri: DENIED_URI },
      { type: 'social.result', resultUri: FOREIGN_URI },
    ],
    'xstate.done.actor.getSocialRedirectUri': [
      { type: 'xstate.done.actor.getSocialRedirectUri', output: { uri: PROVIDER_URI } },
      { type: 'xstate.done.actor.getSocialRedirectUri', output: { uri: SCRIPT_URI } },
    ],
    'xstate.error.actor.getSocialRedirectUri': [
      { type: 'xstate.error.actor.getSocialRedirectUri', error: new Error('iframe_request_timeout') },
    ],
    'xstate.done.actor.connectSocial': [{ type: 'xstate.done.actor.connectSocial', output: USER }],
    'xstate.error.actor.connectSocial': [
      { type: 'xstate.error.actor.connectSocial', error: new Error('Invalid social result') },
    ],
  },
  simplePaths: false,
  states: {
    '*': (snapshot: SocialLoginSnapshot, { event, previous }) => {
      if (!previous) return;
      const before = previousOf(previous);
      if (event.type === 'modal.closed' && before.matches('withPopup')) {
        // §4 Cancellation: a waiting social connect ends; the popup goes.
        expect(reported.step).toEqual(['socialLogin.failed Modal closed']);
        expect(popup.step).toEqual(['closed']);
      }
      if (event.type === 'social.popupClosed' && before.matches({ withPopup: 'awaitingProvider' })) {
        // §4 "a social popup closing before completion rejects the flow".
        expect(snapshot.context.error).toBe('Popup closed');
        expect(reported.step).toEqual(['socialLogin.failed Popup closed']);
      }
      if (!before.matches('withPopup') && event.type !== 'social.start') {
        // The popup is closed once, when the flow leaves it.
        expect(popup.step.filter((entry) => entry === 'closed')).toEqual([]);
      }
    },
    idle: (snapshot: SocialLoginSnapshot, { previous }) => {
      expect(previous).toBeUndefined();
      expect(snapshot.context.provider).toBeUndefined();
      expect(reported.step).toEqual([]);
    },
    starting: noCheck(
      'transient: its rules are checked in the states it leads to (failed, gettingRedirect, connecting)',
    ),
    receivedResult: noCheck(
      'transient: a foreign result or one with error= is checked in failed, the rest in connecting',
    ),
    'withPopup.gettingRedirect': (snapshot: SocialLoginSnapshot, { event }) => {
      // A popup opened in the click, or redirect mode: the provider's page is asked for (§7 {provider}).
      expect(event.type).toBe('social.start');
      expect(snapshot.context.provider).toBe('github');
      expect(snapshot.context.hasAuthConnector).toBe(true);
      expect(snapshot.context.mode === 'redirect' || snapshot.context.popupOpened).toBe(true);
      expect(snapshot.context.resultUri).toBeUndefined();
      expect(reported.step).toEqual([]);
    },
    'withPopup.awaitingProvider': (snapshot: SocialLoginSnapshot) => {
      // "Connect in the provider window": the popup shows the provider's page (a web page only).
      expect(snapshot.context.mode).toBe('popup');
      expect(snapshot.context.providerUri).toBe(PROVIDER_URI);
      expect(popup.step).toEqual([]);
      expect(snapshot.context.error).toBeUndefined();
    },
    redirecting: (snapshot: SocialLoginSnapshot) => {
      // §2 mini-apps: the page itself goes to the provider; no popup.
      expect(snapshot.context.mode).toBe('redirect');
      expect(popup.step).toEqual(['closed', `page sent to ${PROVIDER_URI}`]);
      expect(reported.step).toEqual([]);
    },
    connecting: (snapshot: SocialLoginSnapshot, { event }) => {
      // "Retrieving user data": the result had no error; from the popup (closed now) or the returned page.
      expect(snapshot.context.resultUri).toBe(RESULT_URI);
      expect(snapshot.context.error).toBeUndefined();
      if (event.type === 'social.result') expect(popup.step).toEqual(['closed']);
      else expect(popup.step).toEqual([]);
      expect(reported.step).toEqual([]);
    },
    connected: (snapshot: SocialLoginSnapshot) => {
      expect(snapshot.context.error).toBeUndefined();
      expect(reported.step).toEqual(['socialLogin.connected ada']);
    },
    failed: (snapshot: SocialLoginSnapshot, { event, previous }) => {
      const before = previousOf(previous);
      // A result's failure: a foreign one reads 'Failed to connect'; access_denied its own known text.
      const resultText = (uri: string | undefined) =>
        uri === DENIED_URI ? MESSAGES.connectionRejected : MESSAGES.failedToConnect;
      const expected =
        event.type === 'social.start'
          ? !event.hasAuthConnector
            ? MESSAGES.noAuthConnectorFound
            : event.resultUri !== undefined
              ? resultText(event.resultUri)
              : // A popup the browser blocked.
                MESSAGES.failedToInitiateSocialConnection
          : event.type === 'social.result'
            ? resultText(event.resultUri)
            : event.type === 'xstate.done.actor.getSocialRedirectUri' ||
                event.type === 'xstate.error.actor.watchProvider'
              ? // The frame's provider page is not a web page: never shown.
                MESSAGES.failedToInitiateSocialConnection
              : event.type === 'social.popupClosed'
                ? MESSAGES.popupClosed
                : event.type === 'modal.closed'
                  ? MESSAGES.modalClosed
                  : event.type === 'xstate.error.actor.getSocialRedirectUri'
                    ? MESSAGES.failedToInitiateSocialConnection
                    : failureText((event as { error?: unknown }).error);
      expect(snapshot.context.error).toBe(expected);
      expect(reported.step).toEqual([`socialLogin.failed ${expected}`]);
      expect(before.matches('failed')).toBe(false);
    },
  },
});
