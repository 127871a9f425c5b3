import { useEffect, useState } from 'react';
import { isAddress, isHex, verifyMessage } from 'viem';
import { useAccount, useWalletConnect } from '../hooks/index.ts';
import { AccountValue, AddressChip, type BadgeTone, StatusBadge } from './hostStatus.tsx';
import { DefaultModalPage, mountDemo } from './page.tsx';
import { createDemoModal, modal } from './signinModal.ts';

/** One signed message of a one-click sign-in, as `useWalletConnect().session.proofs` gives it. */
interface SignInProof {
  readonly chainId: string;
  readonly address: string;
  readonly message: string;
  readonly signature: string;
}

/**
 * Whether `proof` is signed by its address: undefined while viem checks. The host checks it itself, as
 * a server would before trusting the sign-in (an EIP-191 signature of an EOA; no chain call needed).
 */
function useVerified({ address, message, signature }: SignInProof): boolean | undefined {
  const [verified, setVerified] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let current = true;
    setVerified(undefined);
    if (!isAddress(address, { strict: false }) || !isHex(signature)) {
      setVerified(false);
      return;
    }
    verifyMessage({ address, message, signature }).then(
      (ok) => current && setVerified(ok),
      () => current && setVerified(false),
    );
    return () => {
      current = false;
    };
  }, [address, message, signature]);
  return verified;
}

function Proof({ proof }: { proof: SignInProof }) {
  const verified = useVerified(proof);
  return (
    <li className="signin-proof" data-testid="signin-proof" data-chain={proof.chainId}>
      <p className="signin-proof-head">
        <code className="host-chip host-chip--plain" data-testid="signin-proof-chain">
          {proof.chainId}
        </code>
        <StatusBadge
          tone={verified === undefined ? 'pending' : verified ? 'success' : 'danger'}
          testId="signin-verified"
        >
          {verified === undefined
            ? 'Checking the signature…'
            : verified
              ? 'Signature verified'
              : 'Signature does not verify'}
        </StatusBadge>
      </p>
      <dl className="host-facts">
        <div>
          <dt>Address</dt>
          <dd>
            <AddressChip address={proof.address} testId="signin-proof-address" />
          </dd>
        </div>
        <div>
          <dt>Signature</dt>
          <dd data-testid="signin-proof-signature" className="signin-signature">
            {proof.signature}
          </dd>
        </div>
      </dl>
      <pre data-testid="signin-proof-message">{proof.message}</pre>
    </li>
  );
}

/** The pairing session's status in words (no session: not paired, or paired before this page). */
const SESSION_STATUS: Readonly<Record<string, readonly [string, BadgeTone]>> = {
  settling: ['Waiting for the wallet…', 'pending'],
  acknowledged: ['Signed in', 'success'],
  deleted: ['Ended', 'neutral'],
};

/** What the host app reads from the hooks after a one-click sign-in: the account, the session, the proofs. */
function SignInStatus() {
  const evm = useAccount('eip155');
  const { session } = useWalletConnect();
  const proofs = session?.proofs ?? [];
  const [sessionText, sessionTone]: readonly [string, BadgeTone] = session
    ? (SESSION_STATUS[session.status] ?? [session.status, 'neutral'])
    : ['No session', 'neutral'];
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
              testId="signin-account"
            />
          </dd>
        </div>
        <div>
          <dt>Session</dt>
          <dd>
            <StatusBadge tone={sessionTone} testId="signin-status">
              {sessionText}
            </StatusBadge>
            {session?.error ? <span className="host-error"> {session.error}</span> : null}
          </dd>
        </div>
      </dl>
      <h2>Signed messages</h2>
      {proofs.length > 0 ? (
        <ul className="signin-proofs" aria-label="Signed messages">
          {proofs.map((proof) => (
            <Proof key={`${proof.chainId} ${proof.signature}`} proof={proof} />
          ))}
        </ul>
      ) : (
        <p className="host-muted">
          None yet: connect a mobile wallet (any wallet of the directory) to sign in.
        </p>
      )}
    </>
  );
}

// The demo host app with one-click sign-in: pairing a remote wallet signs in on every chain at once.
mountDemo(
  <DefaultModalPage
    modal={modal}
    recreate={createDemoModal}
    title="One-click sign-in"
    intro={
      <>
        The app's networks are all EVM chains and it passes <code>siwx</code>: pairing a mobile wallet asks
        for one approval that gives the session and a signed sign-in message per chain.
      </>
    }
    status={<SignInStatus />}
  />,
);
