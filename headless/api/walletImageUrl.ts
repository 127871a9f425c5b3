/**
 * The wallet image URL (§7 /getWalletImage/{id}). A module of its own, apart from the directory client
 * (walletDirectory.ts, with its response schemas): the default UI builds image URLs too, and a module
 * both the engine and the UI import becomes a chunk both load (a consumer's bundler splits by who
 * imports what); this one stays a few lines, and the directory client stays in the engine's chunk.
 */
import { SDK_TYPE, SDK_VERSION } from '../endpoints.ts';

/**
 * The URL of a wallet's image (§7 /getWalletImage/{id}) with the project and SDK properties, for an
 * `<img src>` (which cannot send headers, hence query parameters).
 */
export function walletImageUrl(apiBase: string, imageId: string, projectId: string): string {
  const url = new URL(
    `getWalletImage/${encodeURIComponent(imageId)}`,
    apiBase.endsWith('/') ? apiBase : `${apiBase}/`,
  );
  url.searchParams.set('projectId', projectId);
  url.searchParams.set('st', SDK_TYPE);
  url.searchParams.set('sv', SDK_VERSION);
  return url.toString();
}
