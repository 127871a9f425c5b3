import { useAccount } from '../../hooks/index.ts';
import { namespaceLabel } from './namespaceLabel.ts';

const STATUS_TEXT = { connecting: 'Waiting', connected: 'Connected', disconnected: 'Not connected' } as const;

/**
 * One chain namespace's connection status while a multi-chain wallet connects (§4: one connection per
 * namespace): "EVM: Connected", "Solana: Waiting", or that namespace's §8 error.
 */
export function NamespaceStatus({ namespace }: { namespace: string }) {
  const { status, error } = useAccount(namespace);
  const failed = status === 'disconnected' && error !== null;
  return (
    <li className="portico-status-row" data-portico-status={failed ? 'error' : status}>
      <span className="portico-status-label">{namespaceLabel(namespace)}</span>
      <span className={failed ? 'portico-error-text' : 'portico-muted-text'}>
        {failed ? error : STATUS_TEXT[status]}
      </span>
    </li>
  );
}
