import { useAccountType, useEmbeddedUser } from '../hooks/index.ts';

const TYPE_NAMES: Readonly<Record<string, string>> = { smartAccount: 'Smart account', eoa: 'EOA' };

/**
 * The embedded wallet's user with the host's own markup (useEmbeddedUser, useAccountType): its user
 * name and account type, with a switch where the network allows it. Nothing for other wallets.
 */
export function CustomEmbeddedUser() {
  const { email, userName } = useEmbeddedUser();
  const { type, canSwitch, isSwitching, error, setType } = useAccountType();
  if (!type && !userName && !email) return null;
  return (
    <section className="host-card" aria-labelledby="custom-embedded-title">
      <h2 id="custom-embedded-title">Embedded wallet</h2>
      <dl aria-label="Embedded wallet" className="host-facts custom-embedded">
        {userName ? (
          <>
            <dt>User name</dt>
            <dd data-testid="custom-user-name">{userName}</dd>
          </>
        ) : null}
        {email ? (
          <>
            <dt>Email</dt>
            <dd>{email}</dd>
          </>
        ) : null}
        {type ? (
          <>
            <dt>Account type</dt>
            <dd data-testid="custom-account-type">
              {TYPE_NAMES[type] ?? type}{' '}
              {canSwitch ? (
                <button
                  type="button"
                  className="host-button host-button--secondary"
                  disabled={isSwitching}
                  onClick={() => setType(type === 'smartAccount' ? 'eoa' : 'smartAccount')}
                >
                  {type === 'smartAccount' ? 'Switch to EOA' : 'Switch to smart account'}
                </button>
              ) : null}
              {error ? (
                <span role="alert" className="host-error">
                  {error}
                </span>
              ) : null}
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
