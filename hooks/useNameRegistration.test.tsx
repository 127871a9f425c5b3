/**
 * useNameRegistration in a host's own markup (a controlled field, as demo/customName.tsx has), on a
 * real engine against the real local name service (dev/cloud on a free port): the registration's
 * actor starts only once the engine and the names code have loaded, and a person may type first.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { DEV_PROJECT_ID } from '../dev/cloud/projects.ts';
import { type RunningCloud, startCloud } from '../dev/cloud/server.ts';
import { MESSAGES } from '../domain/errors.ts';
import { createModal, type PorticoModal } from '../headless/createModal.ts';
import { startEngine } from '../headless/engine.ts';
import { PorticoProvider } from './PorticoProvider.tsx';
import { useNameRegistration } from './useNameRegistration.ts';

let cloud: RunningCloud;
let modal: PorticoModal | undefined;

beforeAll(async () => {
  cloud = await startCloud({ port: 0, dbPath: ':memory:', quiet: true });
});
afterEach(() => {
  cleanup();
  modal?.destroy();
  modal = undefined;
});
afterAll(async () => {
  await cloud?.close();
});

/** A fresh modal whose engine has not loaded yet: the registration cannot exist on the first render. */
function freshModal(): PorticoModal {
  modal = createModal(
    { projectId: DEV_PROJECT_ID, endpoints: { api: cloud.url }, networks: ['eip155:1'] },
    { startEngine, fetch: (input, init) => fetch(input, init) },
  );
  return modal;
}

/** The host's field: its value is the hook's name, each change goes to `setName`. */
function HostNameForm() {
  const { isReady, name, available, status, error, setName, register } = useNameRegistration();
  return (
    <form
      aria-label="Register a name"
      data-ready={String(isReady)}
      onSubmit={(event) => {
        event.preventDefault();
        register(name);
      }}
    >
      <input aria-label="Account name" value={name} onChange={(event) => setName(event.target.value)} />
      <output aria-label="Availability">
        {status === 'idle' && available === true ? 'available' : status === 'searching' ? 'checking' : ''}
      </output>
      {error ? <p role="alert">{error}</p> : null}
    </form>
  );
}

describe('useNameRegistration before its registration has loaded', () => {
  test('a name typed before the registration exists stays in the field and is checked once it runs', async () => {
    render(
      <PorticoProvider modal={freshModal()}>
        <HostNameForm />
      </PorticoProvider>,
    );
    const form = screen.getByRole('form', { name: 'Register a name' });
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Account name' });
    // Typed while the names code is still loading (a slow machine types first).
    expect(form.dataset.ready).toBe('false');
    fireEvent.change(field, { target: { value: 'early-bird' } });
    expect(field.value).toBe('early-bird');

    // The registration starts with what was typed: the field keeps it and the service is asked.
    await waitFor(() => expect(form.dataset.ready).toBe('true'));
    expect(field.value).toBe('early-bird');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Availability' }).textContent).toBe('available'),
    );
    expect(field.value).toBe('early-bird');
  });

  test('typing after the registration runs still goes straight to it', async () => {
    render(
      <PorticoProvider modal={freshModal()}>
        <HostNameForm />
      </PorticoProvider>,
    );
    const form = screen.getByRole('form', { name: 'Register a name' });
    await waitFor(() => expect(form.dataset.ready).toBe('true'));
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Account name' });
    fireEvent.change(field, { target: { value: 'later-bird' } });
    // The actor has it at once; the field shows it once React has subscribed to the registration
    // (its passive effects may still be pending right after it became ready).
    await waitFor(() => expect(field.value).toBe('later-bird'));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Availability' }).textContent).toBe('available'),
    );
  });

  test('a name submitted before the registration exists is registered once it runs (§4 requirements checked)', async () => {
    render(
      <PorticoProvider modal={freshModal()}>
        <HostNameForm />
      </PorticoProvider>,
    );
    const form = screen.getByRole('form', { name: 'Register a name' });
    expect(form.dataset.ready).toBe('false');
    fireEvent.change(screen.getByRole('textbox', { name: 'Account name' }), {
      target: { value: 'quick-bird' },
    });
    fireEvent.submit(form);
    // Nobody is connected: the registration answers the submit with its §4 requirement's text.
    const alert = await screen.findByRole('alert');
    expect([MESSAGES.networkNotFound, MESSAGES.addressOrAuthConnectorNotFound]).toContain(alert.textContent);
  });
});
