import { useAccount, useNetwork, useSiwx } from '../hooks/index.ts';
import { DefaultModalPage, mountDemo } from './page.tsx';
import { modal } from './siwxModal.ts';

/** What the host app reads from useSiwx: who is signed in, on which network, the signed message. */
function SiwxStatus() {
  const evm = useAccount('eip155');
  const { caipNetworkId } = useNetwork();
  const { status, account, session, signOut } = useSiwx();
  const signedIn = status === 'signedIn' && session !== undefined;
  return (
    <>
      <dl aria-label="Sign-in status">
        <dt>Account</dt>
        <dd data-testid="siwx-account">{evm.isConnected ? evm.address : evm.status}</dd>
        <dt>Network</dt>
        <dd data-testid="siwx-network">{caipNetworkId ?? 'none'}</dd>
        <dt>Sign-in</dt>
        <dd data-testid="siwx-status">{status}</dd>
        <dt>Signed in as</dt>
        <dd data-testid="siwx-address">{signedIn ? account?.address : 'nobody'}</dd>
      </dl>
      {signedIn ? (
        <>
          <h2>The signed message</h2>
          <pre className="siwx-message" data-testid="siwx-message">
            {session.message}
          </pre>
          <h2>Its signature</h2>
          <p className="signin-signature" data-testid="siwx-signature">
            {session.signature}
          </p>
          <button type="button" onClick={signOut}>
            Sign out
          </button>
        </>
      ) : (
        <p>Not signed in: connect a wallet, then sign the message the modal shows.</p>
      )}
    </>
  );
}

// The demo host app with required sign-in, verified and kept by the (local) cloud.
mountDemo(
  <DefaultModalPage
    modal={modal}
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
