import { createModal, type PorticoModal } from '../headless/index.ts';
import { installInspectToggle } from './inspectToggle.ts';
import { DEMO_NETWORKS } from './networks.ts';
import { exposeToTests } from './testHook.ts';
import { installDemoTestWallet } from './testWallet.ts';
import { currentTheme, type HostTheme, modalThemeOptions } from './theme.ts';

// The development wallet announces itself here too: the Connect view lists it like on the other pages.
void installDemoTestWallet();

/**
 * The sign-in page's modal: the local anvil chains only, so every network is eip155 and `siwx` makes
 * pairing a one-click sign-in (one approval in the wallet gives the session and a signed message per chain).
 */
export function createDemoModal(theme: HostTheme): PorticoModal {
  const modal = createModal({
    projectId: 'portico-dev-project',
    networks: DEMO_NETWORKS.filter(
      (network) => typeof network === 'object' && network.chainNamespace === 'eip155' && network.testnet,
    ),
    siwx: { statement: 'Sign in to the Portico demo' },
    metadata: {
      name: 'Portico demo (sign-in)',
      description: 'A host app that signs people in with their wallet, on the local dev services',
      url: location.origin,
      icons: [`${location.origin}/signin.svg`],
    },
    endpoints: {
      api: __PORTICO_DEMO__.api,
      // The local cloud's indexer serves the blockchain data API (balances, history) of the anvil chains.
      blockchainApi: __PORTICO_DEMO__.api,
      pulse: __PORTICO_DEMO__.pulse,
      relay: __PORTICO_DEMO__.relay,
      secureSite: __PORTICO_DEMO__.secureSite,
    },
    // The local relay has no internet: pairing wallets' origins read UNKNOWN at once.
    walletConnectVerify: 'offline',
    debug: true,
    ...modalThemeOptions(theme),
  });
  installInspectToggle(modal);
  return modal;
}

/** The page's first modal, in the theme the visitor chose last (demo/theme.ts). */
export const modal = createDemoModal(currentTheme());
exposeToTests(modal);
