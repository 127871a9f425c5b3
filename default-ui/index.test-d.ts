/** `portico/ui`: the default modal's components and their props, as a host renders them. */
import type { ComponentProps, JSX } from 'react';
import { describe, expectTypeOf, test } from 'vitest';
import {
  ConnectButton,
  type ConnectButtonProps,
  PORTICO_CSS,
  PorticoModalUI,
  preloadModalUI,
  WalletImage,
  type WalletImageProps,
} from './index.ts';

describe('ConnectButton', () => {
  test('an optional label, nothing else', () => {
    expectTypeOf<ComponentProps<typeof ConnectButton>>().toEqualTypeOf<ConnectButtonProps>();
    expectTypeOf<ConnectButtonProps>().toEqualTypeOf<{ label?: string }>();
    expectTypeOf(ConnectButton).returns.toExtend<JSX.Element>();
    // @ts-expect-error the label is text; the button's content is its own
    ConnectButton({ label: 1 });
  });
});

describe('WalletImage', () => {
  test('a name and a source are required; decorative is optional', () => {
    expectTypeOf<WalletImageProps>().toEqualTypeOf<{ name: string; src: string; decorative?: boolean }>();
    WalletImage({ name: 'Trust Wallet', src: '' });
    // @ts-expect-error the name is the alt text and the initials: required
    WalletImage({ src: 'https://example.com/trust.png' });
  });
});

describe('PorticoModalUI', () => {
  test('takes no props (it reads the provider), preloads on demand, and ships its stylesheet as text', () => {
    expectTypeOf(PorticoModalUI).parameters.toEqualTypeOf<[]>();
    expectTypeOf(preloadModalUI).returns.toExtend<Promise<unknown>>();
    expectTypeOf(PORTICO_CSS).toBeString();
  });
});
