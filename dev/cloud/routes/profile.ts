import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { getAddress, isAddress } from 'viem';
import * as z from 'zod';
import { isValidEvmChainId } from '../../../domain/coinType.ts';
import { COIN_TYPE_FLAG } from '../../../domain/constants.ts';
import { MESSAGES } from '../../../domain/errors.ts';
import { type CloudDeps, type CloudEnv, requireProject } from '../http.ts';
import { LEGACY_NAME_SUFFIX, labelOf, NAME_SUFFIX, type NameStore } from '../nameStore.ts';
import { reasonOf } from '../schemas.ts';
import { ChainUnavailableError } from '../signatures.ts';

/** A registration message older than this (seconds) is stale. */
export const NAME_MESSAGE_MAX_AGE_S = 5 * 60;
/** Clock skew tolerated for a registration message's timestamp (seconds ahead of the server). */
export const NAME_MESSAGE_MAX_SKEW_S = 30;
/** How many free alternatives a suggestion answer offers for a taken name. */
export const FREE_SUGGESTIONS = 3;
/** How many names one address may hold (under any coin type): squatting costs more than one key. */
export const MAX_NAMES_PER_ADDRESS = 5;
/** How many registration attempts one IP may make per window (each costs a signature check). */
export const NAME_REGISTRATIONS_PER_IP = 10;
/** The per-IP registration window (ms). */
export const NAME_REGISTRATION_WINDOW_MS = 60_000;
/** How many attributes a name may carry. */
export const MAX_NAME_ATTRIBUTES = 10;
/** The longest text attribute (characters). */
export const MAX_TEXT_ATTRIBUTE_LENGTH = 256;
/** The longest link attribute (characters). */
export const MAX_URL_ATTRIBUTE_LENGTH = 2048;
/** Attributes that are links (shown as images or followed): https only. */
export const URL_ATTRIBUTES: ReadonlySet<string> = new Set(['avatar', 'url', 'website', 'header', 'image']);

/** The registration limits; tests lower them or move the clock. */
export interface NameLimits {
  /** Registration attempts per IP per window; default NAME_REGISTRATIONS_PER_IP. */
  registrationsPerIp?: number;
  /** The window (ms); default NAME_REGISTRATION_WINDOW_MS. */
  windowMs?: number;
  /** Names per address; default MAX_NAMES_PER_ADDRESS. */
  namesPerAddress?: number;
  /** The clock (ms) of the window and of the message timestamp checks; default Date.now. */
  now?: () => number;
}

/** The descriptions of the name service's errors (the first reason of `{ reasons: [{ description }] }`). */
export const NAME_ERRORS = {
  invalidBody: 'Invalid request: coin_type, address, message and signature are required',
  invalidMessage:
    'Invalid message: expected JSON { name, attributes, timestamp } with timestamp in seconds (coinType optional)',
  invalidAttributes: `Invalid attributes: at most ${MAX_NAME_ATTRIBUTES}, keys of 1-32 letters, digits, . _ or -; links (${[...URL_ATTRIBUTES].join(', ')}) https only, at most ${MAX_URL_ATTRIBUTE_LENGTH} characters; other text at most ${MAX_TEXT_ATTRIBUTE_LENGTH} characters, no script or data links`,
  coinTypeMismatch: 'Coin type does not match the signed message',
  quota: `An address can register at most ${MAX_NAMES_PER_ADDRESS} names`,
  rateLimited: 'Too many name registrations from this IP: try again later',
  invalidName: `${MESSAGES.invalidAccountName}, ending in ${NAME_SUFFIX}`,
  invalidChainId: MESSAGES.invalidChainId,
  wrongCoinType: 'Invalid coin type: expected 0x80000000 | chainId',
  unsupportedChain: 'Unsupported chain',
  invalidAddress: MESSAGES.invalidEvmAddress,
  staleTimestamp: 'Message timestamp is too old',
  futureTimestamp: 'Message timestamp is in the future',
  badSignature: 'Invalid signature',
  taken: 'Name is already registered',
  notFound: 'Name not found',
  apiVersion: 'Unsupported apiVersion: expected 2',
  zone: 'Unsupported zone: expected reown.id or wcn.id',
} as const;

/** An error answer of the name service. */
export function reasons(c: Context<CloudEnv>, status: ContentfulStatusCode, description: string): Response {
  return c.json({ reasons: [{ description }] }, status);
}

const registrationSchema = z.object({
  coin_type: z.number().int().nonnegative(),
  address: z.string().max(128),
  message: z.string().max(4096),
  signature: z.string().max(40_000),
});

/**
 * The signed message as production's client writes it (EnsController.registerName):
 * `{"name":…,"attributes":{},"timestamp":…}`. Production does not sign the coin type, so a name its
 * client registers must register without one; a message that does name a coin type (Portico's of
 * earlier message, or another client's) must name the body's.
 */
const messageSchema = z.object({
  name: z.string().max(253),
  attributes: z.record(z.string(), z.string()),
  timestamp: z.number().int(),
  coinType: z.number().int().optional(),
});

