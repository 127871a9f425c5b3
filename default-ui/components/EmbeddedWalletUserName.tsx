import { useEmbeddedUser, useMessages } from '../../hooks/index.ts';

/**
 * The embedded wallet's user name on the Account view (§3 account state `user.username`), for a
 * Farcaster or social login. Renders nothing without one (an email login, any other wallet).
 */
export function EmbeddedWalletUserName() {
  const { userName } = useEmbeddedUser();
  const { t } = useMessages();
  if (!userName) return null;
  return (
    <div className="portico-list-button portico-account-row">
      <span className="portico-list-button-label">{t('account.userName')}</span>
      <span className="portico-tag">{userName}</span>
    </div>
  );
}
