/**
 * The social login machine's context (§4 Cancellation, §7 "Social login: a secure-site popup … returns
 * a resultUri by message event", §2 the messaging mini-app's `result_uri`), its input, and the
 * contracts of the actors the engine provides (each asks the embedded wallet's frame, or watches the
 * provider's window).
 */
import type { SocialProvider } from '../../domain/socialProviders.ts';
import type { EmbeddedWalletUser } from './embedded.reports.ts';

/** How the provider's page is shown: in a popup (default), or the page itself goes there (mini-apps). */
export type SocialLoginMode = 'popup' | 'redirect';

/**
 * The facts a social login starts from ('social.start'), known to the engine when the visitor
 * clicks: in the event rather than the actor's input, so the model test explores every rule.
 */
export interface SocialLoginStart {
  /** The provider picked; unknown when the page returned from it (redirect mode). */
  provider: SocialProvider | undefined;
  mode: SocialLoginMode;
  /** An embedded wallet is configured (an AUTH connector serves one of the app's namespaces). */
  hasAuthConnector: boolean;
  /** In popup mode: the popup opened in the click (false: the browser blocked it). */
  popupOpened: boolean;
  /** Redirect mode, back from the provider: the `result_uri` the page returned with. */
  resultUri?: string | undefined;
  /** endpoints.secureSite: a result is taken only from its callback page (socialLogin.rules.ts). */
  secureSite: string;
}

/** Input of `getSocialRedirectUri` (§7 get social redirect URI {provider}). */
export interface RedirectUriInput {
  /** Always set once started ('social.start' carries it). */
  provider: SocialProvider | undefined;
}

/** Output of `getSocialRedirectUri`: the provider's page. */
export interface RedirectUriOutput {
  uri: string;
}

/** Input of `watchProvider` (navigates the popup to `uri`) and of `goToProvider`. */
export interface ProviderPageInput {
  uri: string;
}

/** Input of `connectSocial` (§7 connect social {uri, …}; the engine adds the account type, chain, RPC). */
export interface ConnectSocialInput {
  uri: string;
}

/** Output of `connectSocial`: §3 embedded-wallet user payload. */
export type ConnectSocialOutput = EmbeddedWalletUser;

/** What the social login actor knows. */
export interface SocialLoginContext {
  /** The provider picked (undefined before the start). */
  provider: SocialProvider | undefined;
  mode: SocialLoginMode;
  hasAuthConnector: boolean;
  popupOpened: boolean;
  /** The provider's page, once the frame gave it. */
  providerUri: string | undefined;
  /** The result the secure site sent back (or the page returned with). */
  resultUri: string | undefined;
  /** endpoints.secureSite. */
  secureSite: string;
  /** The §8 text the ConnectingSocial view shows (a provider's error as its known code's text). */
  error: string | undefined;
}

/** The context the actor starts with, before 'social.start'. */
export const INITIAL_SOCIAL_LOGIN: SocialLoginContext = {
  provider: undefined,
  mode: 'popup',
  hasAuthConnector: false,
  popupOpened: false,
  providerUri: undefined,
  resultUri: undefined,
  secureSite: '',
  error: undefined,
};

/** The context once started with `start`. */
export function startedContext(start: SocialLoginStart): SocialLoginContext {
  return { ...INITIAL_SOCIAL_LOGIN, ...start, resultUri: start.resultUri };
}
