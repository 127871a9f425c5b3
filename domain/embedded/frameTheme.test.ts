/**
 * §3 theme sync and dapp data as Portico's sender builds them, held to production's schema
 * (`@reown/appkit-wallet`'s W3mFrameSchema.appEvent) and to AppKit's getW3mThemeVariables mapping.
 */
import { describe, expect, test } from 'vitest';
import { productionAppEvent } from '../../test-support/productionFrameProtocol.ts';
import { buildAppRequest } from './frameProtocol.ts';
import {
  type FrameTheme,
  isSafeCssValue,
  resolvedThemeMode,
  sameThemeSync,
  syncedThemeVariables,
  syncThemePayload,
  w3mThemeVariablesOf,
} from './frameTheme.ts';

const theme = (over: Partial<FrameTheme> = {}): FrameTheme => ({
  prefersDark: false,
  themeVariables: {},
  ...over,
});

/** The message as the transport posts it, parsed by production's secure-site schema. */
function productionParse(message: unknown) {
  return productionAppEvent.safeParse(JSON.parse(JSON.stringify(message)));
}

describe('SYNC_THEME as production sends it', () => {
  test('themeMode: the option wins; without one, the visitor’s colour scheme', () => {
    expect(resolvedThemeMode(theme({ themeMode: 'light', prefersDark: true }))).toBe('light');
    expect(resolvedThemeMode(theme({ prefersDark: true }))).toBe('dark');
    expect(resolvedThemeMode(theme())).toBe('light');
  });

  test('Portico’s variables go under production’s names; others keep their full --portico- name', () => {
    expect(
      syncedThemeVariables({
        accent: '#ff5a1f',
        '--portico-border-radius': '8px',
        fontFamily: 'Inter, sans-serif',
        zIndex: 90,
        surface: '#eee',
      }),
    ).toEqual({
      '--w3m-accent': '#ff5a1f',
      '--w3m-border-radius-master': '8px',
      '--w3m-font-family': 'Inter, sans-serif',
      '--w3m-z-index': 90,
      '--portico-surface': '#eee',
    });
  });

  test('a value that could break out of its declaration is never sent', () => {
    expect(
      syncedThemeVariables({ accent: 'red;}body{display:none', surface: 'url(https://x.example/a)' }),
    ).toEqual({});
    for (const bad of [
      'red;}body{display:none',
      'a}',
      'url(x)',
      '\\66 oo',
      '/* c */',
      '<b>',
      ' ',
      'x'.repeat(201),
    ])
      expect(isSafeCssValue(bad)).toBe(false);
    for (const good of ['#3b6cf6', 'hsla(231, 100%, 70%, 1)', "'Inter', system-ui, sans-serif", '12px', 0])
      expect(isSafeCssValue(good)).toBe(true);
  });

  test('w3mThemeVariables as getW3mThemeVariables maps them: the accent, else the mode’s; the mode’s background', () => {
    expect(w3mThemeVariablesOf({}, 'light')).toEqual({
      '--w3m-accent': 'hsla(231, 100%, 70%, 1)',
      '--w3m-background': '#fff',
    });
    expect(w3mThemeVariablesOf({}, 'dark')).toEqual({
      '--w3m-accent': 'hsla(230, 100%, 67%, 1)',
      '--w3m-background': '#202020',
    });
    expect(w3mThemeVariablesOf({ '--w3m-accent': '#111', '--apkt-accent': '#222' }, 'dark')).toEqual({
      '--w3m-accent': '#222',
      '--w3m-background': '#202020',
    });
  });

  test('the payload of a dark theme with an accent, and it parses with production’s schema', () => {
    const payload = syncThemePayload(theme({ themeMode: 'dark', themeVariables: { accent: '#ff5a1f' } }));
    expect(payload).toEqual({
      themeMode: 'dark',
      themeVariables: { '--w3m-accent': '#ff5a1f' },
      w3mThemeVariables: { '--w3m-accent': '#ff5a1f', '--w3m-background': '#202020' },
    });
    const message = buildAppRequest('SYNC_THEME', payload);
    expect(message.type).toBe('@w3m-app/SYNC_THEME');
    expect(productionParse(message)).toMatchObject({ success: true, data: message });
    // With no options at all, too.
    expect(productionParse(buildAppRequest('SYNC_THEME', syncThemePayload(theme())))).toMatchObject({
      success: true,
    });
  });

  test('two themes make the same sync exactly when the frame would show the same', () => {
    expect(sameThemeSync(theme({ themeMode: 'dark' }), theme({ themeMode: 'dark', prefersDark: true }))).toBe(
      true,
    );
    expect(sameThemeSync(theme(), theme({ prefersDark: true }))).toBe(false);
    expect(sameThemeSync(theme(), theme({ themeVariables: { accent: '#000' } }))).toBe(false);
  });
});

describe('SYNC_DAPP_DATA as production sends it', () => {
  test('metadata, sdkVersion, sdkType and projectId parse with production’s schema', () => {
    const message = buildAppRequest('SYNC_DAPP_DATA', {
      metadata: {
        name: 'Portico demo',
        description: 'A host app',
        url: 'http://localhost:5173',
        icons: ['http://localhost:5173/portico.svg'],
      },
      sdkVersion: '0.1.0',
      sdkType: 'portico',
      projectId: 'portico-dev-project',
    });
    expect(message.type).toBe('@w3m-app/SYNC_DAPP_DATA');
    expect(productionParse(message)).toMatchObject({ success: true, data: message });
  });
});
