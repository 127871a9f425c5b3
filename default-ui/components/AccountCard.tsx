import type { ReactNode } from 'react';
import { isFeatureSupported } from '../../headless/index.ts';
import { useAccount, useAmountFormat, useMessages, useProfile } from '../../hooks/index.ts';
import { AccountAvatar } from './account/AccountAvatar.tsx';
import { CopyAddressButton } from './CopyAddressButton.tsx';
import { namespaceLabel } from './namespaceLabel.ts';
import { truncateAddress } from './truncateAddress.ts';

/** Props of an account card. */
export interface AccountCardProps {
  /** The chain namespace whose account to show. */
  namespace: string;
  /** Name the namespace on the card (when the app uses more than one). */
  showNamespace: boolean;
  /** The account that leads the view (the active namespace's): centred, the balance large. */
  primary?: boolean;
  /** What the leading card shows between the identity and the balance (the network chip). */
  children?: ReactNode;
}

/**
 * One namespace's connected account (§3 account state): the avatar (profileImage, else the address's
 * identicon), the name on the name service (profileName) or the shortened address, with a copy
 * button, the account's label (the wallet's name, or how the visitor logged in to the embedded
 * wallet: "Google · alice", the email), and the native balance (§9 balance: 3 decimals, grouped, for
 * the locale). The leading card stacks them centred with the balance large; another namespace's
 * account is one compact row. Renders nothing while that namespace is not connected.
 */
export function AccountCard({ namespace, showNamespace, primary = false, children }: AccountCardProps) {
  const {
    isConnected,
    address,
    balanceValue,
    balanceSymbol,
    socialProvider,
    label: accountLabel,
  } = useAccount(namespace);
  const connected = isConnected && address !== undefined;
  // §6: names (and their avatars) are for the namespaces the name service serves.
  const { name, avatar } = useProfile({
    address: connected && isFeatureSupported('names', namespace) ? address : undefined,
  });
  const { t } = useMessages();
  const format = useAmountFormat();
  if (!connected) return null;
  const label = namespaceLabel(namespace);
  const shortAddress = truncateAddress(address);
  // The hook gives no loading or failure state for the balance: before it arrives, say only that.
  // The full balance one hover away (DESIGN: "the full value one tap away, never in the way").
  const balance = (
    <p className="portico-balance" title={balanceValue && format.exact(balanceValue)}>
      {balanceValue !== undefined ? (
        // <bdi>: the amount and its symbol keep their order in a right-to-left language, as the
        // connect button writes them.
        <bdi>
          {balanceSymbol
            ? t('account.amount', { amount: format.balance(balanceValue), symbol: balanceSymbol })
            : format.balance(balanceValue)}
        </bdi>
      ) : (
        <span className="portico-muted-text">{t('account.card.balanceUnavailable')}</span>
      )}
    </p>
  );
  const cardLabel = t('account.card.label', { namespace: label });

  if (primary)
    return (
      <li className="portico-account-hero" aria-label={cardLabel}>
        <AccountAvatar address={address} avatar={avatar} provider={socialProvider} />
        <div className="portico-account-name-row">
          {/* <bdi>: a name or address keeps its own direction inside a right-to-left text. */}
          {name ? (
            <bdi className="portico-account-name" data-testid="account-name" title={name}>
              {name}
            </bdi>
          ) : (
            <bdi className="portico-account-name portico-address" title={address}>
              {shortAddress}
            </bdi>
          )}
          <CopyAddressButton address={address} />
        </div>
        {name ? (
          <p className="portico-account-sub">
            <bdi className="portico-address" title={address}>
              {shortAddress}
            </bdi>
          </p>
        ) : null}
        {/* The label whole (it wraps), the namespace as a tag beside it when the app has several. */}
        {accountLabel || showNamespace ? (
          <p className="portico-account-sub">
            {accountLabel ? <span>{accountLabel}</span> : null}
            {accountLabel && showNamespace ? ' ' : null}
            {showNamespace ? <span className="portico-tag portico-account-namespace">{label}</span> : null}
          </p>
        ) : null}
        {children}
        {balance}
      </li>
    );

  return (
    <li className="portico-account-card" aria-label={cardLabel}>
      <AccountAvatar address={address} avatar={avatar} />
      <div className="portico-account-details">
        <div className="portico-address-row">
          <bdi className="portico-address" title={address}>
            {name ?? shortAddress}
          </bdi>
          <CopyAddressButton address={address} />
        </div>
        {/* One line: the namespace as a tag, then the label, cut with an ellipsis (whole on hover and at
            the head of the view, where the same wallet or login usually names the leading account). */}
        <p className="portico-account-sub portico-account-sub--line">
          {showNamespace ? <span className="portico-tag portico-account-namespace">{label}</span> : null}
          {accountLabel ? (
            <span className="portico-account-sub-label" title={accountLabel}>
              {accountLabel}
            </span>
          ) : null}
        </p>
      </div>
      {balance}
    </li>
  );
}
