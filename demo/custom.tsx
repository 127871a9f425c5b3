import { useEffect } from 'react';
import {
  PorticoProvider,
  useModal,
  useModalDialog,
  useProjectFeatures,
  useWalletList,
} from '../hooks/index.ts';
import { modal } from './modal.ts';
import { DemoNav, mountDemo } from './page.tsx';

/**
 * A modal of the host's own design, built on Portico's public hooks alone: the same router, rules,
 * directory and accessibility behaviour as the default modal, none of its markup.
 */
function CustomWalletPicker() {
  const { isOpen, isShaking, view, open, push, canGoBack } = useModal();
  const { dialogProps, titleProps, closeButtonProps, backButtonProps } = useModalDialog();
  const list = useWalletList();
  const { features } = useProjectFeatures();
  const { load } = list;

  useEffect(() => {
    if (isOpen) load();
  }, [isOpen, load]);

  return (
    <>
      <button type="button" onClick={() => open()}>
        Pick a wallet (custom UI)
      </button>
      {isOpen && (
        <div {...dialogProps} className={isShaking ? 'custom-dialog custom-shaking' : 'custom-dialog'}>
          <header>
            {canGoBack && <button {...backButtonProps}>←</button>}
            <h2 {...titleProps}>{view === 'AllWallets' ? 'Every wallet' : 'Pick a wallet'}</h2>
            <button {...closeButtonProps}>×</button>
          </header>
          {view === 'Connect' && (
            <>
              <ul aria-label="Suggested wallets">
                {[...list.featured, ...list.recommended].map((wallet) => (
                  <li key={wallet.id}>
                    <button type="button">{wallet.name}</button>
                  </li>
                ))}
              </ul>
              {features.allWallets && (
                <button type="button" onClick={() => push({ view: 'AllWallets' })}>
                  Browse all {list.count} wallets
                </button>
              )}
            </>
          )}
          {view === 'AllWallets' && (
            <>
              <label>
                Search{' '}
                <input
                  type="search"
                  value={list.query}
                  onChange={(event) => list.search(event.target.value)}
                />
              </label>
              {list.error ? (
                <p role="alert">
                  {list.error}{' '}
                  <button type="button" onClick={list.retry}>
                    Retry
                  </button>
                </p>
              ) : (
                <ul aria-label="Wallets">
                  {list.wallets.map((wallet) => (
                    <li key={wallet.id}>
                      <button type="button">{wallet.name}</button>
                    </li>
                  ))}
                </ul>
              )}
              {list.hasMore && list.query === '' && (
                <button type="button" onClick={list.nextPage} disabled={list.isLoadingMore}>
                  More
                </button>
              )}
            </>
          )}
        </div>
      )}
    </>
  );
}

function App() {
  return (
    <PorticoProvider modal={modal}>
      <main className="host">
        <DemoNav />
        <h1>Custom modal</h1>
        <p>The same engine and rules as the default modal, with markup of the host's own.</p>
        <div className="host-card">
          <CustomWalletPicker />
        </div>
      </main>
    </PorticoProvider>
  );
}

mountDemo(<App />);
