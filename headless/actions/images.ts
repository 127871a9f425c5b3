import type { Network } from '../../domain/networks.ts';
import { assetImageUrl } from '../api/assetImageUrl.ts';
import { type AppMetadata, appMetadata } from '../appMetadata.ts';
import type { PorticoModal } from '../createModal.ts';
import { PRODUCTION_ENDPOINTS } from '../endpoints.ts';

/** What `getNetworkImageUrl` takes, after the modal: the network whose image to name. */
export type GetNetworkImageUrlParameters = [network: Network];

/** What `getNetworkImageUrl` returns: the image's URL, undefined when the network names none. */
export type GetNetworkImageUrlReturnType = string | undefined;

/**
 * What `getAppMetadata` takes, after the modal: nothing yet. An object, so that an option can be
 * added later without breaking a call.
 */
export type GetAppMetadataParameters = Record<string, never>;

/** What `getAppMetadata` returns: the name, description, url and icons wallets are given. */
export type GetAppMetadataReturnType = AppMetadata;

/**
 * The URL of a network's image, the way production gives it: the network's own `assets.imageUrl`, else
 * its `assets.imageId` as a §7 asset image (/public/getAssetImage/{id}) of this modal's API endpoint
 * and project; undefined when the network names no image (a built-in network then has a bundled logo,
 * `loadBrandLogos('network')`). Needs no engine, like `getWalletImageUrl`.
 */
export function getNetworkImageUrl(
  modal: PorticoModal,
  ...[network]: GetNetworkImageUrlParameters
): GetNetworkImageUrlReturnType {
  const { imageUrl, imageId } = network.assets ?? {};
  if (imageUrl) return imageUrl;
  if (!imageId) return undefined;
  return assetImageUrl(
    modal.options?.endpoints.api ?? modal.input.endpoints?.api ?? PRODUCTION_ENDPOINTS.api,
    imageId,
    modal.input.projectId ?? '',
  );
}

/**
 * The app's metadata (name, description, url, icons) as the modal gives it to wallets: the host's
 * `metadata` option (parsed once the engine has loaded), else the page's title and origin. A custom
 * UI shows `icons[0]` where the visitor is asked to trust the app (sign-in, connecting).
 */
export function getAppMetadata(
  modal: Pick<PorticoModal, 'input' | 'options'>,
  _parameters: GetAppMetadataParameters = {},
): GetAppMetadataReturnType {
  return appMetadata(modal.options ?? modal.input);
}
