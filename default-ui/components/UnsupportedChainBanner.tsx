import { useMessages } from '../../hooks/index.ts';

/**
 * §4 unsupported-chain UI: the wallet is on a network the app does not list. The views that show it
 * (Account, Networks) place the app's networks right below, to switch to. Shown only when
 * `useNetwork().isUnsupported` (the host did not allow unsupported chains).
 */
export function UnsupportedChainBanner() {
  const { t } = useMessages();
  return (
    <p className="portico-warning" role="alert">
      {t('actions.network.unsupported')}
    </p>
  );
}
