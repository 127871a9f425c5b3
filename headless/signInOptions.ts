import { PorticoError } from '../domain/errors.ts';

/** The host's sign-in options: a SIWE config or a SIWX config. */
export interface SignInOptions {
  siweConfig?: unknown;
  siwx?: unknown;
}

/**
 * Refuses sign-in options that set both `siweConfig` and `siwx` (§5), with the spec's message
 * 'Cannot set both `siweConfig` and `siwx` options'. Call it before starting the sign-in flow; an
 * option explicitly set to undefined counts as not set.
 */
export function assertSignInOptions(options: SignInOptions): void {
  if (options.siweConfig !== undefined && options.siwx !== undefined) {
    throw PorticoError.of('siweConfigAndSiwx');
  }
}
