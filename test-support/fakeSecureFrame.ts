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
/** The user's smart account (on the networks `smartAccounts.enabledNetworks` names). */
export const FAKE_SMART_ACCOUNT = '0x5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a';

/**
 * Smart accounts on the fake (off by default: GET_SMART_ACCOUNT_ENABLED_NETWORKS then fails, as an
 * old secure site's would). `failSwitch`: SET_PREFERRED_ACCOUNT answers an error.
 */
export interface FakeSmartAccounts {
  enabledNetworks: number[];
  failSwitch?: boolean;
}
/** The Farcaster sign-in URL the fake answers GET_FARCASTER_URI with, and the name its approval signs in. */
export const FAKE_FARCASTER = {
  url: 'https://secure.test/farcaster/sign-in?channel=fake-channel',
  userName: 'alice',
} as const;

/**
 * Social login on the fake: GET_SOCIAL_REDIRECT_URI answers `providerPage/<provider>`; CONNECT_SOCIAL
 * takes a result URI whose `username` parameter is the user's name (no `username`: refused).
 */
export const FAKE_SOCIAL = { providerPage: 'https://idp.test/authorize' } as const;

export interface FakeSecureFrame {
  /** The app events asked so far, in order. */
  readonly asked: string[];
  /** The app messages as posted (before any parsing), in order: what a production frame would get. */
  readonly received: unknown[];
  /**
   * RPC requests wait here, as the real frame's wait for the visitor's Approve or Reject: answer the
   * oldest with a result (approved) or an error message (rejected). Resolves once one was asked.
   */
  answerRpc(outcome: { result: unknown } | { error: string }): Promise<void>;
  /**
   * CONNECT_FARCASTER waits here, as the real frame's waits for the visitor's approval on the sign-in
   * page: approve (the user becomes FAKE_FARCASTER.userName) or reject. Resolves once one was asked.
   */
  answerFarcaster(outcome: 'approve' | 'reject'): Promise<void>;
  /** The user's email as the fake site has it. */
  email(): string;
  /** The smart account is deployed now (as the real one is by its first transaction). */
  deploySmartAccount(): void;
  stop(): void;
}

/** Install the fake; `origin` is the secure site's origin the modal was given. */
export function installFakeSecureFrame(
  origin: string,
  options: { neverReady?: boolean; smartAccounts?: FakeSmartAccounts } = {},
): FakeSecureFrame {
  const asked: string[] = [];
  const received: unknown[] = [];
  const smart = options.smartAccounts;
  let accountType: 'eoa' | 'smartAccount' = 'eoa';
  let deployed = false;
  const userAddress = () => (accountType === 'smartAccount' ? FAKE_SMART_ACCOUNT : FAKE_ADDRESS);
  const userAccounts = () =>
    smart
      ? [
          { address: FAKE_ADDRESS, type: 'eoa' },
          { address: FAKE_SMART_ACCOUNT, type: 'smartAccount' },
        ]
      : [{ address: FAKE_ADDRESS, type: 'eoa' }];
  let email = '';
  let update: { newEmail: string; stage: 'primary' | 'secondary' | 'done' } | undefined;
  const waitingRpc: ((outcome: { result: unknown } | { error: string }) => void)[] = [];
  let rpcAsked: (() => void) | undefined;
  let farcasterUser: string | undefined;
  let socialUser: string | undefined;
  const waitingFarcaster: ((outcome: 'approve' | 'reject') => void)[] = [];
  let farcasterAsked: (() => void) | undefined;

  const answer = (message: AppMessage): unknown => {
    switch (message.type) {
      case '@w3m-app/CONNECT_EMAIL':
        email = message.payload.email;
        return { action: 'VERIFY_OTP' };
      case '@w3m-app/CONNECT_OTP':
        if (message.payload.otp !== FAKE_CODES.login) throw new Error('Invalid code');
        return undefined;
      case '@w3m-app/GET_USER':
        // The account of the type asked for, where the user can have a smart account (chain 1 here).
        accountType =
          smart?.enabledNetworks.includes(1) && message.payload?.preferredAccountType === 'smartAccount'
            ? 'smartAccount'
            : 'eoa';
        return {
          email: farcasterUser || socialUser ? null : email,
          address: userAddress(),
          chainId: 1,
          accounts: userAccounts(),
          ...(farcasterUser ? { userName: farcasterUser } : {}),
          ...(socialUser ? { userName: socialUser } : {}),
        };
      case '@w3m-app/GET_SOCIAL_REDIRECT_URI':
        return { uri: `${FAKE_SOCIAL.providerPage}/${message.payload.provider}` };
      case '@w3m-app/CONNECT_SOCIAL': {
        const userName = new URL(message.payload.uri).searchParams.get('username');
        if (!userName) throw new Error('Invalid social result');
        socialUser = userName;
        return { email: null, address: userAddress(), chainId: 1, accounts: userAccounts(), userName };
      }
      case '@w3m-app/GET_FARCASTER_URI':
        return { url: FAKE_FARCASTER.url };
      case '@w3m-app/IS_CONNECTED':
        return { isConnected: email !== '' || farcasterUser !== undefined || socialUser !== undefined };
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
      case '@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS':
        if (!smart) throw new Error('Smart accounts are not available');
        return { smartAccountEnabledNetworks: smart.enabledNetworks };
      case '@w3m-app/SET_PREFERRED_ACCOUNT':
        if (
          smart?.failSwitch ||
          (message.payload.type === 'smartAccount' && !smart?.enabledNetworks.includes(1))
        )
          throw new Error('Smart account unavailable');
        accountType = message.payload.type === 'smartAccount' ? 'smartAccount' : 'eoa';
        return { type: accountType, address: userAddress() };
      case '@w3m-app/INIT_SMART_ACCOUNT':
        if (!smart) throw new Error('Smart accounts are not available');
        return { address: FAKE_SMART_ACCOUNT, isDeployed: deployed };
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
      received.push(data);
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
      if (event === 'CONNECT_FARCASTER') {
        waitingFarcaster.push((outcome) => {
          if (outcome === 'approve') farcasterUser = FAKE_FARCASTER.userName;
          reply(
            outcome === 'approve'
              ? buildFrameSuccess(event, parsed.message.id, {
                  email: null,
                  address: FAKE_ADDRESS,
                  chainId: 1,
                  userName: FAKE_FARCASTER.userName,
                } as never)
              : buildFrameError(event, parsed.message.id, 'Farcaster sign-in rejected'),
          );
        });
        farcasterAsked?.();
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
    received,
    email: () => email,
    deploySmartAccount: () => {
      deployed = true;
    },
    async answerRpc(outcome) {
      if (waitingRpc.length === 0) await new Promise<void>((resolve) => (rpcAsked = resolve));
      waitingRpc.shift()?.(outcome);
    },
    async answerFarcaster(outcome) {
      if (waitingFarcaster.length === 0) await new Promise<void>((resolve) => (farcasterAsked = resolve));
      waitingFarcaster.shift()?.(outcome);
    },
    stop: () => observer.disconnect(),
  };
}
