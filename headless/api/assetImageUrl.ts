/**
 * The asset image URL (§7 /public/getAssetImage/{id}): a network's image by its `assets.imageId`. A
 * module of its own for the reason walletImageUrl.ts gives: the default UI builds these URLs too.
 */
import { SDK_TYPE, SDK_VERSION } from '../endpoints.ts';

/**
 * The URL of an asset's image (§7 /public/getAssetImage/{id}) with the project and SDK properties, for
 * an `<img src>` (which cannot send headers, hence query parameters).
 */
export function assetImageUrl(apiBase: string, imageId: string, projectId: string): string {
  const url = new URL(
    `public/getAssetImage/${encodeURIComponent(imageId)}`,
    apiBase.endsWith('/') ? apiBase : `${apiBase}/`,
  );
  url.searchParams.set('projectId', projectId);
  url.searchParams.set('st', SDK_TYPE);
  url.searchParams.set('sv', SDK_VERSION);
  return url.toString();
}
