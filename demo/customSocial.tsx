import { type SocialLoginStatus, useAccount, useSocialLogin } from '../hooks/index.ts';
import { type BadgeTone, StatusBadge } from './hostStatus.tsx';

/** The six providers in the host's own order, with its own button texts. */
const PROVIDERS = [
  ['google', 'Google'],
  ['github', 'GitHub'],
  ['apple', 'Apple'],
  ['facebook', 'Facebook'],
  ['x', 'X'],
  ['discord', 'Discord'],
] as const;

/** The login's status in words; null while there is nothing to say (before a provider is chosen). */
const STATUS: Readonly<Record<SocialLoginStatus, readonly [string, BadgeTone] | null>> = {
  idle: null,
  gettingRedirect: ['Opening the provider…', 'pending'],
  awaitingProvider: ['Waiting for the provider…', 'pending'],
  redirecting: ['Going to the provider…', 'pending'],
  connecting: ['Connecting…', 'pending'],
  connected: ['Connected', 'success'],
  failed: ['Failed', 'danger'],
};

/**
 * Social login with the host's own markup (useSocialLogin): a button per provider, the status and the
 * error. `connect` runs straight in the click, so the browser lets the popup open.
 */
export function CustomSocialLogin() {
  const { isConnected } = useAccount('eip155');
  const { status, error, connect } = useSocialLogin();
  if (isConnected) return null;
  const said = STATUS[status];
  return (
    <section aria-label="Log in with a social account" className="host-card custom-social">
      <h2>Social account</h2>
      <ul>
        {PROVIDERS.map(([provider, name]) => (
          <li key={provider}>
            <button
              type="button"
              className="host-button host-button--secondary"
              onClick={() => connect(provider)}
            >
              {name}
            </button>
          </li>
        ))}
      </ul>
      {/* Stays mounted, so each new status is announced. */}
      <p data-testid="custom-social-status" aria-live="polite">
        {said ? <StatusBadge tone={said[1]}>{said[0]}</StatusBadge> : null}
      </p>
      {error ? (
        <p role="alert" className="host-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
