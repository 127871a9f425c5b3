import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { NOTICE_REOPEN_MS } from '../../domain/constants.ts';
import { ALERTS } from '../../domain/errors.ts';
import { noticesMachine } from './notices.machine.ts';

function startNotices(debug: boolean) {
  const clock = new SimulatedClock();
  const actor = createActor(noticesMachine, { input: { debug }, clock });
  actor.start();
  return { actor, clock, context: () => actor.getSnapshot().context };
}

afterEach(() => vi.restoreAllMocks());

describe('notification banner (§2)', () => {
  it('shows a message with its variant and the open flag', () => {
    const { actor, context } = startNotices(false);
    actor.send({ type: 'notice.show', variant: 'loading', message: 'Waiting' });
    expect(context()).toMatchObject({ message: 'Waiting', variant: 'loading', open: true });
  });

  it('supports the variants success, loading, error and info', () => {
    const { actor, context } = startNotices(false);
    for (const variant of ['success', 'loading', 'error', 'info'] as const) {
      actor.send({ type: 'notice.close' });
      actor.send({ type: 'notice.show', variant, message: variant });
      expect(context()).toMatchObject({ variant, open: true });
    }
  });

  it('when a new message arrives while one is open, it closes and reopens after 150 ms', () => {
    const { actor, clock, context } = startNotices(false);
    actor.send({ type: 'notice.show', variant: 'success', message: 'first' });
    actor.send({ type: 'notice.show', variant: 'error', message: 'second' });
    expect(context().open).toBe(false);
    expect(actor.getSnapshot().matches({ snackbar: 'reopening' })).toBe(true);
    clock.increment(NOTICE_REOPEN_MS - 1);
    expect(context().open).toBe(false);
    clock.increment(1);
    expect(NOTICE_REOPEN_MS).toBe(150);
    expect(context()).toMatchObject({ message: 'second', variant: 'error', open: true, queued: null });
  });

  it('a message arriving during the reopen pause replaces the queued one without restarting the pause', () => {
    const { actor, clock, context } = startNotices(false);
    actor.send({ type: 'notice.show', variant: 'success', message: 'first' });
    actor.send({ type: 'notice.show', variant: 'error', message: 'second' });
    clock.increment(100);
    actor.send({ type: 'notice.show', variant: 'info', message: 'third' });
    clock.increment(NOTICE_REOPEN_MS - 100);
    expect(context()).toMatchObject({ message: 'third', variant: 'info', open: true });
  });

  it('closing resets message and variant', () => {
    const { actor, context } = startNotices(false);
    actor.send({ type: 'notice.show', variant: 'error', message: 'oops' });
    actor.send({ type: 'notice.close' });
    expect(context()).toMatchObject({ message: '', variant: 'success', open: false, queued: null });
  });

  it('closing during the reopen pause drops the queued message', () => {
    const { actor, clock, context } = startNotices(false);
    actor.send({ type: 'notice.show', variant: 'success', message: 'first' });
    actor.send({ type: 'notice.show', variant: 'error', message: 'second' });
    actor.send({ type: 'notice.close' });
    clock.increment(NOTICE_REOPEN_MS);
    expect(context()).toMatchObject({ message: '', variant: 'success', open: false, queued: null });
  });
});

describe('alerts (§2)', () => {
  it('a success notice after a send carries its transaction; closing resets it', () => {
    const { actor, context } = startNotices(false);
    const transaction = { hash: `0x${'ab'.repeat(32)}`, explorerUrl: 'https://etherscan.io/tx/0xab' };
    actor.send({ type: 'notice.show', variant: 'success', message: 'Transaction sent', transaction });
    expect(context()).toMatchObject({ message: 'Transaction sent', transaction, open: true });
    actor.send({ type: 'notice.close' });
    expect(context().transaction).toBeUndefined();
  });

  it('a plain notice after a success notice has no transaction', () => {
    const { actor, clock, context } = startNotices(false);
    actor.send({
      type: 'notice.show',
      variant: 'success',
      message: 'Transaction sent',
      transaction: { hash: '0x1' },
    });
    actor.send({ type: 'notice.show', variant: 'error', message: 'Chain is not supported' });
    clock.increment(NOTICE_REOPEN_MS);
    expect(context()).toMatchObject({
      message: 'Chain is not supported',
      transaction: undefined,
      open: true,
    });
  });

  it('each notice gets an id; a close naming an older id leaves a newer notice on screen', () => {
    const { actor, clock, context } = startNotices(false);
    actor.send({ type: 'notice.show', variant: 'success', message: 'first' });
    const first = context().id;
    actor.send({ type: 'notice.show', variant: 'success', message: 'second' });
    // The first one's close button, clicked late: the second is queued and still shows.
    actor.send({ type: 'notice.close', id: first });
    clock.increment(NOTICE_REOPEN_MS);
    expect(context()).toMatchObject({ message: 'second', open: true });
    const second = context().id;
    expect(second).toBeGreaterThan(first);
    actor.send({ type: 'notice.close', id: first });
    expect(context().open).toBe(true);
    actor.send({ type: 'notice.close', id: second });
    expect(context()).toMatchObject({ open: false, message: '', id: 0 });
  });

  it('the long message is logged to the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { actor } = startNotices(false);
    actor.send({ type: 'alert.show', alert: ALERTS.RATE_LIMITED_APP_CONFIGURATION });
    expect(error).toHaveBeenCalledWith(ALERTS.RATE_LIMITED_APP_CONFIGURATION.longMessage);
  });

  it('the short one is shown only in debug mode', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const quiet = startNotices(false);
    quiet.actor.send({ type: 'alert.show', alert: ALERTS.INVALID_APP_CONFIGURATION });
    expect(quiet.context().alert).toBeNull();

    const debug = startNotices(true);
    debug.actor.send({ type: 'alert.show', alert: ALERTS.INVALID_APP_CONFIGURATION });
    expect(debug.context().alert?.shortMessage).toBe('Invalid App Configuration');
    debug.actor.send({ type: 'alert.close' });
    expect(debug.context().alert).toBeNull();
  });

  it('turning debug mode off hides the alert on screen; turning it on shows the next one', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { actor, context } = startNotices(true);
    actor.send({ type: 'alert.show', alert: ALERTS.SERVER_ERROR_APP_CONFIGURATION });
    actor.send({ type: 'alert.debug', debug: false });
    expect(context().alert).toBeNull();
    actor.send({ type: 'alert.debug', debug: true });
    actor.send({ type: 'alert.show', alert: ALERTS.INVALID_PROJECT_ID });
    expect(context().alert?.shortMessage).toBe('Invalid Project ID - update configuration');
  });

  it('alerts and the banner are independent', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { actor, context } = startNotices(true);
    actor.send({ type: 'notice.show', variant: 'info', message: 'hello' });
    actor.send({ type: 'alert.show', alert: ALERTS.PROJECT_ID_NOT_CONFIGURED });
    actor.send({ type: 'notice.close' });
    expect(context().alert?.code).toBe('PROJECT_ID_NOT_CONFIGURED');
    expect(context().open).toBe(false);
  });
});
