import { useAccount, useNetwork } from '../hooks/index.ts';
import { modal } from './modal.ts';
import { DefaultModalPage, mountDemo } from './page.tsx';
import { WalletActions } from './walletActions.tsx';

/** What the host app itself reads from Portico's hooks: the connected account and network. */
function HostStatus() {
  const evm = useAccount('eip155');
  const solana = useAccount('solana');
  const { network } = useNetwork();
  return (
    <dl aria-label="Host app status">
      <dt>EVM account</dt>
      <dd data-testid="host-evm">
        {evm.isConnected ? `${evm.address} (${evm.balance ?? '…'} ${evm.balanceSymbol ?? ''})` : evm.status}
      </dd>
      <dt>Solana account</dt>
      <dd data-testid="host-solana">
        {solana.isConnected
          ? `${solana.address} (${solana.balance ?? '…'} ${solana.balanceSymbol ?? ''})`
          : solana.status}
      </dd>
      <dt>Active network</dt>
      <dd data-testid="host-network">{network?.name ?? 'Unknown Network'}</dd>
    </dl>
  );
}

mountDemo(
  <DefaultModalPage
    modal={modal}
    title="Portico demo"
    intro="A host app that embeds Portico's default modal, running on the local dev services."
    status={
      <>
        <HostStatus />
        <WalletActions />
      </>
    }
  />,
);
