import { useAccount, useMessages } from '../../hooks/index.ts';
import { namespaceLabel } from './namespaceLabel.ts';

const STATUS_TEXT = {
  connecting: 'account.namespace.waiting',
  connected: 'account.status.connected',
  disconnected: 'account.namespace.notConnected',
} as const;

/**
 * One chain namespace's connection status while a multi-chain wallet connects (§4: one connection per
 * namespace): "EVM: Connected", "Solana: Waiting", or that namespace's §8 error.
 */
export function NamespaceStatus({ namespace }: { namespace: string }) {
  const { status, error } = useAccount(namespace);
  const { t, tError } = useMessages();
  const failed = status === 'disconnected' && error !== null;
  return (
    <li className="portico-status-row" data-portico-status={failed ? 'error' : status}>
      <span className="portico-status-label">{namespaceLabel(namespace)}</span>
      <span className={failed ? 'portico-error-text' : 'portico-muted-text'}>
        {failed ? tError(error) : t(STATUS_TEXT[status])}
      </span>
    </li>
  );
}
