/**
 * The embedded wallet's DOM test set-up, shared by its views' tests: a real engine on a page with the
 * secure site's frame stand-in (fakeSecureFrame.ts) and the default UI, torn down after each test
 * (the DOM, the modal, the frame, timers, stubs, spies and storage).
 */
import { act, cleanup, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, vi } from 'vitest';
import { PorticoModalUI } from '../default-ui/PorticoModalUI.tsx';
import { emailLoginActorOf, submitEmail, submitEmailCode } from '../headless/index.ts';
import type { ModalOptionsInput } from '../headless/options.ts';
import { FAKE_CODES, type FakeSecureFrame, installFakeSecureFrame } from './fakeSecureFrame.ts';
import { connectionOf, engineOf, renderWithModal, stubCloud, testModal } from './testing.tsx';

export const SECURE_SITE = 'https://secure.test/sdk';
export const SECURE_ORIGIN = new URL(SECURE_SITE).origin;

type Modal = ReturnType<typeof testModal>;

export interface EmbeddedWalletPageOptions {
  frame?: Parameters<typeof installFakeSecureFrame>[1];
  modal?: Partial<ModalOptionsInput>;
  /** What is rendered with the modal; the default UI alone unless given. */
  ui?: ReactNode;
}

/** Registers the teardown in the calling test file; `page()` then starts a fresh page per test. */
export function embeddedWalletModal() {
  let frame: FakeSecureFrame | undefined;
  let destroy: (() => void) | undefined;
  afterEach(() => {
    cleanup();
    destroy?.();
    frame?.stop();
    frame = undefined;
    destroy = undefined;
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });
  return {
    /** The frame stand-in of the running test (undefined before `page()`). */
    get frame() {
      return frame;
    },
    /** A test that builds its own page instead: it is destroyed after the test. */
    destroyAfterTest(destroyPage: () => void) {
      destroy = destroyPage;
    },
    /** The modal rendered on a page with the frame stand-in, nothing stored. */
    page(options: EmbeddedWalletPageOptions = {}): Modal {
      localStorage.clear();
      stubCloud();
      frame = installFakeSecureFrame(SECURE_ORIGIN, options.frame);
      const modal = testModal({
        endpoints: { api: 'http://cloud.test', secureSite: SECURE_SITE },
        ...options.modal,
      });
      destroy = () => modal.destroy();
      renderWithModal(modal, options.ui ?? <PorticoModalUI />);
      return modal;
    },
    /** §4 Email connect through the headless actions: the email, the frame's code, AUTH connected on eip155. */
    async logInByEmail(modal: Modal, email: string) {
      await act(() => submitEmail(modal, email));
      const engine = engineOf(modal);
      await waitFor(() => expect(engine.actor.getSnapshot().children.emailLogin).toBeDefined());
      await waitFor(() => expect(frame?.asked).toContain('CONNECT_EMAIL'));
      await waitFor(() =>
        expect(emailLoginActorOf(engine.actor.getSnapshot())?.getSnapshot().value).toBe('enteringCode'),
      );
      act(() => submitEmailCode(modal, FAKE_CODES.login));
      await waitFor(() =>
        expect(connectionOf(engine, 'eip155')?.getSnapshot().context.status).toBe('connected'),
      );
      return engine;
    },
  };
}
