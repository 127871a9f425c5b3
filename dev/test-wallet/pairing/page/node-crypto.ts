/**
 * The browser's stand-in for `node:crypto` in the page build: dev/relay/peers.ts (imported for its
 * offline verify setup) imports `randomUUID` from it, which the Web Crypto API provides.
 */

/** A random UUID v4 (Web Crypto). */
export function randomUUID(): string {
  return crypto.randomUUID();
}
