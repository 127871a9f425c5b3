/**
 * The root's three login regions (§4 Email connect, connect Farcaster, §7 social login), each the
 * same shape: its code loads on the visitor's first ask, its child runs while the login does, the
 * modal closing ends a waiting login (§4 Cancellation), and the user it reports connects AUTH on the
 * app's namespaces it serves; a failure is tracked (§7 /e CONNECT_ERROR) when analytics are on.
 */
import { assign, enqueueActions, raise, sendTo } from 'xstate';
import { MESSAGES } from '../../domain/errors.ts';
import { EMAIL_LOGIN_ID, FARCASTER_ID, SOCIAL_LOGIN_ID } from '../vocabulary/systemIds.ts';
import { connectAuthAndStop, modalSetup } from './modal.setup.ts';
import { connectErrorTracked } from './rootActions.ts';

/** §4 Email connect: its code loads with the first email submitted, the latest email wins meanwhile. */
export const emailLoginRegion = modalSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      on: {
        'modal.emailLogin': {
          target: 'loading',
          actions: assign({ pendingEmail: ({ event }) => ({ email: event.email, at: event.at }) }),
        },
      },
    },
    loading: {
      on: {
        // The latest email wins: it is the one sent once the code is here.
        'modal.emailLogin': {
          actions: assign({ pendingEmail: ({ event }) => ({ email: event.email, at: event.at }) }),
        },
      },
      invoke: {
        id: 'loadEmailLogin',
        src: 'loadEmailLogin',
        // A fresh email login (its input read now: §3 the last login time), told the email submitted.
        onDone: {
          target: 'running',
          actions: enqueueActions(({ context, event, enqueue }) => {
            const pending = context.pendingEmail;
            if (!pending) return;
            enqueue.spawnChild('emailLogin', { id: EMAIL_LOGIN_ID, input: event.output });
            enqueue.sendTo(EMAIL_LOGIN_ID, { type: 'emailLogin.submit', ...pending });
            enqueue.assign({ pendingEmail: undefined });
          }),
        },
        // §8 'Unable to load email login dependency'; the next submit tries again.
        onError: {
          target: 'idle',
          actions: [
            assign({ pendingEmail: undefined }),
            sendTo('notices', {
              type: 'notice.show',
              variant: 'error',
              message: MESSAGES.unableToLoadEmailLoginDependency,
            }),
          ],
        },
      },
    },
    running: {
      on: {
        'modal.emailLogin': {
          actions: sendTo(EMAIL_LOGIN_ID, ({ event }) => ({
            type: 'emailLogin.submit' as const,
            email: event.email,
            at: event.at,
          })),
        },
        // §4 Cancellation: closing the modal rejects a waiting email connect ('Modal closed').
        'router.closed': { actions: sendTo(EMAIL_LOGIN_ID, { type: 'modal.closed' }) },
        // §4 Email connect: the embedded wallet's user is known: connect the AUTH connection on the
        // app's namespaces it serves (eip155, solana).
        // The next login (after a disconnect) is a fresh flow, its input read again.
        'emailLogin.connected': {
          target: 'idle',
          actions: connectAuthAndStop(EMAIL_LOGIN_ID),
        },
        'emailLogin.failed': {
          actions: raise(({ event }) => connectErrorTracked(event.error)),
        },
      },
    },
  },
});

/** §4 connect Farcaster: its actor runs while its view does; once it reports the user, AUTH connects. */
export const farcasterRegion = modalSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: { on: { 'modal.farcaster': 'loading' } },
    loading: {
      on: { 'modal.farcasterEnd': 'idle', 'router.closed': 'idle' },
      invoke: {
        id: 'loadFarcaster',
        src: 'loadFarcaster',
        onDone: {
          target: 'running',
          actions: enqueueActions(({ enqueue }) => {
            enqueue.spawnChild('farcaster', { id: FARCASTER_ID });
            enqueue.sendTo(FARCASTER_ID, { type: 'farcaster.start' });
          }),
        },
        // §8 'Failed to connect to farcaster'; the next start tries again.
        onError: {
          target: 'idle',
          actions: sendTo('notices', {
            type: 'notice.show',
            variant: 'error',
            message: MESSAGES.failedToConnectToFarcaster,
          }),
        },
      },
    },
    running: {
      on: {
        'modal.farcaster': { actions: sendTo(FARCASTER_ID, { type: 'farcaster.start' }) },
        // §4 Cancellation: the view left or the modal closed ends a waiting sign-in.
        'modal.farcasterEnd': { actions: sendTo(FARCASTER_ID, { type: 'modal.closed' }) },
        'router.closed': { actions: sendTo(FARCASTER_ID, { type: 'modal.closed' }) },
        // The visitor approved: the AUTH connection connects on the app's namespaces it serves, as
        // for email; the next login is a fresh flow.
        'farcaster.connected': {
          target: 'idle',
          actions: connectAuthAndStop(FARCASTER_ID),
        },
        'farcaster.failed': {
          actions: raise(({ event }) => connectErrorTracked(event.error)),
        },
      },
    },
  },
});

/** §7 social login: the child runs from the visitor's pick until its user connected or it is given up. */
export const socialLoginRegion = modalSetup.createStateConfig({
  initial: 'idle',
  on: {
    // A new pick (or a try again) is a fresh flow. The popup it opened is the same named window as
    // the last one's, so the last flow is stopped, not ended (ending it would close that window).
    'socialLogin.start': {
      target: '.running',
      actions: [
        modalSetup.stopChild(SOCIAL_LOGIN_ID),
        modalSetup.spawnChild('socialLogin', { id: SOCIAL_LOGIN_ID, input: {} }),
        sendTo(SOCIAL_LOGIN_ID, ({ event }) => ({ type: 'social.start' as const, ...event.start })),
      ],
    },
  },
  states: {
    idle: {},
    running: {
      on: {
        // §4 Cancellation: closing the modal ends a waiting social connect.
        'router.closed': { actions: sendTo(SOCIAL_LOGIN_ID, { type: 'modal.closed' }) },
        // Given up by the hook's cancel, or when its view went (Back): never in an unmount, which
        // StrictMode replays while the popup, opened in the click, cannot be opened again.
        'socialLogin.stop': { target: 'idle', actions: 'endSocialLogin' },
        'router.viewGone': { guard: 'leftSocialLoginView', target: 'idle', actions: 'endSocialLogin' },
        // The embedded wallet's user is known: connect AUTH on the namespaces it serves, as for email.
        'socialLogin.connected': {
          target: 'idle',
          actions: connectAuthAndStop(SOCIAL_LOGIN_ID),
        },
        // The failure stays on screen (the child keeps it); analytics hear it.
        'socialLogin.failed': {
          actions: raise(({ event }) => connectErrorTracked(event.error)),
        },
      },
    },
  },
});