const ATTRIBUTE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/;
/**
 * Whether `value` holds a C0 control, DEL, or a zero-width or bidi format character: nothing a name's
 * attribute needs, and the last two can disguise a link.
 */
function hasControl(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f) return true;
    if ((code >= 0x200b && code <= 0x200f) || (code >= 0x202a && code <= 0x202e)) return true;
    if (code >= 0x2066 && code <= 0x2069) return true;
  }
  return false;
}
const SCRIPT_OR_DATA_LINK = /^(javascript|vbscript|data|file|blob):/i;

/** An https URL without credentials, as a link attribute must be. */
function isHttpsLink(value: string): boolean {
  if (value.length > MAX_URL_ATTRIBUTE_LENGTH || value !== value.trim() || hasControl(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '' && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Whether a registration's attributes are safe to store and show: few, with plain keys; links
 * (URL_ATTRIBUTES) https only; other text short, with no controls and no script or data link.
 */
export function areValidAttributes(attributes: Record<string, string>): boolean {
  const entries = Object.entries(attributes);
  if (entries.length > MAX_NAME_ATTRIBUTES) return false;
  return entries.every(([key, value]) => {
    if (!ATTRIBUTE_KEY.test(key)) return false;
    if (URL_ATTRIBUTES.has(key.toLowerCase())) return isHttpsLink(value);
    // Browsers drop whitespace inside a scheme ('java\tscript:'); controls are refused already.
    const compact = value.replace(/\s/g, '');
    return (
      value.length <= MAX_TEXT_ATTRIBUTE_LENGTH && !hasControl(value) && !SCRIPT_OR_DATA_LINK.test(compact)
    );
  });
}

/** Attempts per IP in a sliding window. */
class AttemptWindow {
  private readonly attempts = new Map<string, number[]>();
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Records an attempt of `key` at `now`; the seconds to wait when it is over the limit, else 0. */
  take(key: string, now: number): number {
    const since = now - this.windowMs;
    for (const [k, times] of this.attempts) {
      if (times.every((t) => t <= since)) this.attempts.delete(k);
    }
    const recent = (this.attempts.get(key) ?? []).filter((t) => t > since);
    if (recent.length >= this.limit) {
      this.attempts.set(key, recent);
      return Math.max(1, Math.ceil(((recent[0] ?? now) + this.windowMs - now) / 1000));
    }
    recent.push(now);
    this.attempts.set(key, recent);
    return 0;
  }
}

/**
 * The EVM chain id of a name-service coin type (ENSIP-11: `0x80000000 | chainId`): `'wrong'` without
 * the flag, `'invalid'` when the id would reach 2^31 (§5 'Invalid chainId').
 */
export function chainIdOfCoinType(coinType: number): number | 'wrong' | 'invalid' {
  if (!Number.isSafeInteger(coinType) || coinType < COIN_TYPE_FLAG) return 'wrong';
  const chainId = coinType - COIN_TYPE_FLAG;
  return isValidEvmChainId(chainId) ? chainId : 'invalid';
}

/** `apiVersion`, when sent, must be 2 (the version the product calls). */
function badApiVersion(c: Context<CloudEnv>): Response | undefined {
  const version = c.req.query('apiVersion');
  return version === undefined || version === '2' ? undefined : reasons(c, 400, NAME_ERRORS.apiVersion);
}

/**
 * The name service on the §7 paths, all with the project id; errors answer
 * `{ reasons: [{ description }] }`:
 * GET /v1/profile/account/{name}?apiVersion=2 → `AccountName` or 404 (`.wcn.id` resolves like `.reown.id`);
 * GET /v1/profile/reverse/{address}?sender=&apiVersion=2 → `AccountName[]`;
 * GET /v1/profile/suggestions/{name}?zone=reown.id → `{ suggestions: [{ name, registered }] }`;
 * POST /v1/profile/account `{ coin_type, address, message, signature }` → `{ success: true }`; the
 * signature is checked on the chain of `coin_type`, and a signed message that names a coin type names
 * that one; at most `namesPerAddress` names per address, and
 * `registrationsPerIp` attempts per IP per window (429 with Retry-After).
 */
export function registerProfileRoutes(
  app: Hono<CloudEnv>,
  deps: CloudDeps,
  names: NameStore,
  limits: NameLimits = {},
): void {
  const project = requireProject(deps.store);
  const clock = limits.now ?? Date.now;
  const namesPerAddress = limits.namesPerAddress ?? MAX_NAMES_PER_ADDRESS;
  const perIp = new AttemptWindow(
    limits.registrationsPerIp ?? NAME_REGISTRATIONS_PER_IP,
    limits.windowMs ?? NAME_REGISTRATION_WINDOW_MS,
  );

  app.get('/v1/profile/account/:name', project, (c) => {
    const bad = badApiVersion(c);
    if (bad) return bad;
    const parsed = labelOf(c.req.param('name'));
    if (!parsed) return reasons(c, 400, NAME_ERRORS.invalidName);
    const name = names.get(parsed.label);
    return name ? c.json(name) : reasons(c, 404, NAME_ERRORS.notFound);
  });

  app.get('/v1/profile/reverse/:address', project, (c) => {
    const bad = badApiVersion(c);
    if (bad) return bad;
    const address = c.req.param('address');
    if (!isAddress(address, { strict: false })) return reasons(c, 400, NAME_ERRORS.invalidAddress);
    return c.json(names.namesOf(address));
  });

  app.get('/v1/profile/suggestions/:name', project, (c) => {
    const zone = c.req.query('zone') ?? 'reown.id';
    if (zone !== 'reown.id' && zone !== 'wcn.id') return reasons(c, 400, NAME_ERRORS.zone);
    const suffix = zone === 'reown.id' ? NAME_SUFFIX : LEGACY_NAME_SUFFIX;
    const asked = c.req.param('name').toLowerCase();
    const parsed = labelOf(
      asked.endsWith(NAME_SUFFIX) || asked.endsWith(LEGACY_NAME_SUFFIX) ? asked : `${asked}${suffix}`,
    );
    if (!parsed) return reasons(c, 400, NAME_ERRORS.invalidName);
    const { label } = parsed;
    const suggestions = [{ name: `${label}${suffix}`, registered: names.isTaken(label) }];
    for (let n = 1; suggestions[0]?.registered && suggestions.length <= FREE_SUGGESTIONS && n < 10_000; n++) {
      if (!names.isTaken(`${label}${n}`))
        suggestions.push({ name: `${label}${n}${suffix}`, registered: false });
    }
    return c.json({ suggestions });
  });

  app.post('/v1/profile/account', project, async (c) => {
    // Every attempt counts (the socket's address: a forwarded-for header would be the caller's say).
    const wait = perIp.take(c.env?.incoming?.socket?.remoteAddress ?? 'unknown', clock());
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return reasons(c, 429, NAME_ERRORS.rateLimited);
    }
    let json: unknown;
    try {
      json = JSON.parse(await c.req.text());
    } catch {
      return reasons(c, 400, NAME_ERRORS.invalidBody);
    }
    const body = registrationSchema.safeParse(json);
    if (!body.success) return reasons(c, 400, `${NAME_ERRORS.invalidBody} (${reasonOf(body.error)})`);
    const { coin_type: coinType, address, message, signature } = body.data;

    let signed: z.infer<typeof messageSchema>;
    try {
      const parsed = messageSchema.safeParse(JSON.parse(message));
      if (!parsed.success) return reasons(c, 400, NAME_ERRORS.invalidMessage);
      signed = parsed.data;
    } catch {
      return reasons(c, 400, NAME_ERRORS.invalidMessage);
    }
    const name = labelOf(signed.name);
    if (!name || name.legacy) return reasons(c, 400, NAME_ERRORS.invalidName);
    if (!areValidAttributes(signed.attributes)) return reasons(c, 400, NAME_ERRORS.invalidAttributes);
    const chainId = chainIdOfCoinType(coinType);
    if (chainId === 'wrong') return reasons(c, 400, NAME_ERRORS.wrongCoinType);
    if (chainId === 'invalid') return reasons(c, 400, NAME_ERRORS.invalidChainId);
    if (signed.coinType !== undefined && signed.coinType !== coinType)
      return reasons(c, 400, NAME_ERRORS.coinTypeMismatch);
    if (!deps.signatures.knows(`eip155:${chainId}`)) {
      return reasons(c, 400, `${NAME_ERRORS.unsupportedChain}: eip155:${chainId}`);
    }
    if (!isAddress(address, { strict: false })) return reasons(c, 400, NAME_ERRORS.invalidAddress);
    const now = Math.floor(clock() / 1000);
    if (signed.timestamp < now - NAME_MESSAGE_MAX_AGE_S) return reasons(c, 400, NAME_ERRORS.staleTimestamp);
    if (signed.timestamp > now + NAME_MESSAGE_MAX_SKEW_S) return reasons(c, 400, NAME_ERRORS.futureTimestamp);
    if (names.isTaken(name.label)) return reasons(c, 409, NAME_ERRORS.taken);
    if (names.countOf(address) >= namesPerAddress) return reasons(c, 403, NAME_ERRORS.quota);

    try {
      const outcome = await deps.signatures.verify({
        chainId: `eip155:${chainId}`,
        address,
        message,
        signature,
      });
      if (outcome !== 'valid') return reasons(c, 400, NAME_ERRORS.badSignature);
    } catch (err) {
      if (err instanceof ChainUnavailableError) return reasons(c, 502, err.message);
      throw err;
    }
    const added = names.register(
      name.label,
      {
        coinType,
        address: getAddress(address),
        attributes: signed.attributes,
        maxPerAddress: namesPerAddress,
      },
      now,
    );
    if (added === 'taken') return reasons(c, 409, NAME_ERRORS.taken);
    if (added === 'quota') return reasons(c, 403, NAME_ERRORS.quota);
    return c.json({ success: true });
  });
}
