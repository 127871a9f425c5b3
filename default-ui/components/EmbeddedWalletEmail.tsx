import { useEmailUpdate, useMessages } from '../../hooks/index.ts';

/**
 * The embedded wallet's email on the Account view (§2, §3 account state `user`), with "Change email"
 * (§4 Email update, UpdateEmailWallet). Renders nothing unless the embedded wallet (AUTH connector)
 * is connected with an email: a social or Farcaster user has none, so there is nothing to change.
 */
export function EmbeddedWalletEmail() {
  const { available, email, start } = useEmailUpdate();
  const { t } = useMessages();
  if (!available || !email) return null;
  return (
    <div className="portico-list-button portico-account-row">
      <span className="portico-list-button-label">{t('common.email')}</span>
      <span className="portico-tag">{email}</span>
      <button type="button" className="portico-button" onClick={() => void start()}>
        {t('account.email.change')}
      </button>
    </div>
  );
}
