import { useEffect } from 'react';
import {
  PorticoProvider,
  useAccount,
  useDisconnect,
  useModal,
  useModalDialog,
  useWalletList,
} from '../hooks/index.ts';
import { CustomApproval } from './customApproval.tsx';
import { ConnectingExternalView, ConnectingWalletConnectView } from './customConnecting.tsx';
import { CustomEmbeddedUser } from './customEmbeddedUser.tsx';
import { CustomFarcaster } from './customFarcaster.tsx';
import { CustomEmailLogin, CustomName } from './customName.tsx';
import { CustomSocialLogin } from './customSocial.tsx';
import { CustomSwap } from './customSwap.tsx';
import { AccountAddress, AccountView, AllWalletsView, ConnectView } from './customViews.tsx';
import { modal } from './modal.ts';
// The custom modal is the host's own markup: the host's stylesheet (demo.css) themes it along with the
// page, so this page never recreates its modal for a theme.
import { HostHeader, mountDemo } from './page.tsx';

/** The host's own title of each router view it shows. */
const TITLES: Readonly<Record<string, string>> = {
  Connect: 'Pick a wallet',
  AllWallets: 'Every wallet',
  ConnectingExternal: 'Connecting',
  ConnectingWalletConnect: 'Connect a remote wallet',
  Account: 'Your account',
  ApproveTransaction: 'Approve in your wallet',
};

/** The view on screen, as the router chose it. */
function CurrentView() {
  const { entry } = useModal();
  switch (entry.view) {
    case 'Connect':
      return <ConnectView />;
    case 'AllWallets':
      return <AllWalletsView />;
    case 'ConnectingExternal':
      return <ConnectingExternalView connectorId={entry.data.connectorId} />;
    case 'ConnectingWalletConnect':
      return <ConnectingWalletConnectView />;
    case 'Account':
      return <AccountView />;
    case 'ApproveTransaction':
      return <CustomApproval />;
    default:
      return <p>This modal does not show {entry.view}.</p>;
  }
}

/**
 * A modal of the host's own design, built on Portico's public hooks alone: the same router, rules,
 * directory, connections and accessibility behaviour as the default modal, none of its markup.
 */
function CustomModal() {
  const { isOpen, isShaking, isConnected, view, open, canGoBack, showIntent } = useModal();
  const { dialogProps, titleProps, closeButtonProps, backButtonProps } = useModalDialog();
  const { load } = useWalletList();

  useEffect(() => {
    if (isOpen) load();
  }, [isOpen, load]);

  return (
    <>
      {/* Hover or focus is the visitor's intent: only then does Portico ask the cloud anything. */}
      <button
        type="button"
        className="host-button"
        onClick={() => open()}
        onPointerEnter={showIntent}
        onFocus={showIntent}
      >
        {isConnected ? 'Your account (custom UI)' : 'Pick a wallet (custom UI)'}
      </button>
      {isOpen && (
        <div {...dialogProps} className={isShaking ? 'custom-dialog custom-shaking' : 'custom-dialog'}>
          <header>
            {canGoBack && (
              <button {...backButtonProps} className="custom-icon-button">
                ←
              </button>
            )}
            <h2 {...titleProps}>{TITLES[view] ?? view}</h2>
            <button {...closeButtonProps} className="custom-icon-button">
              ×
            </button>
          </header>
          <CurrentView />
        </div>
      )}
    </>
  );
}

/** What the host itself reads from the hooks: each account, and a Disconnect of its own. */
function HostAccounts() {
  const evm = useAccount('eip155');
  const solana = useAccount('solana');
  const { disconnect } = useDisconnect();
  return (
    <section className="host-card" aria-labelledby="custom-accounts-title">
      <h2 id="custom-accounts-title">Your accounts</h2>
      <dl aria-label="Host app status" className="host-facts">
        <div>
          <dt>EVM account</dt>
          <dd>
            <AccountAddress namespace="eip155" testId="custom-evm" />
          </dd>
        </div>
        <div>
          <dt>Solana account</dt>
          <dd>
            <AccountAddress namespace="solana" testId="custom-solana" />
          </dd>
        </div>
      </dl>
      {(evm.isConnected || solana.isConnected) && (
        <button type="button" className="host-button host-button--secondary" onClick={() => disconnect()}>
          Disconnect
        </button>
      )}
    </section>
  );
}

function App() {
  return (
    <PorticoProvider modal={modal}>
      <HostHeader />
      <main className="host">
        <section className="host-hero">
          <h1>Custom modal</h1>
          <p className="host-intro">
            The same engine and rules as the default modal, with markup of the host's own.
          </p>
          <div className="host-connect">
            <CustomModal />
          </div>
        </section>
        <HostAccounts />
        {/* Each panel shows only while it has something to do (logins before, the rest after). */}
        <div className="host-grid">
          <CustomEmailLogin />
          <CustomSocialLogin />
          <CustomFarcaster />
          <CustomEmbeddedUser />
          <CustomName />
          <CustomSwap />
        </div>
      </main>
    </PorticoProvider>
  );
}

mountDemo(<App />);
