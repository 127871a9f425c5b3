import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Connector, ConnectorType, PorticoModal } from '../../headless/index.ts';
import { renderWithModal, testModal } from '../../test-support/testing.tsx';
import { ConnectorButton } from './ConnectorButton.tsx';

let modal: PorticoModal | undefined;
afterEach(() => {
  cleanup();
  modal?.destroy();
});

const connectorOf = (type: ConnectorType): Connector => ({
  id: `wallet.${type.toLowerCase()}`,
  name: 'Test Wallet',
  type,
  chain: 'eip155',
  namespaces: type === 'MULTI_CHAIN' ? ['eip155', 'solana'] : ['eip155'],
});

const rowOf = () => screen.getByRole('button', { name: /Test Wallet/ });
const tagOf = () => rowOf().querySelector('.portico-tag')?.textContent;

describe('ConnectorButton', () => {
  test.each([
    ['INJECTED', 'Installed'],
    ['ANNOUNCED', 'Installed'],
    ['MULTI_CHAIN', 'Multi-chain'],
  ] as const)('a %s wallet in the page is tagged "%s" (§1)', (type, tag) => {
    modal = testModal();
    renderWithModal(modal, <ConnectorButton connector={connectorOf(type)} onSelect={() => {}} />);
    expect(tagOf()).toBe(tag);
  });

  test.each(['WALLET_CONNECT', 'AUTH'] as const)('a %s connector has no "Installed" tag', (type) => {
    modal = testModal();
    renderWithModal(modal, <ConnectorButton connector={connectorOf(type)} onSelect={() => {}} />);
    expect(rowOf().textContent).toContain('Test Wallet');
    expect(tagOf()).toBeUndefined();
  });

  test('choosing the row hands its connector to onSelect', () => {
    modal = testModal();
    const onSelect = vi.fn();
    const connector = connectorOf('INJECTED');
    renderWithModal(modal, <ConnectorButton connector={connector} onSelect={onSelect} />);
    fireEvent.click(rowOf());
    expect(onSelect).toHaveBeenCalledWith(connector);
  });
});
