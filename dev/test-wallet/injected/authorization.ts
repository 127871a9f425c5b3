/**
 * What the test wallet remembers of a site's authorisation across page loads, as a real wallet does:
 * a site the person connected stays connected after a reload (eth_accounts and a silent connect
 * answer without a prompt) until it disconnects or the wallet revokes it.
 */
export interface Authorization {
  remembered(): boolean;
  remember(authorized: boolean): void;
}

/** Keep the authorisation of one namespace in the page's sessionStorage (per tab, like a dev wallet should). */
export function sessionAuthorization(target: Window, key: string): Authorization {
  const storage = (() => {
    try {
      return target.sessionStorage;
    } catch {
      return undefined;
    }
  })();
  return {
    remembered: () => storage?.getItem(key) === '1',
    remember(authorized) {
      if (authorized) storage?.setItem(key, '1');
      else storage?.removeItem(key);
    },
  };
}
