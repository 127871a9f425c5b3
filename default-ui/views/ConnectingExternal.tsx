import { type MessageId, offersSeveralNamespaces } from '../../headless/index.ts';
import { useAccount, useConnect, useMessages, useModal } from '../../hooks/index.ts';
import { ConnectingMarks } from '../components/brand/ConnectingMarks.tsx';
import { NamespaceStatus } from '../components/NamespaceStatus.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { WalletImage } from '../components/WalletImage.tsx';

/**
 * The ConnectingExternal view (§2): waiting for a wallet in the page. It shows the wallet's icon and
 * name and "Continue in <name>" with a spinner while the wallet's own prompt is open; on failure the
 * §8 text of `useAccount().error` ('Connection rejected', 'Failed to connect', 'Modal closed') and a
 * "Try again" button that connects again. A MULTI_CHAIN wallet connects every namespace the app uses,
 * so its status is listed per namespace. The engine closes the modal once the connect succeeds.
 * Lazily loaded.
 */
export function ConnectingExternal() {
  const { entry } = useModal();
  const connectorId = entry.view === 'ConnectingExternal' ? entry.data.connectorId : '';
  const { connectors, connect } = useConnect();
  const connector = connectors.find((candidate) => candidate.id === connectorId);
  const { t, tError } = useMessages();
  // Each sentence has its own form for a wallet no longer known: a translated "your wallet" put into
  // the named form would not take the grammatical case the sentence needs.
  const about = (named: MessageId, unknown: MessageId) =>
    connector ? t(named, { name: connector.name }) : t(unknown);
  // The connector's first namespace leads; the others are listed below for a multi-chain wallet.
  const { status, error } = useAccount(connector?.chain);
  const failed = status === 'disconnected' && error !== null;
  const multiChain = offersSeveralNamespaces(connector?.type);

  return (
    <div className="portico-connecting">
      <ConnectingMarks>
        <WalletImage
          name={connector?.name ?? t('connect.external.unknownWallet')}
          src={connector?.imageUrl ?? ''}
          decorative
        />
      </ConnectingMarks>
      {/* A live region that stays mounted, so the outcome is announced when it replaces the prompt. */}
      <p className="portico-connecting-title" aria-live="polite">
        {failed
          ? tError(error)
          : status === 'connected'
            ? about('connect.external.connectedTo', 'connect.external.connectedToUnknown')
            : about('connect.external.continueIn', 'connect.external.continueInUnknown')}
      </p>
      {failed ? (
        <>
          <p className="portico-muted-text">{t('connect.external.failedHint')}</p>
          <button
            type="button"
            className="portico-button portico-button--primary"
            onClick={() => connect(connectorId)}
          >
            {t('common.tryAgain')}
          </button>
        </>
      ) : status === 'connected' ? null : (
        <>
          <p className="portico-muted-text">
            {about('connect.external.acceptRequest', 'connect.external.acceptRequestUnknown')}
          </p>
          <Spinner label={about('connect.external.waitingFor', 'connect.external.waitingForUnknown')} />
        </>
      )}
      {multiChain && connector ? (
        <ul className="portico-status-list" aria-label={t('connect.external.chains')}>
          {connector.namespaces.map((namespace) => (
            <NamespaceStatus key={namespace} namespace={namespace} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
