/**
 * The Farcaster login statechart (machines/embedded/farcaster) with its actors over the embedded
 * wallet's frame: GET_FARCASTER_URI (with the URL's QR code, drawn here), CONNECT_FARCASTER and
 * GET_USER (§4 connect Farcaster, §7). Loaded by the engine's `loadFarcaster` when the Farcaster
 * view (or a custom UI) first starts a login, with the embedded wallet, whose frame is created at once.
 */
import { fromPromise } from 'xstate';
import type {
  FarcasterUriOutput,
  FarcasterUserOutput,
} from '../../../machines/embedded/farcaster.context.ts';
import { farcasterMachine } from '../../../machines/embedded/farcaster.machine.ts';
import type { FarcasterLogic } from '../../../machines/modal/modal.machine.ts';
import { pairingQrSvg } from '../walletConnect/qr.ts';
import type { AuthConnector } from './authConnector.ts';
import { preparedWallet } from './otpEntryLogic.ts';

/** The Farcaster login's logic, its actors provided over `auth`'s frame. */
export async function farcasterLogic(auth: AuthConnector): Promise<FarcasterLogic> {
  const wallet = await preparedWallet(auth);
  return farcasterMachine.provide({
    actors: {
      getFarcasterUri: fromPromise<FarcasterUriOutput, void>(async () => {
        const url = await wallet.getFarcasterUri();
        // The machine refuses a URL that is not a web address; an empty one has no QR code either.
        return { url, qrSvg: url ? pairingQrSvg(url) : '' };
      }),
      connectFarcaster: fromPromise<void, void>(() => wallet.connectFarcaster()),
      getUser: fromPromise<FarcasterUserOutput, void>(() => wallet.getFarcasterUser()),
    },
  });
}
