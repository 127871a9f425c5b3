import * as z from 'zod';

const claimsSchema = z.object({ iss: z.string().min(1).max(256) });

/**
 * The client id (`iss`, e.g. `did:key:z6Mk…`) of the sign-client's relay JWT (the `auth` query param of
 * its connection URL), or null when absent or unreadable. The signature is NOT verified: this is a dev
 * relay, any JWT is accepted. The sign-client derives its subscription ids from this same id.
 */
export function clientIdFromJwt(jwt: string | null): string | null {
  if (!jwt) return null;
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const claims = claimsSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return claims.success ? claims.data.iss : null;
  } catch {
    return null;
  }
}
