/**
 * How the engine starts a social login (§7): the statechart's code loads on demand (with the embedded
 * wallet's), then the root runs it as its child with the facts of the click. Part of the engine's own
 * chunk, so it stays small: the popup, the watcher and the frame requests are in the loaded code.
 */
import type { SocialProvider } from '../../../domain/socialProviders.ts';
import { safeNavigationHref } from '../../../domain/urlSafety.ts';
import type { SocialLoginMode, SocialLoginStart } from '../../../machines/embedded/socialLogin.context.ts';
import type { socialLoginMachine } from '../../../machines/embedded/socialLogin.machine.ts';
import { loadOnDemand } from '../../loadOnDemand.ts';
import type { AuthConnector } from './authConnector.ts';
import { providerUriReturningTo } from './socialRedirectReturn.ts';
import type { MessageTarget } from './watchProviderWindow.ts';

/** The social login's statechart, its effects provided over one click's popup. */
export type SocialLoginLogic = typeof socialLoginMachine;

/** What the engine gives the starter. */
export interface SocialLoginStarterOptions {
  auth: AuthConnector;
  /** endpoints.secureSite. */
  secureSite: string;
  mode: SocialLoginMode;
  /** An embedded wallet serves one of the app's namespaces (else 'No auth connector found'). */
  hasAuthConnector: boolean;
  /** The page's window (messages, navigation); undefined on a server. */
  page: (MessageTarget & PageLocation) | undefined;
  /** Have the root start the social login's child with this logic (its effects over the popup) and the click's facts. */
  start(logic: SocialLoginLogic, start: SocialLoginStart): void;
}

/** What a social login starts with. */
export interface SocialLoginRequest {
  provider: SocialProvider | undefined;
  /** The popup the click opened: null when blocked, undefined in redirect mode. */
  popup: Window | null | undefined;
  /** Redirect mode, back from the provider. */
  resultUri?: string | undefined;
}

/** The page's address, as redirect mode moves it. */
export interface PageLocation {
  location: { href: string; assign(url: string): void };
}

/**
 * Redirect mode: the page goes to the provider's page, whose URL says where to come back (this page).
 * The statechart sends the page only to a web page; it is checked again here, where the page goes (a
 * `javascript:` URL would run as the host page), so no path to this call can skip it: anything else
 * throws PorticoError 'unsafePageAddress' and the page stays.
 */
export function sendPageToProvider(page: PageLocation, providerUri: string): void {
  page.location.assign(safeNavigationHref(providerUriReturningTo(providerUri, page.location.href)));
}

/** The engine's `startSocialLogin`. */
export function socialLoginStarter(options: SocialLoginStarterOptions) {
  return async (request: SocialLoginRequest): Promise<void> => {
    const popup = request.popup ?? undefined;
    try {
      const { socialLoginLogic } = await loadOnDemand((code) => code.socialLoginLogic());
      const logic = socialLoginLogic(options.auth, {
        popup,
        secureSite: options.secureSite,
        target: options.page ?? { addEventListener: () => {}, removeEventListener: () => {} },
        navigate: (uri) => {
          if (options.page) sendPageToProvider(options.page, uri);
        },
      });
      options.start(logic, {
        provider: request.provider,
        mode: options.mode,
        hasAuthConnector: options.hasAuthConnector,
        popupOpened: request.popup !== null,
        resultUri: request.resultUri,
        secureSite: options.secureSite,
      });
    } catch (error) {
      // The code did not arrive: the popup has nothing to show.
      popup?.close();
      throw error;
    }
  };
}
