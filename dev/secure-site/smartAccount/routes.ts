/**
 * The smart-account routes the frame calls (GET_SMART_ACCOUNT_ENABLED_NETWORKS, INIT_SMART_ACCOUNT,
 * SET_PREFERRED_ACCOUNT, the sender of a request it is about to show for approval, GET_USER's sign-in
 * for a user on the smart account), and the two
 * places where the smart account joins existing routes: the user payload (/api/user) and RPC (/api/rpc).
 */
import type { Context, Hono } from 'hono';
import * as z from 'zod';
import type { FrameUser } from '../../../domain/embedded/frameProtocol.ts';
import { SiteError } from '../errors.ts';
import type { SiteEnv } from '../server.ts';
import type { Caller, ChainRef } from '../service.ts';
import { answerSmartAccountRpc, type SmartAccountRpcRequest } from './rpc.ts';
import { senderOf } from './sender.ts';
import { smartAccountSignIn } from './signIn.ts';
import { evmChainIdOf, type SmartAccounts } from './smartAccounts.ts';

const chainIdBody = z.object({ chainId: z.union([z.number().int().positive(), z.string().min(1).max(128)]) });
const preferredBody = chainIdBody.extend({ type: z.enum(['eoa', 'smartAccount']) });
// §3 sign-in message data (GET_USER's siwxMessage), as /api/sign-in reads it; its content rules are
// frame/signIn.ts's.
const signInBody = z.object({
  siwxMessage: z.looseObject({
    accountAddress: z.string().max(128),
    chainId: z.string().max(128),
    domain: z.string().max(256),
    uri: z.string().max(2048),
    version: z.string().max(8),
    nonce: z.string().max(128),
  }),
});
// The request as the frame will send it to /api/rpc.
const senderBody = z.object({
  method: z.string().min(1).max(128),
  params: z.unknown().optional(),
  chainNamespace: z.string().max(32).optional(),
  chainId: z.union([z.number().int().positive(), z.string().min(1).max(128)]).optional(),
});

/** What the routes take from the site's app. */
export interface SmartAccountRouteDeps {
  accounts: SmartAccounts;
  signedIn: (c: Context<SiteEnv>) => Caller;
  bodyOf: <T>(c: Context<SiteEnv>, schema: z.ZodType<T>) => Promise<T>;
}

function evmChainOf(chainId: number | string): number {
  const id = evmChainIdOf(chainId);
  if (id === undefined) throw new SiteError(400, `chainId: not an eip155 chain: ${chainId}`);
  return id;
}

/** Registers `/api/smart-account/{networks,init,preferred,sender,sign-in}`. */
export function registerSmartAccountRoutes(app: Hono<SiteEnv>, deps: SmartAccountRouteDeps): void {
  const { accounts } = deps;
  app.post('/api/smart-account/networks', (c) =>
    c.json({ smartAccountEnabledNetworks: accounts.enabledNetworks() }),
  );
  app.post('/api/smart-account/init', async (c) => {
    const caller = deps.signedIn(c);
    const { chainId } = await deps.bodyOf(c, chainIdBody);
    return c.json(await accounts.init(caller.user.id, evmChainOf(chainId)));
  });
  app.post('/api/smart-account/preferred', async (c) => {
    const caller = deps.signedIn(c);
    const { chainId, type } = await deps.bodyOf(c, preferredBody);
    return c.json(await accounts.setPreferred(caller.user.id, type, evmChainOf(chainId)));
  });
  app.post('/api/smart-account/sender', async (c) => {
    const caller = deps.signedIn(c);
    return c.json(await senderOf(accounts, caller.user.id, await deps.bodyOf(c, senderBody)));
  });
  app.post('/api/smart-account/sign-in', async (c) => {
    const caller = deps.signedIn(c);
    const { siwxMessage } = await deps.bodyOf(c, signInBody);
    return c.json(await smartAccountSignIn(accounts, caller, siwxMessage, c.get('hostOrigin')));
  });
}

/** The user payload with the smart account (eip155 chains only; others unchanged). */
export async function userWithSmartAccount(
  accounts: SmartAccounts | undefined,
  caller: Caller,
  ref: ChainRef,
  user: FrameUser,
): Promise<FrameUser> {
  if (!accounts || (ref.chainNamespace ?? 'eip155') !== 'eip155') return user;
  const chainId = evmChainIdOf(ref.chainId ?? 1);
  return chainId === undefined ? user : accounts.withAccounts(caller.user.id, chainId, user);
}

/** The smart account's answer to an RPC request, or undefined when the EOA path answers it. */
export async function smartAccountRpc(
  accounts: SmartAccounts | undefined,
  caller: Caller,
  request: SmartAccountRpcRequest,
): Promise<{ result: unknown } | undefined> {
  const eoa = accounts?.deps.store.key(caller.user.id, 'eip155')?.address;
  if (!accounts || !eoa) return undefined;
  return answerSmartAccountRpc(accounts, { id: caller.user.id, eoa }, request);
}
