/**
 * Model test of the notices (§2): paths generated from the graph of the snackbar and alert regions,
 * with the §2 rules asserted at every state they apply to.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ALERTS, type Alert } from '../domain/errors.ts';
import { type NoticesEvent, noticesMachine } from '../machines/index.ts';
import { EffectLog } from './effects.ts';
import { describeModel } from './harness.ts';

type NoticesSnapshot = SnapshotFrom<typeof noticesMachine>;

/** Long messages logged by `logAlert` in this path, in order. */
const logged = new EffectLog<string>();

function previousOf(previous: unknown): NoticesSnapshot {
  // Read only for steps after the initial one, where the harness sets it.
  if (!previous) throw new Error('no previous snapshot');
  return previous as NoticesSnapshot;
}

function noticeOf(event: { type: string }): Extract<NoticesEvent, { type: 'notice.show' }> | undefined {
  return event.type === 'notice.show' ? (event as Extract<NoticesEvent, { type: 'notice.show' }>) : undefined;
}

function alertOf(event: { type: string }): Alert | undefined {
  return event.type === 'alert.show'
    ? (event as Extract<NoticesEvent, { type: 'alert.show' }>).alert
    : undefined;
}

/**
 * A vertex: the state and the context with the notices' ids made relative to the next one (ids only
 * grow, so the graph would have no end; what a state's rules read is which notice is which).
 */
const vertexOf = (snapshot: NoticesSnapshot) => {
  const { id, nextId, queued, ...rest } = snapshot.context;
  // 1: the latest notice; 2: an older one (a message replaced while reopening keeps its old id).
  const relative = (of: number) => (of === 0 ? 0 : Math.min(nextId - of, 2));
  return JSON.stringify({
    value: snapshot.value,
    context: { ...rest, id: relative(id), queued: queued && { ...queued, id: relative(queued.id) } },
  });
};

describeModel(noticesMachine, {
  input: { debug: false },
  serializeState: vertexOf,
  effects: [logged],
  provide: {
    actions: {
      logAlert: (_, alert: Alert) => {
        logged.record(alert.longMessage);
      },
    },
  },
  events: {
    'notice.show': [
      { type: 'notice.show', variant: 'success', message: 'Saved' },
      { type: 'notice.show', variant: 'info', message: 'Name available' },
      // After a send: the success notice carries its transaction (hash, explorer page).
      {
        type: 'notice.show',
        variant: 'success',
        message: 'Transaction sent',
        transaction: { hash: '0xabc', explorerUrl: 'https://etherscan.io/tx/0xabc' },
      },
    ],
    'notice.close': [
      { type: 'notice.close' },
      // The close button of a notice no longer shown (ids start at 1, so 0 is never the one on
      // screen or queued); which id closes which is checked in notices.machine.test.ts.
      { type: 'notice.close', id: 0 },
    ],
    'alert.show': [
      { type: 'alert.show', alert: ALERTS.INVALID_APP_CONFIGURATION },
      { type: 'alert.show', alert: ALERTS.RATE_LIMITED_APP_CONFIGURATION },
    ],
    'alert.close': [
      { type: 'alert.close' },
      // A flow withdrawing its own alert: only that one goes.
      { type: 'alert.close', code: 'INVALID_APP_CONFIGURATION' },
    ],
    'alert.debug': [
      { type: 'alert.debug', debug: true },
      { type: 'alert.debug', debug: false },
    ],
  },
  // A new message while one is open is a different one, so the reopen step visibly changes the text.
  filterEvents: (snapshot, event) =>
    event.type !== 'notice.show' ||
    !snapshot.matches({ snackbar: 'open' }) ||
    event.message !== snapshot.context.message,
  states: {
    '*': (snapshot: NoticesSnapshot, { event }) => {
      // The open flag is the snackbar's state, never out of step with it.
      expect(snapshot.context.open).toBe(snapshot.matches({ snackbar: 'open' }));
      // §2: the long message of every alert is logged to the console, once; nothing else is logged.
      const alert = alertOf(event);
      expect(logged.step).toEqual(alert ? [alert.longMessage] : []);
    },
    'snackbar.closed': (snapshot: NoticesSnapshot, { event, previous }) => {
      // §2 "Closing resets message and variant."
      expect(snapshot.context).toMatchObject({ message: '', variant: 'success', open: false, queued: null });
      if (previous && !previousOf(previous).matches({ snackbar: 'closed' })) {
        // Only a close naming no other notice closes an open or reopening snackbar.
        expect(event).toEqual({ type: 'notice.close' });
      }
    },
    'snackbar.open': (snapshot: NoticesSnapshot, { event, previous }) => {
      const { context } = snapshot;
      expect(context.queued).toBeNull();
      const shown = noticeOf(event);
      if (shown)
        expect(context).toMatchObject({
          message: shown.message,
          variant: shown.variant,
          transaction: shown.transaction,
          id: context.nextId - 1,
        });
      if (event.type === 'notice.close') {
        // Another notice's close leaves the one on screen as it was; a bare close always closes.
        expect((event as Extract<NoticesEvent, { type: 'notice.close' }>).id).toBe(0);
        expect(context).toEqual(previousOf(previous).context);
      }
      if (event.type.startsWith('xstate.after.')) {
        // §2: after NOTICE_REOPEN_MS the queued message shows.
        expect(event.type).toMatch(/^xstate\.after\.NOTICE_REOPEN_MS\./);
        const queued = previousOf(previous).context.queued;
        expect(context).toMatchObject({
          message: queued?.message,
          variant: queued?.variant,
          transaction: queued?.transaction,
          id: queued?.id,
        });
      }
    },
    'snackbar.reopening': (snapshot: NoticesSnapshot, { event, previous }) => {
      // §2 "When a new message arrives while one is open, it closes": the open flag is false.
      expect(snapshot.context.open).toBe(false);
      if (event.type === 'notice.close') {
        // The notice about to show is another one: it still shows after the pause.
        expect((event as Extract<NoticesEvent, { type: 'notice.close' }>).id).toBe(0);
        expect(snapshot.context).toEqual(previousOf(previous).context);
      }
      const shown = noticeOf(event);
      if (shown) {
        expect(snapshot.context.queued).toEqual({
          variant: shown.variant,
          message: shown.message,
          transaction: shown.transaction,
          id: snapshot.context.nextId - 1,
        });
        // The closing banner keeps the old text until the new one opens.
        expect(snapshot.context.message).toBe(previousOf(previous).context.message);
      }
    },
    'alert.hidden': (snapshot: NoticesSnapshot, { event, previous }) => {
      expect(snapshot.context.alert).toBeNull();
      if (event.type === 'alert.close' && previousOf(previous).matches({ alert: 'shown' })) {
        const closed = previousOf(previous).context.alert?.code;
        expect(event.code === undefined || event.code === closed).toBe(true);
      }
      // §2: outside debug mode an alert is logged but not shown.
      if (alertOf(event)) expect(snapshot.context.debug).toBe(false);
    },
    'alert.shown': (snapshot: NoticesSnapshot, { event, previous }) => {
      if (event.type === 'alert.close')
        // Closing another alert than the one on screen leaves it there.
        expect(event.code).not.toBe(previousOf(previous).context.alert?.code);
      // §2: the short message is shown only in debug mode.
      expect(snapshot.context.debug).toBe(true);
      expect(snapshot.context.alert?.shortMessage).toBeTypeOf('string');
      const alert = alertOf(event);
      if (alert) expect(snapshot.context.alert).toEqual(alert);
    },
  },
});
