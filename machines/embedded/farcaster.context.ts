/**
 * The Farcaster login machine's context (§4 connect Farcaster, §3 account state `farcasterUrl`) and
 * the contracts of the actors the engine provides (each asks the embedded wallet's frame).
 */
import type { EmbeddedWalletUser } from './embedded.reports.ts';

/** Output of `getFarcasterUri`: §7 get Farcaster URI, and its QR code drawn by the engine. */
export interface FarcasterUriOutput {
  /** The sign-in URL the visitor opens (scanned, copied or followed). */
  url: string;
  /** The URL as an SVG QR code. */
  qrSvg: string;
}

/** Output of `getUser`: §3 embedded-wallet user payload. */
export type FarcasterUserOutput = EmbeddedWalletUser;

/** What the Farcaster login actor knows. */
export interface FarcasterContext {
  /** §3 account state `farcasterUrl`: the sign-in URL while the visitor is asked to approve. */
  farcasterUrl: string | undefined;
  /** The URL's QR code. */
  qrSvg: string | undefined;
  /** The §8 text shown in the ConnectingFarcaster view ('Failed to connect to farcaster'). */
  error: string | undefined;
}

/** The context the actor starts with (and returns to when the view is left). */
export const EMPTY_FARCASTER: FarcasterContext = {
  farcasterUrl: undefined,
  qrSvg: undefined,
  error: undefined,
};
