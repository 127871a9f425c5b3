/**
 * The demo's page without a framework: its code imports no React. It lists the wallets in the page,
 * connects one, shows the account as `watchAccount` reports it, switches network and disconnects, all
 * through the framework-free actions (what a Vue, Svelte or plain-JS host would use); and it shows the
 * default modal through `portico/elements`' custom elements, which carry React in a chunk of their own.
 */
import { defineElements } from '../elements/index.ts';
import {
  connect,
  disconnect,
  type GetAccountReturnType,
  type GetNetworkReturnType,
  isPorticoError,
  switchNetwork,
  watchAccount,
  watchConnectors,
  watchNetwork,
} from '../headless/index.ts';
import { modal } from './modal.ts';

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing from vanilla.html`);
  return found as T;
}

const wallets = element<HTMLUListElement>('wallets');
const accountStatus = element<HTMLParagraphElement>('account-status');
const accountError = element<HTMLParagraphElement>('account-error');
const disconnectButton = element<HTMLButtonElement>('disconnect');
const networkStatus = element<HTMLParagraphElement>('network-status');
const networkButtons = element<HTMLDivElement>('networks');

function showError(error: unknown): void {
  accountError.hidden = false;
  accountError.textContent = isPorticoError(error) ? error.message : String(error);
}

watchConnectors(modal, (connectors) => {
  wallets.replaceChildren(
    ...connectors.map((connector) => {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = `Connect ${connector.name}`;
      button.addEventListener('click', () => {
        accountError.hidden = true;
        connect(modal, { connectorId: connector.id }).catch(showError);
      });
      item.append(button);
      return item;
    }),
  );
});

function renderAccount(account: GetAccountReturnType): void {
  accountStatus.textContent =
    account.status === 'connected'
      ? `Connected: ${account.address} on ${account.caipNetworkId}`
      : account.status === 'connecting'
        ? 'Connecting…'
        : 'Not connected';
  disconnectButton.hidden = account.status !== 'connected';
}
watchAccount(modal, { onChange: renderAccount });

disconnectButton.addEventListener('click', () => {
  disconnect(modal).catch(showError);
});

function renderNetwork({ network, caipNetworkId, isUnsupported, networks }: GetNetworkReturnType): void {
  networkStatus.textContent = isUnsupported
    ? `Unsupported network (${caipNetworkId})`
    : `Active: ${network?.name ?? caipNetworkId ?? 'none'}`;
  networkButtons.replaceChildren(
    ...networks
      .filter((candidate) => candidate.chainNamespace === 'eip155')
      .map((candidate) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = `Switch to ${candidate.name}`;
        button.disabled = candidate.caipNetworkId === caipNetworkId;
        button.addEventListener('click', () => {
          switchNetwork(modal, { caipNetworkId: candidate.caipNetworkId, skipConfirm: true }).catch(
            showError,
          );
        });
        return button;
      }),
  );
}
watchNetwork(modal, { onChange: renderNetwork });

// <portico-connect-button> and <portico-modal> in vanilla.html show this page's modal.
defineElements(modal);

// The elements load the engine once the page is idle: load it now, so the wallets in the page are found.
void modal.load();
