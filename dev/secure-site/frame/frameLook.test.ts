/**
 * The secure site's frame applies §3 theme sync and keeps the dapp data only after parsing them itself:
 * what production's client sends is taken; a theme value trying CSS injection refuses the whole message,
 * and nothing of it lands on the page.
 */
import { describe, expect, test } from 'vitest';
import { parseAppMessage } from '../../../domain/embedded/frameProtocol.ts';
import { syncThemePayload } from '../../../domain/embedded/frameTheme.ts';
import { productionAppEvent } from '../../../test-support/productionFrameProtocol.ts';
import { applyTheme, currentDapp, dappIconFor, type ThemeRoot, takeDappData } from './frameLook.ts';

/** A stand-in for the frame's root element: what applyTheme wrote. */
function fakeRoot(): ThemeRoot & { properties: Map<string, string> } {
  const properties = new Map<string, string>();
  return {
    dataset: {},
    properties,
    style: {
      setProperty: (name: string, value: string | null) => void properties.set(name, value ?? ''),
      removeProperty: (name: string) => {
        const had = properties.get(name) ?? '';
        properties.delete(name);
        return had;
      },
    },
  };
}

const DARK_ORANGE = syncThemePayload({
  themeMode: 'dark',
  prefersDark: false,
  themeVariables: { accent: '#ff5a1f', borderRadius: '6px' },
});

describe('the frame applies SYNC_THEME', () => {
  test('the mode picks the palette; accent, background and radius become custom properties', () => {
    const root = fakeRoot();
    expect(applyTheme(root, DARK_ORANGE)).toBeUndefined();
    expect(root.dataset.theme).toBe('dark');
    expect(Object.fromEntries(root.properties)).toEqual({
      '--frame-accent': '#ff5a1f',
      '--frame-background': '#202020',
      '--frame-radius': '6px',
    });
  });

  test('a later sync replaces the earlier one: what it no longer names is removed', () => {
    const root = fakeRoot();
    applyTheme(root, DARK_ORANGE);
    expect(
      applyTheme(root, { themeMode: 'light', w3mThemeVariables: { '--w3m-accent': '#123456' } }),
    ).toBeUndefined();
    expect(root.dataset.theme).toBe('light');
    expect(Object.fromEntries(root.properties)).toEqual({ '--frame-accent': '#123456' });
  });

  test('a themeVariables value trying CSS injection passes the wire, but the frame refuses it: nothing applied', () => {
    const payload = { themeMode: 'dark', themeVariables: { '--w3m-accent': 'red;}body{display:none' } };
    const message = { type: '@w3m-app/SYNC_THEME', id: 'm1', payload };
    // The wire's schema (production's too) takes any string: the frame's own parse is the guard.
    expect(productionAppEvent.safeParse(message).success).toBe(true);
    expect(parseAppMessage(message).ok).toBe(true);
    const root = fakeRoot();
    applyTheme(root, syncThemePayload({ themeMode: 'light', prefersDark: false, themeVariables: {} }));
    const before = { theme: root.dataset.theme, properties: Object.fromEntries(root.properties) };
    expect(applyTheme(root, payload)).toMatch(
      /^Invalid theme: themeVariables\.--w3m-accent: not a plain CSS value/,
    );
    expect({ theme: root.dataset.theme, properties: Object.fromEntries(root.properties) }).toEqual(before);
    for (const bad of [
      { w3mThemeVariables: { '--w3m-background': 'url(https://evil.example/x)' } },
      { themeVariables: { 'color;}': '#fff' } },
      { themeVariables: { '--w3m-font-family': 'a\\7d' } },
    ]) {
      const next = fakeRoot();
      expect(applyTheme(next, bad)).toMatch(/^Invalid theme/);
      expect(next.properties.size).toBe(0);
      expect(next.dataset.theme).toBeUndefined();
    }
  });

  test('a malformed SYNC_THEME is refused at the wire: a theme mode that is neither light nor dark', () => {
    const parsed = parseAppMessage({ type: '@w3m-app/SYNC_THEME', id: 'm2', payload: { themeMode: 'blue' } });
    expect(parsed.ok).toBe(false);
    expect(applyTheme(fakeRoot(), { themeMode: 'blue' })).toMatch(/^Invalid theme: themeMode/);
  });
});

describe('the frame keeps SYNC_DAPP_DATA for the approval panel', () => {
  const metadata = {
    name: 'Portico demo',
    description: '',
    url: 'http://localhost:5173',
    icons: ['javascript:alert(1)', 'http://other.example/a.png', 'http://localhost:5173/portico.svg'],
  };

  test('the name and icons as production’s client sends them; an icon only from https, the app’s origin or data:', () => {
    const payload = { metadata, sdkVersion: '0.1.0', sdkType: 'portico', projectId: 'p1' };
    expect(productionAppEvent.safeParse({ type: '@w3m-app/SYNC_DAPP_DATA', id: 'd', payload }).success).toBe(
      true,
    );
    expect(takeDappData(payload)).toBeUndefined();
    const dapp = currentDapp();
    expect(dapp?.name).toBe('Portico demo');
    expect(dapp && dappIconFor(dapp, 'http://localhost:5173')).toBe('http://localhost:5173/portico.svg');
    expect(dapp && dappIconFor(dapp, 'http://localhost:9999')).toBeUndefined();
    expect(dappIconFor({ name: 'x', icons: ['https://cdn.example/i.png'] }, 'http://localhost:1')).toBe(
      'https://cdn.example/i.png',
    );
  });

  test('a name too long to be a name is refused, and the one kept before stays', () => {
    takeDappData({ metadata, projectId: 'p1' });
    expect(takeDappData({ metadata: { ...metadata, name: 'x'.repeat(101) }, projectId: 'p1' })).toBe(
      'Invalid dapp data',
    );
    expect(currentDapp()?.name).toBe('Portico demo');
  });
});
