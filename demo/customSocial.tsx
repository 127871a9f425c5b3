import { useAccount, useSocialLogin } from '../hooks/index.ts';

/** The six providers in the host's own order, with its own button texts. */
const PROVIDERS = [
  ['google', 'Google'],
  ['github', 'GitHub'],
  ['apple', 'Apple'],
  ['facebook', 'Facebook'],
  ['x', 'X'],
  ['discord', 'Discord'],
] as const;

/**
 * Social login with the host's own markup (useSocialLogin): a button per provider, the status and the
 * error. `connect` runs straight in the click, so the browser lets the popup open.
 */
export function CustomSocialLogin() {
  const { isConnected } = useAccount('eip155');
  const { status, error, connect } = useSocialLogin();
  if (isConnected) return null;
  return (
    <section aria-label="Log in with a social account" className="custom-social">
      <ul>
        {PROVIDERS.map(([provider, name]) => (
          <li key={provider}>
            <button type="button" onClick={() => connect(provider)}>
              {name}
            </button>
          </li>
        ))}
      </ul>
      <p data-testid="custom-social-status">{status}</p>
      {error ? <p role="alert">{error}</p> : null}
    </section>
  );
}
