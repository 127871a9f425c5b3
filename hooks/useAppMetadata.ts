import { useMemo } from 'react';
import { type AppMetadata, getAppMetadata } from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';
import { useEngine } from './useEngine.ts';

/**
 * The app's metadata (name, description, url, icons) as the modal gives it to wallets, for the places
 * the visitor is asked to trust the app: the sign-in and connecting views show `icons[0]`. The host's
 * `metadata` option, else the page's title and origin.
 */
export function useAppMetadata(): AppMetadata {
  const modal = usePortico();
  // Read again once the engine has loaded: the parsed options replace the input as given.
  const options = useEngine()?.options;
  return useMemo(() => getAppMetadata({ input: modal.input, options: options ?? null }), [modal, options]);
}
