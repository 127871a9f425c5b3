/**
 * The local identity providers' side of OAuth's authorization-code flow: the authorize request is
 * checked (client, the site's own redirect_uri, response_type=code) before any page is shown, so a
 * wrong redirect_uri is never redirected to; consent issues a code bound to that client, redirect_uri,
 * state and provider, single-use and short-lived; the site redeems it once for the person's username.
 */
import type { SocialProvider } from '../../../domain/socialProviders.ts';
import { SiteError } from '../errors.ts';
import { AUTH_CODES_PER_IP, LOGIN_STORE_TOTAL } from '../limits.ts';
import type { Secrets } from '../secrets.ts';
import { SOCIAL_MESSAGES } from './messages.ts';
import { OneTimeStore } from './oneTimeStore.ts';
import { CLIENT_ID, subjectOf, usernameSchema } from './providers.ts';

/** A code lives 1 minute: the callback page hands it to the frame at once. */
export const AUTH_CODE_TTL_MS = 60 * 1000;
/** The longest `state` a provider echoes (production appends `--<return URL>` in redirect mode). */
const MAX_STATE_LENGTH = 4096;

/** A checked authorize request. */
export interface AuthorizeRequest {
  provider: SocialProvider;
  redirectUri: string;
  state: string;
}

/** What a code stands for. */
interface IssuedCode extends AuthorizeRequest {
  username: string;
}

/** The person a redeemed code names. */
export interface ProviderIdentity {
  provider: SocialProvider;
  subject: string;
  userName: string;
}

/** The six local identity providers. */
export class IdentityProviders {
  private readonly codes: OneTimeStore<IssuedCode>;

  constructor(
    private readonly deps: {
      secrets: Secrets;
      now: () => number;
      /** The only redirect_uri the providers accept: the site's `/social/callback`. */
      callbackUrl: () => string;
    },
  ) {
    this.codes = new OneTimeStore({
      secrets: deps.secrets,
      now: deps.now,
      ttlMs: AUTH_CODE_TTL_MS,
      limits: {
        perClient: AUTH_CODES_PER_IP,
        total: LOGIN_STORE_TOTAL,
        message: SOCIAL_MESSAGES.tooManyCodes,
      },
    });
  }

  /** Codes held, live or expired and not swept yet (for tests of the bounds). */
  get size(): number {
    return this.codes.size;
  }

  /** Drops expired codes (the site's sweep timer; every code issued does it too). */
  sweep(): number {
    return this.codes.sweep();
  }

  /** Checks an authorize request's parameters (query or form); throws 400 on any wrong one. */
  check(provider: SocialProvider, params: Record<string, string | undefined>): AuthorizeRequest {
    if (params.client_id !== CLIENT_ID) throw new SiteError(400, SOCIAL_MESSAGES.invalidClient);
    if (params.redirect_uri !== this.deps.callbackUrl())
      throw new SiteError(400, SOCIAL_MESSAGES.invalidRedirectUri);
    if (params.response_type !== 'code') throw new SiteError(400, SOCIAL_MESSAGES.invalidResponseType);
    const state = params.state ?? '';
    if (state.length === 0 || state.length > MAX_STATE_LENGTH)
      throw new SiteError(400, 'state: missing or too long');
    return { provider, redirectUri: params.redirect_uri, state };
  }

  /** The consent form's token: the POST must carry it (a form on another site cannot know it). */
  formToken(request: AuthorizeRequest): string {
    return this.deps.secrets.hash(`idp-consent:${request.provider}:${request.state}`);
  }

  /** Whether a consent form's token is this request's. */
  formTokenMatches(request: AuthorizeRequest, formToken: string): boolean {
    return this.deps.secrets.matches(`idp-consent:${request.provider}:${request.state}`, formToken);
  }

  /**
   * Allow: the redirect_uri with a new code and the state. Deny: with `error=access_denied`. `client`
   * (the requesting IP) may hold {@link AUTH_CODES_PER_IP} live codes (else 429).
   */
  decide(
    request: AuthorizeRequest,
    decision: 'allow' | 'deny',
    username: string | undefined,
    client: string,
  ): string {
    const target = new URL(request.redirectUri);
    if (decision === 'deny') {
      target.searchParams.set('error', 'access_denied');
    } else {
      const name = usernameSchema.safeParse(username ?? '');
      if (!name.success) throw new SiteError(400, `username: ${name.error.issues[0]?.message ?? 'invalid'}`);
      target.searchParams.set('code', this.codes.issue({ ...request, username: name.data }, client));
    }
    target.searchParams.set('state', request.state);
    return target.href;
  }

  /**
   * The token endpoint: a code redeems once, for the client's own redirect_uri and the state it was
   * issued with; anything else is refused (and a code tried with the wrong state is spent, since its
   * result URI has leaked).
   */
  redeem(code: string, expected: { state: string; redirectUri: string }): ProviderIdentity {
    const found = this.codes.peek(code);
    if (found.state !== 'live') throw new SiteError(400, SOCIAL_MESSAGES.codeNotValid);
    this.codes.spend(code);
    const issued = found.value;
    if (issued.state !== expected.state || issued.redirectUri !== expected.redirectUri)
      throw new SiteError(400, SOCIAL_MESSAGES.codeNotValid);
    return { provider: issued.provider, subject: subjectOf(issued.username), userName: issued.username };
  }
}
