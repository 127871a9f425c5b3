/**
 * Many wallets in a page without a DOM, for the engine's benchmark in Node: a bare `window` (an event
 * target is all the connector registry listens on) and N EIP-1193 providers announced over EIP-6963,
 * each approving at once like an unlocked extension. Each provider counts its listeners, so a caller
 * can tell whether the engine lets go of what it subscribed to.
 */
import { setMaxListeners } from 'node:events';
import { fakeProvider, walletError } from './connectorFakes.ts';

/** The account every page wallet connects (anvil's first). */
export const PAGE_WALLET_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

const ICON = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';

/** One announced wallet: its connector id (its rdns) and how many listeners the page holds on it. */
export interface PageWallet {
  id: string;
  name: string;
  listenerCount(): number;
}

/**
 * Give Node a `window` the engine's connector registry can watch (it reads the global when it
 * starts). Returns the undo; does nothing where a window exists already.
 */
export function installPageWindow(): () => void {
  const global = globalThis as { window?: unknown };
  if (global.window !== undefined) return () => {};
  const target = new EventTarget();
  // A page holds a listener per wallet; Node warns past 10 on one event, a browser never does.
  setMaxListeners(0, target);
  global.window = target;
  return () => {
    delete global.window;
  };
}

/** Announce `count` wallets on the page's window (installPageWindow first); returns them and the undo. */
export function announcePageWallets(count: number): { wallets: PageWallet[]; uninstall(): void } {
  const target = (globalThis as { window?: EventTarget }).window;
  if (!target) throw new Error('announcePageWallets: no window; call installPageWindow first');
  const wallets: PageWallet[] = [];
  const stops: Array<() => void> = [];
  for (let index = 0; index < count; index++) {
    const rdns = `dev.portico.bench${index}`;
    const name = `Bench Wallet ${index}`;
    const { provider, listenerCount } = fakeProvider(({ method }) => {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [PAGE_WALLET_ADDRESS];
      if (method === 'eth_chainId') return '0x1';
      if (method === 'wallet_revokePermissions') return null;
      throw walletError(4200, `Unsupported method ${method}`);
    });
    const detail = { info: { uuid: `uuid-${rdns}`, name, icon: ICON, rdns }, provider };
    const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
    target.addEventListener('eip6963:requestProvider', announce);
    stops.push(() => target.removeEventListener('eip6963:requestProvider', announce));
    announce();
    wallets.push({ id: rdns, name, listenerCount });
  }
  return {
    wallets,
    uninstall: () => {
      for (const stop of stops.splice(0)) stop();
    },
  };
}
