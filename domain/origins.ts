/**
 * The origin allow-list (§6): does a page origin match the project's allowed origins, or the default
 * allowed ancestors under which the embedded wallet may be framed?
 *
 * A pattern is `[scheme://]host[:port]`:
 * - scheme `http` or `https`; without one, both match;
 * - host exact, or `*.` + suffix, which matches any subdomain at any depth but not the bare suffix
 *   (`*.vercel.app` matches `a.vercel.app` and `a.b.vercel.app`, not `vercel.app`);
 * - port a number, `*` for any port (including none), or absent for the scheme's default port only.
 * Any other shape (a `*` elsewhere, a path, a bare `*`) is invalid and matches nothing: a typo in
 * the allow-list must fail closed, never open.
 *
 * The origin side is read with the WHATWG URL parser, never by string tests, so `evil.com/x.vercel.app`
 * (path), `x.vercel.app@evil.com` (credentials) and `vercel.app.evil.com` (suffix) all resolve to
 * their real host, evil.com, and do not match `*.vercel.app`.
 */

/** The two secure-mobile hosts among the default ancestors (§6): those of the production secure site. */
export const SECURE_MOBILE_ORIGINS = [
  'https://secure-mobile.walletconnect.com',
  'https://secure-mobile.walletconnect.org',
] as const;

/**
 * The free hosting services among the default ancestors (§6): Cloudflare Pages, Vercel and ngrok. Anyone
 * can publish a page there, so a server that enforces the allow-list (the dev secure site) takes them
 * only for a project that opted in; the client keeps them among its defaults, as §6 says.
 */
export const PREVIEW_HOST_ORIGINS = [
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
] as const;

/**
 * §6 default allowed ancestors: localhost with any port (over http or https, as dev servers use both),
 * preview hosts of Cloudflare Pages, Vercel and ngrok, and the two secure-mobile hosts.
 */
export const DEFAULT_ALLOWED_ANCESTORS = [
  'http://localhost:*',
  'https://localhost:*',
  ...PREVIEW_HOST_ORIGINS,
  ...SECURE_MOBILE_ORIGINS,
] as const;

type Scheme = 'http' | 'https';

/** A parsed pattern. `port` is '' for the default port and '*' for any. */
interface OriginPattern {
  readonly schemes: readonly Scheme[];
  readonly host: string;
  readonly anySubdomain: boolean;
  readonly port: string;
}

/** A parsed origin, as the URL parser normalizes it (lower-case host, '' for the default port). */
interface ParsedOrigin {
  readonly scheme: Scheme;
  readonly host: string;
  readonly port: string;
}

// Host labels are letters, digits and hyphens; a trailing slash is tolerated because people paste it.
const PATTERN_SYNTAX = /^(?:(https?):\/\/)?(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\*|\d{1,5}))?\/?$/i;
const DEFAULT_PORTS: Readonly<Record<Scheme, string>> = { http: '80', https: '443' };

function parsePattern(pattern: string): OriginPattern | undefined {
  const match = PATTERN_SYNTAX.exec(pattern.trim());
  if (!match) return undefined;
  const [, scheme, wildcard, host, port] = match;
  // The regex requires the host group, so it is always set when the match succeeds.
  if (host === undefined) return undefined;
  const schemes: readonly Scheme[] =
    scheme === undefined ? ['http', 'https'] : [scheme.toLowerCase() === 'http' ? 'http' : 'https'];
  const normalizedPort = normalizePort(port, schemes);
  return { schemes, host: host.toLowerCase(), anySubdomain: wildcard !== undefined, port: normalizedPort };
}

/**
 * Brings a pattern's port to the URL parser's form: leading zeros dropped, and the scheme's default
 * port written as '' (the parser reports 'https://a.com:443' with port '').
 */
function normalizePort(port: string | undefined, schemes: readonly Scheme[]): string {
  if (port === undefined || port === '*') return port ?? '';
  const canonical = String(Number(port));
  const [onlyScheme] = schemes;
  return schemes.length === 1 && onlyScheme && DEFAULT_PORTS[onlyScheme] === canonical ? '' : canonical;
}

function parseOrigin(origin: string): ParsedOrigin | undefined {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return { scheme: url.protocol === 'http:' ? 'http' : 'https', host: url.hostname, port: url.port };
}

/**
 * Whether `origin` (e.g. `event.origin`) matches one allow-list `pattern`. Unparseable origins
 * ('null', opaque or non-http origins) and invalid patterns never match.
 */
export function matchesOriginPattern(origin: string, pattern: string): boolean {
  const parsedPattern = parsePattern(pattern);
  const parsedOrigin = parseOrigin(origin);
  if (!parsedPattern || !parsedOrigin) return false;
  if (!parsedPattern.schemes.includes(parsedOrigin.scheme)) return false;
  if (parsedPattern.port !== '*' && parsedPattern.port !== parsedOrigin.port) return false;
  return parsedPattern.anySubdomain
    ? parsedOrigin.host.endsWith(`.${parsedPattern.host}`)
    : parsedOrigin.host === parsedPattern.host;
}

/** Whether `origin` matches any pattern of `allowList` (§5: the origin must be in the allowed origins). */
export function isOriginAllowed(origin: string, allowList: readonly string[]): boolean {
  return allowList.some((pattern) => matchesOriginPattern(origin, pattern));
}

/**
 * Whether `origin` may frame the embedded wallet: a default allowed ancestor (§6) or one of the
 * project's allowed origins passed as `projectOrigins`.
 */
export function isAllowedAncestor(origin: string, projectOrigins: readonly string[] = []): boolean {
  return isOriginAllowed(origin, DEFAULT_ALLOWED_ANCESTORS) || isOriginAllowed(origin, projectOrigins);
}

/** Whether `pattern` is a valid allow-list pattern (for config validation with a clear message). */
export function isValidOriginPattern(pattern: string): boolean {
  return parsePattern(pattern) !== undefined;
}
