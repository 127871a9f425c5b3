/**
 * `choosePairingWallet`: the wallet picked in a wallet list is an event into the pairing statechart,
 * which keeps it for the pairing view's "Open in" link, even when picked before the statechart runs.
 */
import { afterEach, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import type { WalletListing } from '../../domain/schemas/walletDirectory.ts';
import { pairingActorOf } from '../children.ts';
import { createModal, type PorticoModal } from '../createModal.ts';
import { startEngine } from '../engine.ts';
import { choosePairingWallet } from './choosePairingWallet.ts';
import { startPairing } from './startPairing.ts';

// The bridge probes the relay with the page's WebSocket; Node 20 has none, so give it the ws package's.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

const RAINBOW: WalletListing = {
  id: 'rainbow',
  name: 'Rainbow',
  image_id: null,
  chains: ['eip155:1'],
  mobile_link: 'rainbow://',
  desktop_link: null,
  webapp_link: null,
  rdns: null,
};

let modal: PorticoModal | undefined;
afterEach(() => {
  modal?.destroy();
  modal = undefined;
});

describe('choosePairingWallet', () => {
  test('picked before the pairing statechart runs, it reaches it once a connect starts it', async () => {
    modal = createModal(
      { projectId: 'p', networks: ['eip155:1'], endpoints: { relay: 'ws://127.0.0.1:9' } },
      { startEngine, fetch: async () => Response.json({}) },
    );
    const chosen = choosePairingWallet(modal, { wallet: RAINBOW });
    await startPairing(modal).catch(() => {});
    await chosen;
    const root = modal.engine?.actor.getSnapshot();
    const pairing = root && pairingActorOf(root);
    expect(pairing?.getSnapshot().context.wallet).toEqual(RAINBOW);

    // None: a plain QR code, no wallet to open.
    await choosePairingWallet(modal, { wallet: undefined });
    expect(pairing?.getSnapshot().context.wallet).toBeUndefined();
  });
});
