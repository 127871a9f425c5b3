/**
 * The secure site as the OAuth client of the six local providers. A login starts with a state bound
 * to the project, the host origin, the device and the provider (and, in redirect mode, the host page
 * to return to); the callback page hands the result to that host origin only; the frame's connect
 * spends the state (on the same device, origin and project only) and redeems the code once.
 */
import type { SocialProvider } from '../../../domain/socialProviders.ts';
import type { SiteStore } from '../db.ts';
import { SiteError } from '../errors.ts';
import { LOGIN_STORE_TOTAL, SOCIAL_STATES_PER_IP } from '../limits.ts';
import type { Secrets } from '../secrets.ts';
import { openSocialSession } from './accounts.ts';
import type { IdentityProviders } from './identityProviders.ts';
import { SOCIAL_MESSAGES } from './messages.ts';
import { OneTimeStore } from './oneTimeStore.ts';
import { CLIENT_ID } from './providers.ts';

/** A login lives 10 minutes from GET_SOCIAL_REDIRECT_URI: time to pick an account on the consent page. */
export const SOCIAL_STATE_TTL_MS = 10 * 60 * 1000;
/** The path of the site's OAuth callback page. */
export const SOCIAL_CALLBACK_PATH = '/social/callback';
/**
 * Production's redirect mode (messaging mini-apps) appends `--<encoded host page URL>` to the state of
 * the provider URL, since GET_SOCIAL_REDIRECT_URI carries no return URL; the callback returns there.
 */
const RETURN_SUFFIX = '--';

/** Who started a login: what the state is bound to. */
export interface LoginBinding {
  projectId: string;
  hostOrigin: string;
  deviceHash: string;
}

interface LoginState extends LoginBinding {
  provider: SocialProvider;
  /** Redirect mode: the host page the callback returns to. */
  returnTo: string | undefined;
}

/** Where the callback page sends the result. */
export type CallbackTarget =
  | { kind: 'opener'; hostOrigin: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'invalid'; reason: 'unknown' | 'expired' | 'returnTo' };

/** `state` as the provider echoes it: the site's token, and production's return suffix if any. */
function splitState(state: string): { token: string; returnTo: string | undefined } {
  const at = state.indexOf(RETURN_SUFFIX);
  if (at < 0) return { token: state, returnTo: undefined };
  try {
    return {
      token: state.slice(0, at),
      returnTo: decodeURIComponent(state.slice(at + RETURN_SUFFIX.length)),
    };
  } catch {
    return { token: state.slice(0, at), returnTo: '' };
  }
}

/** A return URL on the host page's own origin (http or https), else undefined: no open redirect. */
function sameOriginUrl(candidate: string, hostOrigin: string): URL | undefined {
  try {
    const url = new URL(candidate);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === hostOrigin) return url;
  } catch {
    // not a URL
  }
  return undefined;
}

/** The site's social login. */
export class SocialLogin {
  private readonly states: OneTimeStore<LoginState>;

  constructor(
    private readonly deps: {
      store: SiteStore;
      secrets: Secrets;
      now: () => number;
      /** The site's own origin. */
      baseUrl: () => string;
      providers: IdentityProviders;
    },
  ) {
    this.states = new OneTimeStore({
      secrets: deps.secrets,
      now: deps.now,
      ttlMs: SOCIAL_STATE_TTL_MS,
      limits: {
        perClient: SOCIAL_STATES_PER_IP,
        total: LOGIN_STORE_TOTAL,
        message: SOCIAL_MESSAGES.tooManyLogins,
      },
    });
  }

  /** States held, live or expired and not swept yet (for tests of the bounds). */
  get size(): number {
    return this.states.size;
  }

  /** Drops expired states (the site's sweep timer; every start does it too). */
  sweep(): number {
    return this.states.sweep();
  }

  /** The only redirect_uri the site registers with its providers. */
  callbackUrl(): string {
    return `${this.deps.baseUrl()}${SOCIAL_CALLBACK_PATH}`;
  }

