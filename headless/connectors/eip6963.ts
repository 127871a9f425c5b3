/**
 * EIP-6963 multi-wallet discovery, the app side: listen for 'eip6963:announceProvider', then ask every
 * wallet to announce with 'eip6963:requestProvider' (wallets that loaded first answer it; later ones
 * announce on load). SSR-safe: nothing runs until `watchAnnouncedProviders` is called with a window.
 */
import * as z from 'zod/mini';
import type { Eip1193Provider, Eip6963ProviderDetail } from './types.ts';

const ANNOUNCE_EVENT = 'eip6963:announceProvider';
const REQUEST_EVENT = 'eip6963:requestProvider';

const isProvider = (value: unknown): value is Eip1193Provider =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { request?: unknown }).request === 'function';

// Announcements come from any script in the page: parse them, and ignore what does not fit.
const detailSchema = z.object({
  info: z.object({
    uuid: z.string(),
    name: z.string().check(z.minLength(1)),
    icon: z.string(),
    rdns: z.string().check(z.minLength(1)),
  }),
  provider: z.custom<Eip1193Provider>(isProvider),
});

/**
 * Watch the wallets announced on `target`. `onChange` gets the full list, in announcement order, each
 * time a new wallet appears; a wallet is known by its rdns and the first announcement wins (wallets
 * re-announce on every request, and a second extension must not replace the first). Wallets already
 * in the page answer during this call, so `onChange` may run before it returns. Returns the
 * unsubscribe function.
 */
export function watchAnnouncedProviders(
  target: Window,
  onChange: (providers: readonly Eip6963ProviderDetail[]) => void,
): () => void {
  let providers: readonly Eip6963ProviderDetail[] = [];
  const onAnnounce = (event: Event) => {
    const parsed = detailSchema.safeParse((event as CustomEvent<unknown>).detail);
    if (!parsed.success) return;
    const detail: Eip6963ProviderDetail = parsed.data;
    if (providers.some((known) => known.info.rdns === detail.info.rdns)) return;
    providers = [...providers, detail];
    onChange(providers);
  };
  target.addEventListener(ANNOUNCE_EVENT, onAnnounce);
  target.dispatchEvent(new Event(REQUEST_EVENT));
  return () => target.removeEventListener(ANNOUNCE_EVENT, onAnnounce);
}
