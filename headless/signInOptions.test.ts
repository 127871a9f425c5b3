import { describe, expect, it } from 'vitest';
import { isPorticoError } from '../domain/errors.ts';
import { assertSignInOptions } from './signInOptions.ts';

function thrownBy(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('sign-in options (§5)', () => {
  it("setting both siweConfig and siwx throws 'Cannot set both `siweConfig` and `siwx` options'", () => {
    const error = thrownBy(() => assertSignInOptions({ siweConfig: {}, siwx: {} }));
    expect(isPorticoError(error, 'siweConfigAndSiwx')).toBe(true);
    expect((error as Error).message).toBe('Cannot set both `siweConfig` and `siwx` options');
  });

  it('one of them, or neither, is accepted', () => {
    expect(() => assertSignInOptions({ siweConfig: {} })).not.toThrow();
    expect(() => assertSignInOptions({ siwx: {} })).not.toThrow();
    expect(() => assertSignInOptions({})).not.toThrow();
    expect(() => assertSignInOptions({ siweConfig: undefined, siwx: {} })).not.toThrow();
  });
});
