/**
 * Users of social and Farcaster logins: one user (with its own keys) per (provider, subject), made on
 * the first login and found again on every later one, and a session for the device that logged in.
 */
import { randomUUID } from 'node:crypto';
import type { SiteStore, UserRow } from '../db.ts';
import { newToken, type Secrets } from '../secrets.ts';
import { SESSION_TTL_MS } from '../service.ts';
import { generateKey } from '../wallet.ts';

/** Where a login comes from: a §5 social provider or Farcaster. */
export type IdentityProvider = string;

/**
 * `users.email` is the account's login key (NOT NULL UNIQUE since the first release): for a social user
 * it holds `social:<provider>:<subject>`, which no email login can reach (it is not an address); the §3
 * payload shows `email: null` and the `userName` instead.
 */
export function accountKeyOf(provider: IdentityProvider, subject: string): string {
  return `social:${provider}:${subject}`;
}

/** What opening a social session needs. */
export interface AccountDeps {
  store: SiteStore;
  secrets: Secrets;
  now: () => number;
}

/** The user of (provider, subject), made with its keys on the first login. */
async function userOf(
  deps: AccountDeps,
  provider: IdentityProvider,
  subject: string,
  userName: string,
): Promise<UserRow> {
  const { store, secrets, now } = deps;
  const known = store.socialIdentity(provider, subject);
  const knownUser = known && store.userById(known.user_id);
  if (knownUser) return knownUser;
  const user = { id: randomUUID(), email: accountKeyOf(provider, subject), created_at: now() };
  const keys = await Promise.all(
    (['eip155', 'solana'] as const).map(async (ns) => ({ ns, ...(await generateKey(ns)) })),
  );
  return store.transaction(() => {
    // Made by a login that raced this one while the keys were generated: that user is the person's.
    const raced = store.socialIdentity(provider, subject);
    const racedUser = raced && store.userById(raced.user_id);
    if (racedUser) return racedUser;
    store.addUser(user);
    store.addSocialIdentity({
      provider,
      subject,
      user_id: user.id,
      user_name: userName,
      created_at: user.created_at,
    });
    for (const key of keys) {
      store.addKey({
        user_id: user.id,
        namespace: key.ns,
        address: key.address,
        sealed_secret: secrets.encrypt(key.secret, `${user.id}:${key.ns}`),
      });
    }
    return user;
  });
}

/** Logs (provider, subject) in on the device: its user, and a new session token bound to the device. */
export async function openSocialSession(
  deps: AccountDeps,
  identity: { provider: IdentityProvider; subject: string; userName: string },
  deviceHash: string,
): Promise<{ token: string; user: UserRow }> {
  const user = await userOf(deps, identity.provider, identity.subject, identity.userName);
  const token = newToken();
  deps.store.addSession({
    token_hash: deps.secrets.hash(token),
    user_id: user.id,
    device_hash: deviceHash,
    created_at: deps.now(),
    expires_at: deps.now() + SESSION_TTL_MS,
  });
  return { token, user };
}
