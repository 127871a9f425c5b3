import type { Network } from '../../headless/index.ts';
import { useMessages, useNetwork } from '../../hooks/index.ts';
import { NetworkImage } from './brand/NetworkImage.tsx';
import { namespaceLabel } from './namespaceLabel.ts';

/** The networks grouped by chain namespace, in the order the app lists them. */
function byNamespace(networks: readonly Network[]): Array<[string, Network[]]> {
  const groups = new Map<string, Network[]>();
  for (const network of networks) {
    const group = groups.get(network.chainNamespace);
    if (group) group.push(network);
    else groups.set(network.chainNamespace, [network]);
  }
  return [...groups];
}

/**
 * The app's networks, grouped by chain namespace, to choose the active one. The active network is
 * marked (aria-current); choosing another calls `switchNetwork`, whose §4 rules decide what follows
 * (nothing, SwitchNetwork, SwitchActiveChain, or the wallet's own switch). While the wallet is asked,
 * the target shows a spinner; a failed switch shows its §8 text (e.g. 'Chain is not supported').
 */
export function NetworkList() {
  const { t, tError } = useMessages();
  const { networks, caipNetworkId, isSwitching, target, error, switchNetwork } = useNetwork();
  const groups = byNamespace(networks);
  return (
    <div className="portico-network-list">
      {error !== null && !isSwitching ? (
        <p className="portico-error-text" role="alert">
          {tError(error)}
        </p>
      ) : null}
      {groups.map(([namespace, group]) => (
        <section
          key={namespace}
          className="portico-section"
          aria-label={t('actions.network.group', { chain: namespaceLabel(namespace) })}
        >
          {groups.length > 1 ? <h3 className="portico-section-title">{namespaceLabel(namespace)}</h3> : null}
          <ul className="portico-list">
            {group.map((network) => {
              const active = network.caipNetworkId === caipNetworkId;
              const pending = isSwitching && target?.caipNetworkId === network.caipNetworkId;
              return (
                <li key={network.caipNetworkId}>
                  <button
                    type="button"
                    className="portico-list-button"
                    aria-current={active ? 'true' : undefined}
                    aria-busy={pending || undefined}
                    onClick={() => switchNetwork(network.caipNetworkId)}
                  >
                    <NetworkImage network={network} />
                    <span className="portico-list-button-label">{network.name}</span>
                    {pending ? (
                      <span className="portico-spinner portico-spinner--small" aria-hidden="true" />
                    ) : null}
                    {active ? <span className="portico-tag">{t('actions.network.active')}</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
