import { createModal, type PorticoModal } from '../headless/index.ts';
import { installInspectToggle } from './inspectToggle.ts';
import { DEMO_NETWORKS } from './networks.ts';
import { exposeToTests } from './testHook.ts';
import { installDemoTestWallet } from './testWallet.ts';
import { currentTheme, type HostTheme, modalThemeOptions } from './theme.ts';

// The development wallet announces itself to the page; the modal finds it whenever it arrives.
void installDemoTestWallet();

/**
 * Tests of a frame that never loads open the page with `?frameReadyTimeoutMs=N` rather than wait the
 * §9 20 s; everyone else gets the default.
 */
const frameReadyTimeoutMs =
  Number(new URLSearchParams(location.search).get('frameReadyTimeoutMs')) || undefined;

/** `?locale=de` speaks German whatever the browser says (unset: the browser's languages). */
const locale = new URLSearchParams(location.search).get('locale') ?? undefined;

/**
 * `?socialLoginMode=redirect` sends the page itself to the social provider (messaging mini-apps) instead
 * of a popup; createModal's parser refuses any other value with a message naming the field.
 */
const socialLoginMode = new URLSearchParams(location.search).get('socialLoginMode') ?? undefined;

/**
 * `?projectId=` (empty) starts the modal with no project id: §5's alert, and no call to the cloud (the
 * e2e check); unset, the dev cloud's project.
 */
const projectId = new URLSearchParams(location.search).get('projectId') ?? 'portico-dev-project';

/**
 * `?themeMode=dark` (or light) and `?accent=<css colour>` theme the modal and, through §3 theme sync,
 * the secure site's frame (the e2e check); unset, the visitor's colour scheme and the
 * default accent. createModal's parser refuses a themeMode that is neither.
 */
const themeMode = new URLSearchParams(location.search).get('themeMode') ?? undefined;
const accent = new URLSearchParams(location.search).get('accent') ?? undefined;

/** The demo's modal, pointed at the local dev services (production endpoints are the defaults). */
export function createDemoModal(theme: HostTheme): PorticoModal {
  const modal = createModal({
    projectId,
    networks: DEMO_NETWORKS,
    metadata: {
      name: 'Portico demo',
      description: 'A host app on the local dev services',
      url: location.origin,
      icons: [`${location.origin}/portico.svg`],
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
    ...(frameReadyTimeoutMs ? { embeddedWalletReadyTimeoutMs: frameReadyTimeoutMs } : {}),
    ...(locale ? { locale } : {}),
    ...(socialLoginMode ? { socialLoginMode: socialLoginMode as 'popup' | 'redirect' } : {}),
    // The page's URL may set the theme for a test (?themeMode, ?accent) over the visitor's choice.
    ...modalThemeOptions({
      ...theme,
      ...(themeMode === 'light' || themeMode === 'dark' ? { mode: themeMode } : {}),
      ...(accent ? { accent } : {}),
    }),
  });
  installInspectToggle(modal);
  return modal;
}

/** The page's first modal, in the theme the visitor chose last (demo/theme.ts). */
export const modal = createDemoModal(currentTheme());
exposeToTests(modal);