  /**
   * GET_SOCIAL_REDIRECT_URI: the provider's authorize URL with a new state. `returnTo` (redirect
   * mode) must be on the exact origin of the host page that starts the login (already checked against
   * the project's allowed origins); a return URL on another origin is refused (no open redirect).
   * `client` (the requesting IP) may hold {@link SOCIAL_STATES_PER_IP} live states (else 429).
   */
  start(
    binding: LoginBinding,
    provider: SocialProvider,
    returnTo: string | undefined,
    client: string,
  ): string {
    const back = returnTo === undefined ? undefined : sameOriginUrl(returnTo, binding.hostOrigin);
    if (returnTo !== undefined && !back) throw new SiteError(400, SOCIAL_MESSAGES.returnToNotAllowed);
    const state = this.states.issue({ ...binding, provider, returnTo: back?.href }, client);
    const uri = new URL(`${this.deps.baseUrl()}/idp/${provider}/authorize`);
    uri.searchParams.set('client_id', CLIENT_ID);
    uri.searchParams.set('redirect_uri', this.callbackUrl());
    uri.searchParams.set('response_type', 'code');
    uri.searchParams.set('scope', 'profile');
    uri.searchParams.set('state', state);
    return uri.href;
  }

  /**
   * The callback page: post the result to the host origin the state is bound to (popup), or go back to
   * the host page with `result_uri` (redirect mode). Nothing is spent here: the frame's connect does it.
   */
  callbackTarget(state: string, resultUri: string): CallbackTarget {
    const parts = splitState(state);
    const found = this.states.peek(parts.token);
    if (found.state !== 'live') return { kind: 'invalid', reason: found.state };
    const login = found.value;
    const suffixReturn =
      parts.returnTo === undefined ? undefined : sameOriginUrl(parts.returnTo, login.hostOrigin);
    if (parts.returnTo !== undefined && !suffixReturn) return { kind: 'invalid', reason: 'returnTo' };
    const back = login.returnTo ?? suffixReturn?.href;
    if (back === undefined) return { kind: 'opener', hostOrigin: login.hostOrigin };
    const location = new URL(back);
    location.searchParams.set('result_uri', resultUri);
    return { kind: 'redirect', location: location.href };
  }

  /**
   * CONNECT_SOCIAL: the result URI must be this site's callback; its state must be live and bound to
   * this device, host origin and project (another's is refused and left for its owner); the state is
   * spent, then `error=` is a denial, else the code is redeemed once. Opens a session.
   */
  async connect(binding: LoginBinding, resultUri: string): Promise<{ token: string }> {
    let result: URL;
    try {
      result = new URL(resultUri);
    } catch {
      throw new SiteError(400, SOCIAL_MESSAGES.notOurCallback);
    }
    if (`${result.origin}${result.pathname}` !== this.callbackUrl())
      throw new SiteError(400, SOCIAL_MESSAGES.notOurCallback);
    const state = result.searchParams.get('state') ?? '';
    const { token } = splitState(state);
    const found = token ? this.states.peek(token) : ({ state: 'unknown' } as const);
    if (found.state === 'expired') throw new SiteError(410, SOCIAL_MESSAGES.loginExpired);
    if (found.state !== 'live') throw new SiteError(400, SOCIAL_MESSAGES.loginNotValid);
    const login = found.value;
    const { secrets } = this.deps;
    // The device is compared as its keyed hash; the origin and project as given by the guard.
    if (
      login.deviceHash !== binding.deviceHash ||
      login.hostOrigin !== binding.hostOrigin ||
      login.projectId !== binding.projectId
    )
      throw new SiteError(403, SOCIAL_MESSAGES.otherDevice);
    this.states.spend(token);
    if (result.searchParams.has('error')) throw new SiteError(403, SOCIAL_MESSAGES.denied);
    const identity = this.deps.providers.redeem(result.searchParams.get('code') ?? '', {
      state,
      redirectUri: this.callbackUrl(),
    });
    if (identity.provider !== login.provider) throw new SiteError(400, SOCIAL_MESSAGES.codeNotValid);
    const { token: sessionToken } = await openSocialSession(
      { store: this.deps.store, secrets, now: this.deps.now },
      identity,
      binding.deviceHash,
    );
    return { token: sessionToken };
  }
}
