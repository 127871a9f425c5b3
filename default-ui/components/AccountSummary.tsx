import { useEffect } from 'react';
import { useAccount, useAmountFormat, useMessages, useNetwork, useProfile } from '../../hooks/index.ts';
import { truncateAddress } from './truncateAddress.ts';

/** Props of the account summary. */
export interface AccountSummaryProps {
  /** The text while no wallet is connected. */
  label: string;
  /** Told whether the connected wallet is on a network the app does not support (§4). */
  onWrongNetwork(wrongNetwork: boolean): void;
}

/**
 * The connect button's text: the label while disconnected; connected, the balance (§9 balance, as
 * the Account card writes it) and the account's name or else its shortened address ("1.234 ETH ·
 * 0xf39F…2266", the address alone until the balance arrives); "Wrong network" on an unsupported
 * network. A chunk of its own: the account and network selectors (and the amount formatting they
 * carry) stay out of the host's first load.
 */
export function AccountSummary({ label, onWrongNetwork }: AccountSummaryProps) {
  const { isConnected, address, balanceValue, balanceSymbol, namespace } = useAccount();
  const { isUnsupported } = useNetwork();
  const { t } = useMessages();
  const format = useAmountFormat();
  const connected = isConnected && address !== undefined;
  // §3 profileName: the account's name on the name service (eip155 accounts), in place of the address.
  const { name } = useProfile({ address: connected && namespace === 'eip155' ? address : undefined });
  const wrongNetwork = connected && isUnsupported;
  useEffect(() => onWrongNetwork(wrongNetwork), [onWrongNetwork, wrongNetwork]);

  if (wrongNetwork) return t('account.wrongNetwork');
  if (!connected) return label;
  const shown = name ?? truncateAddress(address);
  if (balanceValue === undefined) return shown;
  const amount = format.balance(balanceValue);
  // Each part isolated (<bdi>): in a right-to-left language the balance and the address keep their own
  // left-to-right order instead of mixing into one run.
  return (
    <>
      <bdi>{balanceSymbol ? t('account.amount', { amount, symbol: balanceSymbol }) : amount}</bdi>
      {' · '}
      <bdi>{shown}</bdi>
    </>
  );
}
