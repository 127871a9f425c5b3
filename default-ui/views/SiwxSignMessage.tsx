import { useSiwx } from '../../hooks/index.ts';
import { Spinner } from '../components/Spinner.tsx';
import { WalletImage } from '../components/WalletImage.tsx';

/**
 * The SIWXSignMessage view (§2, §4): the sign-in statechart shows it when the connected account has no
 * session on its chain. "Sign" asks the wallet to sign the sign-in message; while it is asked, "Approve
 * in wallet" with a spinner. "Cancel" follows §4 (switch back, disconnect, or close). While sign-in is
 * required and missing, the modal does not close (it shakes). Lazily loaded.
 */
export function SiwxSignMessage() {
  const { status, account, signIn, cancel } = useSiwx();
  const signing = status === 'signing';
  return (
    <div className="portico-connecting">
      <WalletImage name="Sign in" src="" decorative />
      <p className="portico-connecting-title">Sign in with your wallet</p>
      <div aria-live="polite">
        {signing ? (
          <>
            <p className="portico-muted-text">Approve in wallet</p>
            <Spinner label="Waiting for the wallet" />
          </>
        ) : (
          <p className="portico-muted-text">
            Sign a message to prove you own {account ? <code>{account.address}</code> : 'this account'}. It
            costs nothing and sends no transaction.
          </p>
        )}
      </div>
      {signing ? null : (
        <div className="portico-actions">
          <button type="button" className="portico-button" onClick={cancel}>
            Cancel
          </button>
          <button type="button" className="portico-button portico-button--primary" onClick={signIn}>
            Sign
          </button>
        </div>
      )}
    </div>
  );
}
