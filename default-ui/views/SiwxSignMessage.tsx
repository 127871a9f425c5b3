import { Fragment } from 'react';
import { useMessages, useSiwx } from '../../hooks/index.ts';
import { Spinner } from '../components/Spinner.tsx';
import { WalletImage } from '../components/WalletImage.tsx';

/** Stands for the address while its sentence is translated, so the sentence can be cut around it. */
const CODE_MARK = '\u2063';

/** A translated sentence with the address in it as code, where the translation puts it. */
function WithCode({ text, code }: { text: string; code: string }) {
  return (
    <>
      {text.split(CODE_MARK).map((piece, index) => (
        // The pieces of one sentence, never reordered: their position is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static pieces of a formatted message.
        <Fragment key={index}>
          {index > 0 ? <code>{code}</code> : null}
          {piece}
        </Fragment>
      ))}
    </>
  );
}

/**
 * The SIWXSignMessage view (§2, §4): the sign-in statechart shows it when the connected account has no
 * session on its chain. "Sign" asks the wallet to sign the sign-in message; while it is asked, "Approve
 * in wallet" with a spinner. "Cancel" follows §4 (switch back, disconnect, or close). While sign-in is
 * required and missing, the modal does not close (it shakes). Lazily loaded.
 */
export function SiwxSignMessage() {
  const { t } = useMessages();
  const { status, account, signIn, cancel } = useSiwx();
  const signing = status === 'signing';
  return (
    <div className="portico-connecting">
      <WalletImage name={t('actions.siwx.image')} src="" decorative />
      <p className="portico-connecting-title">{t('actions.siwx.title')}</p>
      <div aria-live="polite">
        {signing ? (
          <>
            <p className="portico-muted-text">{t('actions.wallet.approveInWallet')}</p>
            <Spinner label={t('actions.wallet.waiting')} />
          </>
        ) : (
          <p className="portico-muted-text">
            {account ? (
              <WithCode text={t('actions.siwx.prove', { address: CODE_MARK })} code={account.address} />
            ) : (
              t('actions.siwx.proveThisAccount')
            )}
          </p>
        )}
      </div>
      {signing ? null : (
        <div className="portico-actions">
          <button type="button" className="portico-button" onClick={cancel}>
            {t('common.cancel')}
          </button>
          <button type="button" className="portico-button portico-button--primary" onClick={signIn}>
            {t('actions.siwx.sign')}
          </button>
        </div>
      )}
    </div>
  );
}
