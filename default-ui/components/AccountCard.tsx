import { useAccount, useAmountFormat, useMessages } from '../../hooks/index.ts';
import { CopyAddressButton } from './CopyAddressButton.tsx';
import { Identicon } from './Identicon.tsx';
import { namespaceLabel } from './namespaceLabel.ts';
import { truncateAddress } from './truncateAddress.ts';

/** Props of an account card. */
export interface AccountCardProps {
  /** The chain namespace whose account to show. */
  namespace: string;
  /** Name the namespace on the card (when the app uses more than one). */
  showNamespace: boolean;
}

/**
 * One namespace's connected account (§3 account state): avatar, shortened address with a copy
 * button, the native balance (§9 balance: 3 decimals, grouped, for the locale) and the account's label
 * (the wallet's name, or how the visitor logged in to the embedded wallet: "Google · alice", the email).
 * Renders nothing while that namespace is not connected.
 */
export function AccountCard({ namespace, showNamespace }: AccountCardProps) {
  const { isConnected, address, balanceValue, balanceSymbol, label: accountLabel } = useAccount(namespace);
  const { t } = useMessages();
  const format = useAmountFormat();
  if (!isConnected || !address) return null;
  const label = namespaceLabel(namespace);
  return (
    <li className="portico-account-card" aria-label={t('account.card.label', { namespace: label })}>
      <Identicon address={address} />
      <div className="portico-account-details">
        <div className="portico-address-row">
          <span className="portico-address" title={address}>
            {truncateAddress(address)}
          </span>
          <CopyAddressButton address={address} />
        </div>
        {/* The hook gives no loading or failure state for the balance: before it arrives, say only that. */}
        {/* The full balance one hover away (DESIGN: "the full value one tap away, never in the way"). */}
        <p className="portico-balance" title={balanceValue && format.exact(balanceValue)}>
          {balanceValue !== undefined ? (
            balanceSymbol ? (
              t('account.amount', { amount: format.balance(balanceValue), symbol: balanceSymbol })
            ) : (
              format.balance(balanceValue)
            )
          ) : (
            <span className="portico-muted-text">{t('account.card.balanceUnavailable')}</span>
          )}
        </p>
        <p className="portico-muted-text">
          {[accountLabel, showNamespace ? label : undefined].filter(Boolean).join(' · ')}
        </p>
      </div>
    </li>
  );
}
