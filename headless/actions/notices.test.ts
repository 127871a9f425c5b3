import { afterEach, describe, expect, test } from 'vitest';
import { ALERTS } from '../../domain/errors.ts';
import { createModal, type PorticoModal } from '../createModal.ts';
import { startEngine } from '../engine.ts';
import { closeAlert, closeSnackbar, showSnackbar } from './notices.ts';

let modal: PorticoModal | undefined;
afterEach(() => modal?.destroy());

const noticesOf = (instance: PorticoModal) => {
  const notices = instance.engine?.notices;
  if (!notices) throw new Error('the engine has not loaded');
  return notices;
};

describe('the snackbar and alert actions (§2)', () => {
  test('showSnackbar shows the message with its variant; closeSnackbar closes and resets it', () => {
    modal = createModal({ projectId: 'p' }, { fetch: async () => Response.json({}), startEngine });
    showSnackbar(modal, { variant: 'success', message: 'Address copied' });
    expect(noticesOf(modal).getSnapshot().context).toMatchObject({
      open: true,
      variant: 'success',
      message: 'Address copied',
    });
    closeSnackbar(modal);
    expect(noticesOf(modal).getSnapshot().context).toMatchObject({ open: false, message: '' });
  });

  test('closeAlert with a code closes only that alert; without one it closes the alert shown', () => {
    modal = createModal(
      { projectId: 'p', debug: true },
      { fetch: async () => Response.json({}), startEngine },
    );
    noticesOf(modal).send({ type: 'alert.show', alert: ALERTS.IFRAME_LOAD_FAILED });
    closeAlert(modal, { code: 'UNVERIFIED_DOMAIN' });
    expect(noticesOf(modal).getSnapshot().context.alert?.code).toBe('IFRAME_LOAD_FAILED');
    closeAlert(modal, { code: 'IFRAME_LOAD_FAILED' });
    expect(noticesOf(modal).getSnapshot().context.alert).toBeNull();
    noticesOf(modal).send({ type: 'alert.show', alert: ALERTS.IFRAME_LOAD_FAILED });
    closeAlert(modal);
    expect(noticesOf(modal).getSnapshot().context.alert).toBeNull();
  });

  test('before the engine has loaded nothing is shown and nothing is loaded', () => {
    modal = createModal({ projectId: 'p' }, { fetch: async () => Response.json({}) });
    showSnackbar(modal, { variant: 'info', message: 'x' });
    closeSnackbar(modal);
    closeAlert(modal);
    expect(modal.engine).toBeNull();
  });
});
