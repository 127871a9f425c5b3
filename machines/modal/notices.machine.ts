/**
 * The modal's notices (§2): a snackbar and the alerts, two independent regions of one machine.
 *
 * Snackbar: `closed` / `open` / `reopening`. A message arriving while one is open closes it (open
 * flag false) and opens the new one after NOTICE_REOPEN_MS, so the visitor sees the change; a message
 * arriving during that pause replaces the queued one (the latest wins) without restarting the pause.
 * Closing resets message and variant. Each notice gets an id (1, 2, … in the order shown); a close
 * naming an id (the snackbar's close button) closes the snackbar only while that notice is shown or
 * queued, never a newer one. A success notice may carry
 * its transaction (hash, explorer page), which the root adds after a send, a swap or a purchase.
 *
 * Alerts: `hidden` / `shown`. Every alert's long message goes to the console through `logAlert`
 * (the engine may provide its own logger); the short message is shown only in debug mode, so outside
 * it `alert` stays null and the region stays `hidden`.
 *
 * Pure: the console is reached only through the named action `logAlert`. Other machines report what
 * to show to the root ('notice.raised', 'alert.raised'), which sends it here.
 */
import { assign, setup } from 'xstate';
import { NOTICE_REOPEN_MS } from '../../domain/constants.ts';
import type { Alert } from '../../domain/errors.ts';
import type {
  Notice,
  NoticesEvent,
  NoticeTransaction,
  NoticeVariant,
  ShownNotice,
} from '../vocabulary/notices.events.ts';

/** The snackbar's variant when no message is shown (what closing resets to). */
export const DEFAULT_NOTICE_VARIANT: NoticeVariant = 'success';

/** The notices' context: the snackbar's message, variant and open flag, the queued message and the alert. */
export interface NoticesContext {
  /** The id of the notice shown (0: none). */
  id: number;
  message: string;
  variant: NoticeVariant;
  /** The transaction of a success notice after a send, a swap or a purchase. */
  transaction: NoticeTransaction | undefined;
  /** The id the next notice gets. */
  nextId: number;
  /** Whether the snackbar is on screen; false while reopening. */
  open: boolean;
  /** The message waiting for the reopen pause to end. */
  queued: ShownNotice | null;
  /** The alert on screen: only in debug mode, else null. */
  alert: Alert | null;
  /** Debug mode (§2): alerts show their short message. */
  debug: boolean;
}

/** Input of the notices machine. */
export type NoticesInput = { debug?: boolean } | undefined;

const CLOSED_SNACKBAR = {
  id: 0,
  message: '',
  variant: DEFAULT_NOTICE_VARIANT,
  transaction: undefined,
  open: false,
  queued: null,
} as const;

type CloseEvent = Extract<NoticesEvent, { type: 'notice.close' }>;

/** Whether a close names another notice than `notice` by its id; a bare close names any. */
const namesAnother = (event: CloseEvent, notice: ShownNotice | null): boolean =>
  event.id !== undefined && event.id !== notice?.id;

/** A notice with its id: no transaction unless it has one. */
const numbered = (notice: Notice, id: number): ShownNotice => ({ transaction: undefined, ...notice, id });

/** The notice a 'notice.show' carries. */
const noticeOf = ({ variant, message, transaction }: Notice): Notice =>
  transaction ? { variant, message, transaction } : { variant, message };

