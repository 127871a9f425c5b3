import { useAccount, useMessages, useNotices, useWalletConnect } from '../../hooks/index.ts';
import { PairingPanel, type PairingWalletLink } from '../components/PairingPanel.tsx';

/**
 * The ConnectingWalletConnect view (§2): pairing a mobile or remote wallet. On mount it asks for a
 * pairing (`pair()`; the pairing statechart starts none while one is under way); it then shows the QR code
 * and link of `useWalletConnect().state`, which the engine refreshes before the pairing's 4 minutes end
 * (§9). The engine closes the modal once the wallet approves; closing it first rejects the connect
 * ('Modal closed', §4).
 *
 * The chosen wallet (`useWalletConnect().chosenWallet`) is the one the visitor picked in Connect or All
 * Wallets (`pickWallet`, an event into the pairing statechart); opened any other way (the first view
 * with no adapters, a host's `open`) there is none and the view offers no wallet link.
 * Lazily loaded: the link helpers are pure and do not pull in the signing client.
 */
export function ConnectingWalletConnect() {
  // Asks for a pairing on mount; the pairing statechart starts none while one is under way.
  const { state, pair, chosenWallet, walletLink } = useWalletConnect({ autoPair: true });
  // The active namespace's account: a pairing connects every app namespace, the active one leads.
  const { status, error } = useAccount();
  const { showSnackbar } = useNotices();
  const { t } = useMessages();

  let link: PairingWalletLink | null = null;
  if (chosenWallet) {
    const found = walletLink(chosenWallet);
    if (found) link = { name: chosenWallet.name, href: found.href, target: found.target };
  }

  const copy = (uri: string) => {
    // No clipboard outside a secure context; the link is still under "Show link" to select by hand.
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    const failed = () => showSnackbar({ variant: 'error', message: t('connect.pairing.copyFailed') });
    if (!clipboard) {
      failed();
      return;
    }
    clipboard
      .writeText(uri)
      .then(() => showSnackbar({ variant: 'success', message: t('connect.pairing.linkCopied') }), failed);
  };

  return (
    <PairingPanel
      state={state}
      error={status === 'disconnected' ? error : null}
      walletLink={link}
      onCopy={copy}
      onRetry={pair}
    />
  );
}
