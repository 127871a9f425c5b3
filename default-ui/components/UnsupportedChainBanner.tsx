/**
 * §4 unsupported-chain UI: the wallet is on a network the app does not list. The views that show it
 * (Account, Networks) place the app's networks right below, to switch to. Shown only when
 * `useNetwork().isUnsupported` (the host did not allow unsupported chains).
 */
export function UnsupportedChainBanner() {
  return (
    <p className="portico-warning" role="alert">
      This network is not supported. Switch to a supported network.
    </p>
  );
}
