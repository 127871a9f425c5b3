import type { ModalOptions } from './options.ts';

/**
 * The app's metadata as wallets show it (name, description, url, icons): the host's `metadata`
 * option, else what the page says about itself. Read at call time, never on import (SSR).
 */
export function appMetadata(options: ModalOptions): {
  name: string;
  description: string;
  url: string;
  icons: string[];
} {
  if (options.metadata) return options.metadata;
  const url = typeof location === 'undefined' ? 'https://localhost' : location.origin;
  const name = typeof document === 'undefined' || document.title === '' ? url : document.title;
  return { name, description: '', url, icons: [] };
}
