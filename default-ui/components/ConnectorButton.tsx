import type { Connector, MessageId } from '../../headless/index.ts';
import { useMessages } from '../../hooks/index.ts';
import { WalletImage } from './WalletImage.tsx';

/** Props of a connector button. */
export interface ConnectorButtonProps {
  /** A wallet in the page, from `useConnect().connectors`. */
  connector: Connector;
  onSelect(connector: Connector): void;
}

/** The tag of a wallet in the page: one wallet for several namespaces is "Multi-chain" (§1), else "Installed". */
export function connectorTag(connector: Connector): MessageId {
  return connector.type === 'MULTI_CHAIN' ? 'connect.tag.multiChain' : 'connect.tag.installed';
}

/** One wallet in the page as a button: its own icon (EIP-6963 / Wallet Standard), name and tag. */
export function ConnectorButton({ connector, onSelect }: ConnectorButtonProps) {
  const { t } = useMessages();
  return (
    <button type="button" className="portico-list-button" onClick={() => onSelect(connector)}>
      <WalletImage name={connector.name} src={connector.imageUrl ?? ''} decorative />
      <span className="portico-list-button-label">{connector.name}</span>
      <span className="portico-tag">{t(connectorTag(connector))}</span>
    </button>
  );
}
