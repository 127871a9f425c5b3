import { useAccount, useMessages, useModal, useProfile } from '../../hooks/index.ts';

/**
 * The RegisterAccountNameSuccess view (§2): the account's new name, read back from the name service
 * (registration forgot the address's cached profile), and a way back to Account. Lazily loaded.
 */
export function RegisterAccountNameSuccess() {
  const { t } = useMessages();
  const { address } = useAccount('eip155');
  const { name } = useProfile({ address });
  const { reset } = useModal();
  return (
    <div className="portico-connecting" aria-live="polite">
      <p className="portico-connecting-title">{t('actions.name.registered')}</p>
      {name ? <p data-testid="registered-name">{name}</p> : null}
      <button type="button" className="portico-button" onClick={() => reset({ view: 'Account' })}>
        {t('actions.name.backToAccount')}
      </button>
    </div>
  );
}
