import { useAccount, useNetwork } from '../hooks/index.ts';
import { AccountStatusBadge, AddressChip } from './hostStatus.tsx';
import { createDemoModal, modal } from './modal.ts';
import { DefaultModalPage, mountDemo } from './page.tsx';
import { SimulationActions } from './simulationActions.tsx';
import { WalletActions } from './walletActions.tsx';

/**
 * One namespace's account as the host shows it: the address chip and its balance, or the status in
 * words. The row's text is the address, a space and the balance in brackets (the e2e tests read it).
 */
function AccountRow({ namespace, testId }: { namespace: string; testId: string }) {
  const account = useAccount(namespace);
  return (
    <dd data-testid={testId}>
      {account.isConnected && account.address ? (
        <>
          <AddressChip address={account.address} />{' '}
          <span className="host-balance">
            ({account.balance ?? '…'} {account.balanceSymbol ?? ''})
          </span>
        </>
      ) : (
        <AccountStatusBadge status={account.status} />
      )}
    </dd>
  );
}

/** What the host app itself reads from Portico's hooks: the connected account and network. */
function HostStatus() {
  const { network } = useNetwork();
  return (
    <dl aria-label="Host app status" className="host-facts">
      <div>
        <dt>EVM account</dt>
        <AccountRow namespace="eip155" testId="host-evm" />
      </div>
      <div>
        <dt>Solana account</dt>
        <AccountRow namespace="solana" testId="host-solana" />
      </div>
      <div>
        <dt>Active network</dt>
        <dd data-testid="host-network">{network?.name ?? 'Unknown Network'}</dd>
      </div>
    </dl>
  );
}

mountDemo(
  <DefaultModalPage
    modal={modal}
    recreate={createDemoModal}
    title="Portico demo"
    intro="A host app that embeds Portico's default modal, running on the local dev services."
    status={
      <>
        <HostStatus />
        <WalletActions />
        <SimulationActions />
      </>
    }
  />,
);
