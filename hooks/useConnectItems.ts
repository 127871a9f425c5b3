import { useMemo } from 'react';
import { type ConnectItem, type Connector, orderConnectItems } from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';
import { useConnect } from './useConnect.ts';
import { useWalletList } from './useWalletList.ts';

/**
 * The Connect view's rows in the §9 connector order (walletConnect, recent, injected, featured,
 * custom, external, recommended), each wallet once: a wallet in the page is listed as its connector
 * and not again from the directory. The one implementation of that order (domain/walletList/
 * connectOrder.ts), so a custom UI lists what the default one does; `isLoading` while the directory
 * has not answered.
 */
export function useConnectItems(): { items: ConnectItem<Connector>[]; isLoading: boolean } {
  const modal = usePortico();
  const { installed } = useConnect();
  const { recent, featured, recommended, isLoading } = useWalletList();
  const items = useMemo(
    () =>
      orderConnectItems({
        // Always there, first (§9): pairing needs no directory, so it works with the cloud away.
        walletConnect: true,
        recent,
        injected: installed,
        featured,
        custom: [],
        external: [],
        // §9 "4 recommended": the wallet list statechart keeps no more.
        recommended,
        excludeWalletIds: modal.options?.excludeWalletIds,
      }),
    [modal, recent, installed, featured, recommended],
  );
  return { items, isLoading };
}
