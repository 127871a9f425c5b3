import { useNetwork } from '../../hooks/index.ts';
import { NetworkList } from '../components/NetworkList.tsx';
import { UnsupportedChainBanner } from '../components/UnsupportedChainBanner.tsx';

/**
 * The Networks view ("Choose Network"): the app's networks to switch to, opened from the Account
 * view's network button and from the connect button on an unsupported network (where it says why).
 * Lazily loaded.
 */
export function Networks() {
  const { isUnsupported } = useNetwork();
  return (
    <>
      {isUnsupported ? <UnsupportedChainBanner /> : null}
      <NetworkList />
    </>
  );
}
