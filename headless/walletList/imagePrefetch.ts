/**
 * Wallet image prefetch (§9: "first 20 images prefetched", "Image preload wait 2 s"): the engine's
 * implementation of the wallet list's `prefetchImages` action. It warms the browser cache so the list's
 * icons appear at once, and never holds anything up for longer than the preload wait.
 */

import { IMAGE_PRELOAD_WAIT_MS } from '../../domain/constants.ts';
import { walletImageUrl } from '../api/walletImageUrl.ts';

/** Loads one image; resolves when it is loaded or has failed (a failure only means a cold cache). */
export type ImageLoader = (url: string) => Promise<void>;

/** The browser's image loader; in an environment without `Image` (SSR, Node) a plain GET warms HTTP caches. */
export function defaultImageLoader(url: string): Promise<void> {
  if (typeof Image !== 'undefined') {
    return new Promise((resolve) => {
      const image = new Image();
      image.onload = () => resolve();
      image.onerror = () => resolve();
      image.src = url;
    });
  }
  return fetch(url)
    .then((response) => response.arrayBuffer())
    .then(
      () => undefined,
      () => undefined,
    );
}

/** Options of a prefetch. */
export interface PrefetchOptions {
  load?: ImageLoader;
  /** The longest the returned promise waits; default IMAGE_PRELOAD_WAIT_MS (2 s). */
  waitMs?: number;
}

/**
 * Starts loading every URL and resolves when all are done or after the preload wait, whichever is
 * first. Never rejects: images are a nicety, never a reason to fail.
 */
export function prefetchImages(urls: readonly string[], options: PrefetchOptions = {}): Promise<void> {
  const load = options.load ?? defaultImageLoader;
  const waitMs = options.waitMs ?? IMAGE_PRELOAD_WAIT_MS;
  if (urls.length === 0) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  const loaded = Promise.allSettled(urls.map((url) => load(url))).then(() => undefined);
  return Promise.race([loaded, waited]).finally(() => clearTimeout(timer));
}

/**
 * The `prefetchImages` action for the wallet list machine: it receives image ids (the machine knows
 * the directory, not the endpoints) and loads their /getWalletImage URLs.
 */
export function createWalletImagePrefetcher(
  config: { apiBase: string; projectId: string } & PrefetchOptions,
): (imageIds: readonly string[]) => Promise<void> {
  return (imageIds) =>
    prefetchImages(
      [...new Set(imageIds)].map((id) => walletImageUrl(config.apiBase, id, config.projectId)),
      config,
    );
}
