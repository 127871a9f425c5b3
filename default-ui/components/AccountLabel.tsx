import { useProfile } from '../../hooks/index.ts';
import { truncateAddress } from './truncateAddress.ts';

/** An account as a list shows it: its name on the name service (eip155), else its shortened address. */
export function AccountLabel({ namespace, address }: { namespace: string; address: string }) {
  const { name } = useProfile({ address: namespace === 'eip155' ? address : undefined });
  return name ?? truncateAddress(address);
}
