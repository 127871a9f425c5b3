import { useAccount, useNetwork, useSiwx } from '../hooks/index.ts';
import { AccountValue, AddressChip, type BadgeTone, CopyButton, StatusBadge } from './hostStatus.tsx';
import { DefaultModalPage, mountDemo } from './page.tsx';
import { createDemoModal, modal } from './siwxModal.ts';

/** useSiwx's `status` in words. */
const SIWX_STATUS: Readonly<Record<string, readonly [string, BadgeTone]>> = {
  // Before the engine has loaded there is no sign-in yet: the same words as idle.
  off: ['Not signed in', 'neutral'],
  idle: ['Not signed in', 'neutral'],
  checking: ['Checking…', 'pending'],
  prompting: ['Asked to sign', 'pending'],
  signing: ['Signing…', 'pending'],
  signedIn: ['Signed in', 'success'],
  dismissed: ['Dismissed', 'danger'],
};

/** What the host app reads from useSiwx: who is signed in, on which network, the signed message. */
function SiwxStatus() {
  const evm = useAccount('eip155');
  const { caipNetworkId } = useNetwork();
  const { status, account, session, signOut } = useSiwx();
  const signedIn = status === 'signedIn' && session !== undefined;
  const [statusText, statusTone]: readonly [string, BadgeTone] = SIWX_STATUS[status] ?? [status, 'neutral'];
  return (
    <>
      <dl aria-label="Sign-in status" className="host-facts">
        <div>
          <dt>Account</dt>
          <dd>
            <AccountValue
              isConnected={evm.isConnected}
              address={evm.address}
              status={evm.status}
              testId="siwx-account"
            />
          </dd>
        </div>
        <div>
          <dt>Network</dt>
          <dd>
            <code className="host-chip host-chip--plain" data-testid="siwx-network">
              {caipNetworkId ?? 'None'}
            </code>
          </dd>
        </div>
        <div>
          <dt>Sign-in</dt>
          <dd>
            <StatusBadge tone={statusTone} testId="siwx-status">
              {statusText}
            </StatusBadge>
          </dd>
        </div>
        <div>
          <dt>Signed in as</dt>
          <dd>
            {signedIn && account?.address ? (
              <AddressChip address={account.address} testId="siwx-address" />
            ) : (
              <span className="host-muted" data-testid="siwx-address">
                Nobody
              </span>
            )}
          </dd>
        </div>
      </dl>
      {signedIn ? (
        <>
          <h2>The signed message</h2>
          <pre className="siwx-message" data-testid="siwx-message">
            {session.message}
          </pre>
          <h2 className="host-heading-with-action">
            Its signature <CopyButton text={session.signature} label="Copy signature" />
          </h2>
          <p className="signin-signature" data-testid="siwx-signature">
            {session.signature}
          </p>
          <button type="button" className="host-button host-button--secondary" onClick={signOut}>
            Sign out
          </button>
        </>
      ) : (
        <p className="host-muted">Not signed in: connect a wallet, then sign the message the modal shows.</p>
      )}
    </>
  );
}

// The demo host app with required sign-in, verified and kept by the (local) cloud.
mountDemo(
  <DefaultModalPage
    modal={modal}
    recreate={createDemoModal}
    title="Sign in with the wallet (SIWX)"
    intro={
      <>
        This app passes <code>siwx: {'{ required: true, server: true }'}</code>: every wallet that connects is
        asked once to sign a standard message, which the server checks and keeps. A reload keeps you signed
        in; another network asks again.
      </>
    }
    status={<SiwxStatus />}
  />,
);
