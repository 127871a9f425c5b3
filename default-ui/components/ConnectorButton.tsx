import type { Connector, ConnectorType, MessageId } from '../../headless/index.ts';
import { useMessages } from '../../hooks/index.ts';
import { WalletImage } from './WalletImage.tsx';

/** Props of a connector button. */
export interface ConnectorButtonProps {
  /** A wallet in the page, from `useConnect().connectors`. */
  connector: Connector;
  onSelect(connector: Connector): void;
}

/**
 * The tag of a wallet in the page by its type: one wallet for several namespaces is "Multi-chain"
 * (§1), a wallet in the page "Installed"; pairing and the embedded wallet have rows of their own. Over
 * every type, so a new type says its tag.
 */
const CONNECTOR_TAGS: Record<ConnectorType, MessageId | undefined> = {
  INJECTED: 'connect.tag.installed',
  ANNOUNCED: 'connect.tag.installed',
  MULTI_CHAIN: 'connect.tag.multiChain',
  WALLET_CONNECT: undefined,
  AUTH: undefined,
};

/** The tag of a wallet in the page, if its type has one. */
export function connectorTag(connector: Connector): MessageId | undefined {
  return CONNECTOR_TAGS[connector.type];
}

/** One wallet in the page as a button: its own icon (EIP-6963 / Wallet Standard), name and tag. */
export function ConnectorButton({ connector, onSelect }: ConnectorButtonProps) {
  const { t } = useMessages();
  const tag = connectorTag(connector);
  return (
    <button type="button" className="portico-list-button" onClick={() => onSelect(connector)}>
      <WalletImage name={connector.name} src={connector.imageUrl ?? ''} decorative />
      <span className="portico-list-button-label">{connector.name}</span>
      {tag && <span className="portico-tag">{t(tag)}</span>}
    </button>
  );
}
