/** The app's metadata as wallets show it (§3 Dapp data metadata: name, description, url, icons). */
export interface AppMetadata {
  name: string;
  description: string;
  url: string;
  icons: string[];
}

/** The `metadata` option as given (before parsing, description and icons may be missing). */
interface MetadataOption {
  name: string;
  description?: string | undefined;
  url: string;
  icons?: string[] | undefined;
}

/**
 * The app's metadata: the host's `metadata` option, else what the page says about itself. Read at
 * call time, never on import (SSR).
 */
export function appMetadata(options: { metadata?: MetadataOption | undefined }): AppMetadata {
  const { metadata } = options;
  if (metadata)
    return {
      name: metadata.name,
      description: metadata.description ?? '',
      url: metadata.url,
      icons: metadata.icons ?? [],
    };
  const url = typeof location === 'undefined' ? 'https://localhost' : location.origin;
  const name = typeof document === 'undefined' || document.title === '' ? url : document.title;
  return { name, description: '', url, icons: [] };
}
