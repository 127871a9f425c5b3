import type { ActorRefFrom } from 'xstate';
import type { SocialProvider } from '../../domain/socialProviders.ts';
import type { socialLoginMachine } from '../../machines/embedded/socialLogin.machine.ts';
import { SOCIAL_LOGIN_ID } from '../../machines/vocabulary/systemIds.ts';
import { openSocialPopup } from '../connectors/embedded/socialPopup.ts';
import type { PorticoModal } from '../createModal.ts';
import { PRODUCTION_ENDPOINTS } from '../endpoints.ts';
import type { ModalSnapshot } from '../engine.types.ts';
import { withEngine } from './whenReady.ts';

/** The social login actor: the root's child from the visitor's pick until its user connected. */
export type SocialLoginActor = ActorRefFrom<typeof socialLoginMachine>;

/** What `connectSocial` takes, after the modal: the social provider to log in with. */
export type ConnectSocialParameters = [provider: SocialProvider];

/** What `connectSocial` resolves with: nothing, once the login started; failures show in its actor. */
export type ConnectSocialReturnType = void;

/**
 * What `cancelSocialLogin` takes, after the modal: nothing yet. An object, so that an option can be
 * added later without breaking a call.
 */
export type CancelSocialLoginParameters = Record<string, never>;

/** What `cancelSocialLogin` returns: nothing; the popup closes and a waiting connect ends. */
export type CancelSocialLoginReturnType = void;

/** The social login actor in a snapshot of the root, while one runs. */
export function socialLoginActorOf(root: ModalSnapshot): SocialLoginActor | undefined {
  return root.children[SOCIAL_LOGIN_ID] as SocialLoginActor | undefined;
}

/**
 * Log in with a social provider (§1: google, github, apple, facebook, x, discord) through the
 * embedded wallet. Call it straight from the click handler, before any await: the 600×800 popup
 * opens synchronously in the click (a popup opened later is blocked), at the secure site's loading
 * page, then shows the provider's page. Once the visitor allowed, the embedded wallet connects like
 * any other wallet. Failures ('Popup closed', 'Failed to initiate social connection', 'No auth
 * connector found', the provider's error) are in `useSocialLogin().error`. With `socialLoginMode:
 * 'redirect'` the page itself goes to the provider and connects when it returns.
 */
export function connectSocial(
  modal: PorticoModal,
  ...[provider]: ConnectSocialParameters
): Promise<ConnectSocialReturnType> {
  const mode = modal.options?.socialLoginMode ?? modal.input.socialLoginMode ?? 'popup';
  const secureSite =
    modal.options?.endpoints.secureSite ??
    modal.input.endpoints?.secureSite ??
    PRODUCTION_ENDPOINTS.secureSite;
  // Synchronously, in the click: null when the browser blocked it.
  const popup =
    mode === 'popup' && typeof window !== 'undefined' ? openSocialPopup(window, secureSite) : undefined;
  return withEngine(modal, (engine) => engine.startSocialLogin({ provider, popup }));
}

/** Give up the social login (its view went): the popup closes, a waiting connect ends. */
export function cancelSocialLogin(
  modal: PorticoModal,
  _parameters: CancelSocialLoginParameters = {},
): CancelSocialLoginReturnType {
  modal.engine?.actor.send({ type: 'socialLogin.stop' });
}