/** The notices statechart of §2. The root tells it what its children raise ('notice.raised', 'alert.raised'). */
export const noticesMachine = setup({
  types: {
    context: {} as NoticesContext,
    events: {} as NoticesEvent,
    input: {} as NoticesInput,
  },
  actions: {
    /** §2: the long message is logged to the console. The engine may route it to its own logger. */
    logAlert: (_, alert: Alert) => {
      console.error(alert.longMessage);
    },
    showMessage: assign(({ context }, notice: Notice) => ({
      ...numbered(notice, context.nextId),
      nextId: context.nextId + 1,
      open: true,
      queued: null,
    })),
    /** Close the current message and keep the new one for after the pause. */
    queueMessage: assign(({ context }, notice: Notice) => ({
      open: false,
      queued: numbered(notice, context.nextId),
      nextId: context.nextId + 1,
    })),
    showQueued: assign(({ context }) =>
      context.queued ? { ...context.queued, open: true, queued: null } : {},
    ),
    resetSnackbar: assign(() => ({ ...CLOSED_SNACKBAR })),
    takeAlert: assign((_, alert: Alert) => ({ alert })),
    clearAlert: assign(() => ({ alert: null })),
    takeDebug: assign((_, debug: boolean) => ({ debug })),
  },
  guards: {
    isDebug: ({ context }) => context.debug,
    /** An 'alert.close' for another alert than the one on screen (a flow withdrawing its own alert). */
    isOtherAlert: ({ context, event }) =>
      event.type === 'alert.close' && event.code !== undefined && event.code !== context.alert?.code,
    /** A 'notice.close' for another notice than the one shown (an older one's close button). */
    isOtherNotice: ({ context, event }) =>
      event.type === 'notice.close' &&
      namesAnother(event, { id: context.id, message: context.message, variant: context.variant }),
    /** A 'notice.close' for another notice than the one about to show. */
    isOtherQueuedNotice: ({ context, event }) =>
      event.type === 'notice.close' && namesAnother(event, context.queued),
    turnsDebugOff: ({ event }) => event.type === 'alert.debug' && !event.debug,
  },
  delays: { NOTICE_REOPEN_MS },
}).createMachine({
  id: 'notices',
  type: 'parallel',
  context: ({ input }) => ({ ...CLOSED_SNACKBAR, nextId: 1, alert: null, debug: input?.debug ?? false }),
  states: {
    snackbar: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'notice.show': {
              target: 'open',
              actions: {
                type: 'showMessage',
                params: ({ event }) => noticeOf(event),
              },
            },
          },
        },
        open: {
          on: {
            'notice.show': {
              target: 'reopening',
              actions: {
                type: 'queueMessage',
                params: ({ event }) => noticeOf(event),
              },
            },
            'notice.close': [
              // Someone else's message is on screen now: it stays.
              { guard: 'isOtherNotice' },
              { target: 'closed', actions: 'resetSnackbar' },
            ],
          },
        },
        reopening: {
          after: { NOTICE_REOPEN_MS: { target: 'open', actions: 'showQueued' } },
          on: {
            // The snackbar is already closed: the newer message replaces the queued one, same pause.
            'notice.show': {
              actions: {
                type: 'queueMessage',
                params: ({ event }) => noticeOf(event),
              },
            },
            'notice.close': [
              // The message about to show is someone else's: it still shows.
              { guard: 'isOtherQueuedNotice' },
              { target: 'closed', actions: 'resetSnackbar' },
            ],
          },
        },
      },
    },
    alert: {
      initial: 'hidden',
      states: {
        hidden: {
          on: {
            'alert.show': [
              {
                guard: 'isDebug',
                target: 'shown',
                actions: [
                  { type: 'logAlert', params: ({ event }) => event.alert },
                  { type: 'takeAlert', params: ({ event }) => event.alert },
                ],
              },
              // Outside debug mode the alert is only logged (§2).
              { actions: { type: 'logAlert', params: ({ event }) => event.alert } },
            ],
            'alert.debug': { actions: { type: 'takeDebug', params: ({ event }) => event.debug } },
          },
        },
        shown: {
          on: {
            // A newer alert takes the place of the one on screen.
            'alert.show': {
              actions: [
                { type: 'logAlert', params: ({ event }) => event.alert },
                { type: 'takeAlert', params: ({ event }) => event.alert },
              ],
            },
            'alert.close': [
              // Someone else's alert is on screen now: it stays.
              { guard: 'isOtherAlert' },
              { target: 'hidden', actions: 'clearAlert' },
            ],
            'alert.debug': [
              {
                guard: 'turnsDebugOff',
                target: 'hidden',
                actions: [{ type: 'takeDebug', params: ({ event }) => event.debug }, 'clearAlert'],
              },
              { actions: { type: 'takeDebug', params: ({ event }) => event.debug } },
            ],
          },
        },
      },
    },
  },
});
