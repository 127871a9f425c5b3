/**
 * The social login statechart (machines/embedded/socialLogin) with its effects: the frame's
 * GET_SOCIAL_REDIRECT_URI and CONNECT_SOCIAL (§7), the watcher of the popup, and in redirect mode the
 * page's own navigation. Loaded on demand (headless/onDemandCode.ts) on the first social login, with
 * the embedded wallet; one logic per login, since it holds that login's popup.
 */
import { type EventObject, fromCallback, fromPromise } from 'xstate';
import type {
  ConnectSocialInput,
  ConnectSocialOutput,
  ProviderPageInput,
  RedirectUriInput,
  RedirectUriOutput,
} from '../../../machines/embedded/socialLogin.context.ts';
import { socialLoginMachine } from '../../../machines/embedded/socialLogin.machine.ts';
import type { AuthConnector } from './authConnector.ts';
import { type MessageTarget, type ProviderPopup, watchProviderWindow } from './watchProviderWindow.ts';

/** What one social login needs besides the embedded wallet. */
export interface SocialLoginEnvironment {
  /** The popup opened in the click (undefined in redirect mode, or when blocked). */
  popup: (ProviderPopup & { close(): void }) | undefined;
  /** endpoints.secureSite. */
  secureSite: string;
  /** The page's window: the secure site's messages arrive there. */
  target: MessageTarget;
  /** Redirect mode: the page goes to the provider. */
  navigate(uri: string): void;
}

/** The social login's logic for one login, its effects provided over `auth`'s frame. */
export function socialLoginLogic(auth: AuthConnector, environment: SocialLoginEnvironment) {
  const { popup } = environment;
  return socialLoginMachine.provide({
    actors: {
      getSocialRedirectUri: fromPromise<RedirectUriOutput, RedirectUriInput>(async ({ input }) => {
        if (!input.provider) throw new Error('No social provider');
        const wallet = await auth.load();
        wallet.prepare();
        return wallet.getSocialRedirectUri(input.provider);
      }),
      watchProvider: fromCallback<EventObject, ProviderPageInput>(({ input, sendBack }) => {
        // The machine enters awaitingProvider only with a popup (popup mode, not blocked).
        if (!popup) return undefined;
        return watchProviderWindow({
          popup,
          uri: input.uri,
          secureSite: environment.secureSite,
          target: environment.target,
          report: sendBack,
        });
      }),
      connectSocial: fromPromise<ConnectSocialOutput, ConnectSocialInput>(async ({ input }) => {
        const wallet = await auth.load();
        wallet.prepare();
        return wallet.connectSocial(input.uri);
      }),
    },
    actions: {
      closePopup: () => {
        if (popup && !popup.closed) popup.close();
      },
      goToProvider: (_, { uri }) => environment.navigate(uri),
    },
  });
}
