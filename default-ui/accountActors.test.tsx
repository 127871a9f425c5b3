/**
 * The engine starts the balances and wallets actors with the first connection, not with the modal:
 * a first visit that opens the modal has none (their code is not loaded), and a connect starts them,
 * after which the balance arrives as before.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { balancesActorOf, walletsActorOf } from '../headless/index.ts';
import { engineOf } from '../test-support/testing.tsx';
import { type WalletPage, walletPage } from '../test-support/testWallet.tsx';

let page: WalletPage | undefined;
afterEach(() => {
  page?.destroy();
  page = undefined;
});

describe('account actors start with the first connection', () => {
  test('a first visit opens the modal with no balances or wallets actor; a connect starts both', async () => {
    page = walletPage();
    act(() => page?.modal.open());
    await screen.findByRole('dialog', { name: 'Connect Wallet' });
    const engine = engineOf(page.modal);
    expect(walletsActorOf(engine.actor.getSnapshot())).toBeUndefined();
    expect(balancesActorOf(engine.actor.getSnapshot(), 'eip155')).toBeUndefined();

    await page.connect();
    await waitFor(() => expect(walletsActorOf(engine.actor.getSnapshot())).toBeDefined());
    expect(balancesActorOf(engine.actor.getSnapshot(), 'eip155')).toBeDefined();
    // What the account actors missed while loading is sent to them: the balance and the wallet list.
    await waitFor(() =>
      expect(balancesActorOf(engine.actor.getSnapshot(), 'eip155')?.getSnapshot().context.native?.value).toBe(
        1_234_000_000_000_000_000n.toString(),
      ),
    );
    await waitFor(() =>
      expect(walletsActorOf(engine.actor.getSnapshot())?.getSnapshot().context.connections).toHaveLength(1),
    );
  });
});
