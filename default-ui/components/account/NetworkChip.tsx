import { useMessages, useModal, useNetwork } from '../../../hooks/index.ts';
import { NetworkImage } from '../brand/NetworkImage.tsx';
import { ChevronDownIcon } from '../icons.tsx';

/**
 * The active network as a chip (its logo and name) that opens the network list. Its accessible name
 * ("Network Ethereum") holds the visible name, so speech input finds it by what it shows.
 */
export function NetworkChip() {
  const { network } = useNetwork();
  const { push } = useModal();
  const { t } = useMessages();
  const name = network?.name ?? t('error.unknownNetwork');
  return (
    <button
      type="button"
      className="portico-chip"
      aria-label={t('account.networkButton', { network: name })}
      onClick={() => push({ view: 'Networks' })}
    >
      {network ? <NetworkImage network={network} small /> : null}
      <span className="portico-chip-label">{name}</span>
      <ChevronDownIcon />
    </button>
  );
}
