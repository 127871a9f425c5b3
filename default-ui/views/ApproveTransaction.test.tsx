/**
 * ApproveTransaction and usePendingRequest on a real engine (§2, §4 Embedded-wallet requests), against a
 * stand-in of the secure site's frame (test-support/fakeSecureFrame.ts; the real one, whose panel is
 * clicked, is in e2e/approval.test.ts): an unsafe request opens the modal on ApproveTransaction, the
 * hook reads it in words, the frame is shown over the view's slot; the frame's answer closes the modal,
 * hides the frame and reaches the app. Opened with nothing waiting, the view says so.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { stringToHex } from 'viem';
import { afterEach, describe, expect, test } from 'vitest';
import { emailLoginActorOf, submitEmail, submitEmailCode } from '../../headless/index.ts';
import { PorticoProvider, usePendingRequest } from '../../hooks/index.ts';
import {
  FAKE_ADDRESS,
  FAKE_CODES,
  type FakeSecureFrame,
  installFakeSecureFrame,
} from '../../test-support/fakeSecureFrame.ts';
import { connectionOf, engineOf, stubCloud, testModal } from '../../test-support/testing.tsx';
import { PorticoModalUI } from '../PorticoModalUI.tsx';

const SECURE_SITE = 'https://secure.test/sdk';
const SIGNATURE = `0x${'ab'.repeat(65)}`;

let frame: FakeSecureFrame | undefined;
let destroy: (() => void) | undefined;
afterEach(() => {
  cleanup();
  destroy?.();
  frame?.stop();
  frame = undefined;
  destroy = undefined;
  localStorage.clear();
});

/** What a custom UI reads from the hook. */
function PendingSummary() {
  const { request, simulating, simulation } = usePendingRequest();
  return (
    <>
      <p data-testid="pending">
        {request ? `${request.readable.title}: ${request.readable.message}` : 'none'}
      </p>
      <p data-testid="simulation">{simulating ? 'simulating' : (simulation?.status ?? 'no simulation')}</p>
    </>
  );
}

async function embeddedPage() {
  localStorage.clear();
  stubCloud();
  frame = installFakeSecureFrame(new URL(SECURE_SITE).origin);
  const modal = testModal({ endpoints: { api: 'http://cloud.test', secureSite: SECURE_SITE } });
  destroy = () => modal.destroy();
  render(
    <PorticoProvider modal={modal}>
      <PendingSummary />
      <PorticoModalUI />
    </PorticoProvider>,
  );
  await act(() => submitEmail(modal, 'visitor@example.com'));
  const engine = engineOf(modal);
  await waitFor(() => expect(frame?.asked).toContain('CONNECT_EMAIL'));
  await waitFor(() =>
    expect(emailLoginActorOf(engine.actor.getSnapshot())?.getSnapshot().value).toBe('enteringCode'),
  );
  act(() => submitEmailCode(modal, FAKE_CODES.login));
  await waitFor(() => expect(connectionOf(engine, 'eip155')?.getSnapshot().context.status).toBe('connected'));
  act(() => modal.close());
  return { modal, engine };
}

const walletFrame = () => document.querySelector<HTMLIFrameElement>('iframe[title="Embedded wallet"]');

describe('ApproveTransaction', () => {
  test('personal_sign: the modal opens on the view, the hook reads the message, the frame covers the slot; answered, all goes', async () => {
    const { engine } = await embeddedPage();
    const provider = engine.provider('eip155') as { request(args: unknown): Promise<unknown> };
    const signing = provider.request({
      method: 'personal_sign',
      params: [stringToHex('Hello from Portico'), FAKE_ADDRESS],
    });

    const dialog = await screen.findByRole('dialog', { name: 'Approve transaction' });
    const slot = await screen.findByRole('region', { name: 'Sign message' });
    expect(dialog.contains(slot)).toBe(true);
    expect(screen.getByTestId('pending').textContent).toBe('Sign message: Hello from Portico');
    // A message moves nothing by itself: the simulation ends with none to show.
    await waitFor(() => expect(screen.getByTestId('simulation').textContent).toBe('no simulation'));
    // The frame is shown over the slot, with the focus, and owned by it for assistive technologies.
    expect(walletFrame()?.hidden).toBe(false);
    expect(walletFrame()?.style.position).toBe('fixed');
    expect(slot.getAttribute('aria-owns')).toBe(walletFrame()?.id);
    expect(document.activeElement).toBe(walletFrame());

    await act(() => frame?.answerRpc({ result: SIGNATURE }));
    await expect(signing).resolves.toBe(SIGNATURE);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(walletFrame()?.hidden).toBe(true);
    expect(screen.getByTestId('pending').textContent).toBe('none');
  });

  test('refused in the frame: the request fails with code 4001 and the modal closes', async () => {
    const { engine } = await embeddedPage();
    const provider = engine.provider('eip155') as { request(args: unknown): Promise<unknown> };
    // Its failure is taken at once: it arrives while the frame's answer is acted on.
    const failure = provider
      .request({ method: 'personal_sign', params: ['0x68656c6c6f', FAKE_ADDRESS] })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    await screen.findByRole('region', { name: 'Sign message' });
    await act(() => frame?.answerRpc({ error: 'User rejected the request.' }));
    expect(await failure).toMatchObject({ code: 4001, message: 'User rejected the request.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('opened with nothing waiting, it says so and shows no frame', async () => {
    const { modal } = await embeddedPage();
    act(() => modal.open({ view: 'ApproveTransaction' }));
    expect(await screen.findByText('No request is waiting for approval.')).toBeTruthy();
    expect(walletFrame()?.hidden).toBe(true);
  });
});
