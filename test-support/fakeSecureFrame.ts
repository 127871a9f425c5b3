/**
 * A stand-in of the secure site's frame for DOM tests (jsdom loads no frame page): it takes the
 * embedded wallet's iframe when the transport creates it, answers each app message the way the dev
 * secure site does (dev/secure-site/frame/main.ts, over its rules), from the frame's origin and window,
 * and records what it was asked. With `neverReady` it never posts READY (a frame that fails to load).
 * E2e tests use the real secure site.
 */
import {
  type AppMessage,
  buildFrameError,
  buildFrameReady,
  buildFrameSuccess,
  eventOf,
  parseAppMessage,
} from '../domain/embedded/frameProtocol.ts';

/** The codes the fake mails: the login code, then the update's primary and secondary codes. */
export const FAKE_CODES = { login: '123456', primary: '111111', secondary: '222222' } as const;
export const FAKE_ADDRESS = '0x2222222222222222222222222222222222222222';

export interface FakeSecureFrame {
  /** The app events asked so far, in order. */
  readonly asked: string[];
  /**
   * RPC requests wait here, as the real frame's wait for the visitor's Approve or Reject: answer the
   * oldest with a result (approved) or an error message (rejected). Resolves once one was asked.
   */
  answerRpc(outcome: { result: unknown } | { error: string }): Promise<void>;
  /** The user's email as the fake site has it. */
  email(): string;
  stop(): void;
}

/** Install the fake; `origin` is the secure site's origin the modal was given. */
export function installFakeSecureFrame(
  origin: string,
  options: { neverReady?: boolean } = {},
): FakeSecureFrame {
  const asked: string[] = [];
  let email = '';
  let update: { newEmail: string; stage: 'primary' | 'secondary' | 'done' } | undefined;
  const waitingRpc: ((outcome: { result: unknown } | { error: string }) => void)[] = [];
  let rpcAsked: (() => void) | undefined;

  const answer = (message: AppMessage): unknown => {
    switch (message.type) {
      case '@w3m-app/CONNECT_EMAIL':
        email = message.payload.email;
        return { action: 'VERIFY_OTP' };
      case '@w3m-app/CONNECT_OTP':
        if (message.payload.otp !== FAKE_CODES.login) throw new Error('Invalid code');
        return undefined;
      case '@w3m-app/GET_USER':
        return {
          email,
          address: FAKE_ADDRESS,
          chainId: 1,
          accounts: [{ address: FAKE_ADDRESS, type: 'eoa' }],
        };
      case '@w3m-app/IS_CONNECTED':
        return { isConnected: email !== '' };
      case '@w3m-app/UPDATE_EMAIL':
        if (update?.stage === 'secondary' && update.newEmail === message.payload.email)
          return { action: 'VERIFY_SECONDARY_OTP' };
        update = { newEmail: message.payload.email, stage: 'primary' };
        return { action: 'VERIFY_PRIMARY_OTP' };
      case '@w3m-app/UPDATE_EMAIL_PRIMARY_OTP':
        if (update?.stage !== 'primary' || message.payload.otp !== FAKE_CODES.primary)
          throw new Error('Invalid code');
        update.stage = 'secondary';
        return undefined;
      case '@w3m-app/UPDATE_EMAIL_SECONDARY_OTP':
        if (update?.stage !== 'secondary' || message.payload.otp !== FAKE_CODES.secondary)
          throw new Error('Invalid code');
        update.stage = 'done';
        email = update.newEmail;
        return { newEmail: email };
      case '@w3m-app/AWAIT_UPDATE_EMAIL':
        return { email };
      default:
        return undefined;
    }
  };

  const take = (iframe: HTMLIFrameElement) => {
    const frameWindow = iframe.contentWindow;
    if (!frameWindow) return;
    const reply = (data: unknown) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: frameWindow }));
    // jsdom loads no page in the frame: this is the frame's side of postMessage.
    frameWindow.postMessage = ((data: unknown) => {
      const parsed = parseAppMessage(data);
      if (!parsed.ok) return;
      const event = eventOf(parsed.message);
      asked.push(event);
      if (event === 'RPC_REQUEST') {
        waitingRpc.push((outcome) =>
          reply(
            'result' in outcome
              ? buildFrameSuccess(event, parsed.message.id, outcome.result as never)
              : buildFrameError(event, parsed.message.id, outcome.error),
          ),
        );
        rpcAsked?.();
        return;
      }
      queueMicrotask(() => {
        try {
          reply(buildFrameSuccess(event, parsed.message.id, answer(parsed.message) as never));
        } catch (error) {
          reply(buildFrameError(event, parsed.message.id, (error as Error).message));
        }
      });
    }) as Window['postMessage'];
    if (!options.neverReady) queueMicrotask(() => reply(buildFrameReady()));
  };

  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLIFrameElement && node.title === 'Embedded wallet') take(node);
  });
  observer.observe(document.body, { childList: true });
  return {
    asked,
    email: () => email,
    async answerRpc(outcome) {
      if (waitingRpc.length === 0) await new Promise<void>((resolve) => (rpcAsked = resolve));
      waitingRpc.shift()?.(outcome);
    },
    stop: () => observer.disconnect(),
  };
}
