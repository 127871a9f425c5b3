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

/** The descriptions of the name service's errors (the first reason of `{ reasons: [{ description }] }`). */
export const NAME_ERRORS = {
  invalidBody: 'Invalid request: coin_type, address, message and signature are required',
  invalidMessage: 'Invalid message: expected JSON { name, attributes, timestamp } with timestamp in seconds',
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

const messageSchema = z.object({
  name: z.string().max(253),
  attributes: z
    .record(z.string().max(64), z.string().max(2048))
    .refine((a) => Object.keys(a).length <= 20, 'at most 20 attributes'),
  timestamp: z.number().int(),
});

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
 * POST /v1/profile/account `{ coin_type, address, message, signature }` → `{ success: true }`.
 */
export function registerProfileRoutes(app: Hono<CloudEnv>, deps: CloudDeps, names: NameStore): void {
  const project = requireProject(deps.store);

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
    const chainId = chainIdOfCoinType(coinType);
    if (chainId === 'wrong') return reasons(c, 400, NAME_ERRORS.wrongCoinType);
    if (chainId === 'invalid') return reasons(c, 400, NAME_ERRORS.invalidChainId);
    if (!deps.signatures.knows(`eip155:${chainId}`)) {
      return reasons(c, 400, `${NAME_ERRORS.unsupportedChain}: eip155:${chainId}`);
    }
    if (!isAddress(address, { strict: false })) return reasons(c, 400, NAME_ERRORS.invalidAddress);
    const now = Math.floor(Date.now() / 1000);
    if (signed.timestamp < now - NAME_MESSAGE_MAX_AGE_S) return reasons(c, 400, NAME_ERRORS.staleTimestamp);
    if (signed.timestamp > now + NAME_MESSAGE_MAX_SKEW_S) return reasons(c, 400, NAME_ERRORS.futureTimestamp);
    if (names.isTaken(name.label)) return reasons(c, 409, NAME_ERRORS.taken);

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
      { coinType, address: getAddress(address), attributes: signed.attributes },
      now,
    );
    return added ? c.json({ success: true }) : reasons(c, 409, NAME_ERRORS.taken);
  });
}
