import { renderSVG } from 'uqr';
import { useAccount, useMessages, useNetwork } from '../../hooks/index.ts';
import { CopyAddressButton } from '../components/CopyAddressButton.tsx';
import { MiddleTruncate } from '../components/MiddleTruncate.tsx';
import { svgDataUrl } from '../components/PairingPanel.tsx';

/**
 * The Receive view (§2 lazily loaded receive): the connected address with Copy, its QR code (drawn by
 * uqr, as the pairing QR is) and the networks of its namespace it can receive on. The address is
 * shortened in its middle to the dialog's width (its start and end, what a visitor compares, stay);
 * Copy copies it whole.
 */
export function Receive() {
  const { address, namespace } = useAccount();
  const { networks } = useNetwork();
  const { t } = useMessages();
  if (!address) return <p className="portico-note">{t('account.noWallet')}</p>;
  const qr = renderSVG(address, { ecc: 'M', border: 2, pixelSize: 8 });
  const receiving = networks.filter((network) => network.chainNamespace === namespace);
  return (
    <div className="portico-pairing portico-receive">
      <div className="portico-pairing-qr">
        <img
          className="portico-pairing-qr-image"
          src={svgDataUrl(qr)}
          alt={t('account.receive.qrCode', { address })}
        />
      </div>
      <div className="portico-copy-row">
        <MiddleTruncate text={address} kind="address" className="portico-address" />
        <CopyAddressButton address={address} />
      </div>
      <section className="portico-section" aria-label={t('account.receive.networks')}>
        <h3 className="portico-section-title">{t('account.receive.receiveOn')}</h3>
        <ul className="portico-list">
          {receiving.map((network) => (
            <li key={network.caipNetworkId} className="portico-list-row">
              <span className="portico-list-button-label">{network.name}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
