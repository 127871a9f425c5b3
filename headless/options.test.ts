import { describe, expect, test } from 'vitest';
import * as classicZod from 'zod';
import { PRODUCTION_ENDPOINTS } from './endpoints.ts';
import { InvalidOptionsError, type ModalOptionsInput, parseModalOptions } from './options.ts';

describe('modal options', () => {
  test('defaults: production endpoints, eip155:1, appended to the body, analytics on (§9)', () => {
    const options = parseModalOptions({ projectId: 'p' });
    expect(options.endpoints).toEqual(PRODUCTION_ENDPOINTS);
    expect(options.networks).toEqual(['eip155:1']);
    expect(options.appendToBody).toBe(true);
    expect(options.embedded).toBe(false);
    expect(options.enableAnalytics).toBe(true);
    expect(options.debug).toBe(false);
  });

  test('the same input object gives the same options (parsed once: the background load parses ahead of the start)', () => {
    const input: ModalOptionsInput = { projectId: 'p' };
    const options = parseModalOptions(input);
    expect(parseModalOptions(input)).toBe(options);
    // Another object is parsed on its own, even with equal contents.
    const other = parseModalOptions({ projectId: 'p' });
    expect(other).not.toBe(options);
    expect(other).toEqual(options);
  });

  test('the embedded wallet frame ready timeout: §9 20 s unless set (to a positive number of ms)', () => {
    expect(parseModalOptions({ projectId: 'p' }).embeddedWalletReadyTimeoutMs).toBeUndefined();
    expect(
      parseModalOptions({ projectId: 'p', embeddedWalletReadyTimeoutMs: 3000 }).embeddedWalletReadyTimeoutMs,
    ).toBe(3000);
    expect(() => parseModalOptions({ projectId: 'p', embeddedWalletReadyTimeoutMs: 0 })).toThrow(
      /^Invalid Portico options: embeddedWalletReadyTimeoutMs: /,
    );
  });

  test('defaultAccountTypes: none unless set; a namespace or type §3/§9 do not know fails, named', () => {
    expect(parseModalOptions({ projectId: 'p' }).defaultAccountTypes).toEqual({});
    expect(
      parseModalOptions({ projectId: 'p', defaultAccountTypes: { eip155: 'eoa' } }).defaultAccountTypes,
    ).toEqual({
      eip155: 'eoa',
    });
    const bad = { projectId: 'p', defaultAccountTypes: { eip155: 'smart' } } as unknown as ModalOptionsInput;
    expect(() => parseModalOptions(bad)).toThrow(/^Invalid Portico options: defaultAccountTypes\.eip155: /);
  });

  test('an endpoint given by the host replaces only that endpoint', () => {
    const options = parseModalOptions({ projectId: 'p', endpoints: { api: 'http://127.0.0.1:8788' } });
    expect(options.endpoints).toEqual({ ...PRODUCTION_ENDPOINTS, api: 'http://127.0.0.1:8788' });
  });

  test('a bad option fails with an error naming each bad field', () => {
    const bad = {
      projectId: 7,
      themeMode: 'blue',
      endpoints: { api: 'not a url' },
      networks: ['mainnet'],
    } as unknown as ModalOptionsInput;
    expect(() => parseModalOptions(bad)).toThrow(InvalidOptionsError);
    expect(() => parseModalOptions(bad)).toThrow(
      'Invalid Portico options: projectId: expected string; networks.0: Invalid CAIP-2 network id; themeMode: expected one of "light", "dark"; endpoints.api: expected a valid url',
    );
  });

  test("the host's own zod, with a locale set globally, does not change the wording", () => {
    const bad = { projectId: 7, themeMode: 'blue' } as unknown as ModalOptionsInput;
    const before = () => parseModalOptions(bad);
    expect(before).toThrow(
      'Invalid Portico options: projectId: expected string; themeMode: expected one of "light", "dark"',
    );
    // What the classic build does as a host imports it (its own English messages for every zod): set
    // again here, so the test does not depend on which file imported it first.
    classicZod.config(classicZod.locales.en());
    expect(before).toThrow(
      'Invalid Portico options: projectId: expected string; themeMode: expected one of "light", "dark"',
    );
  });

  test("a network id that is not CAIP-2 makes the modal's load() reject with 'Invalid CAIP-2 network id' (§5)", async () => {
    const { createModal } = await import('./createModal.ts');
    for (const id of ['eip155', 'eip155:1:extra', ':1']) {
      const modal = createModal({ projectId: 'p', networks: [id as 'eip155:1'], appendToBody: false });
      await expect(modal.load()).rejects.toThrow(
        'Invalid Portico options: networks.0: Invalid CAIP-2 network id',
      );
      // The rejection is kept: a second load (the visitor's click) reports the same error.
      await expect(modal.load()).rejects.toThrow(InvalidOptionsError);
      expect(modal.engine).toBeNull();
      modal.destroy();
    }
  });

  test("a social provider outside §5's list is refused, naming the field and the providers allowed", () => {
    const unknownProvider = { projectId: 'p', features: { socials: ['google', 'myspace'] } };
    expect(() => parseModalOptions(unknownProvider as unknown as ModalOptionsInput)).toThrow(
      'Invalid Portico options: features.socials.1: a social provider must be one of google, github, apple, facebook, x, discord, farcaster',
    );
    expect(
      parseModalOptions({ projectId: 'p', features: { socials: ['x', 'farcaster'] } }).features.socials,
    ).toEqual(['x', 'farcaster']);
  });
});

describe('the inspect option', () => {
  test("is off by default and accepts 'console', a function and an inspector object", () => {
    expect(parseModalOptions({ projectId: 'p' }).inspect).toBe(false);
    expect(parseModalOptions({ projectId: 'p', inspect: 'console' }).inspect).toBe('console');
    const callback = () => {};
    expect(parseModalOptions({ projectId: 'p', inspect: callback }).inspect).toBe(callback);
    // The shape @statelyai/inspect's createBrowserInspector() and createWebSocketInspector() return.
    const inspector = { inspect: { next: () => {} }, stop: () => {} };
    expect(parseModalOptions({ projectId: 'p', inspect: inspector }).inspect).toBe(inspector);
    const withFunction = { inspect: () => {} };
    expect(parseModalOptions({ projectId: 'p', inspect: withFunction }).inspect).toBe(withFunction);
  });

  test("'stately' and 'websocket' are refused with the portico/inspect call that replaces them", () => {
    const stately = { projectId: 'p', inspect: 'stately' } as unknown as ModalOptionsInput;
    expect(() => parseModalOptions(stately)).toThrow(
      "Invalid Portico options: inspect: 'stately' needs Portico's inspect entry: pass inspect: statelyInspector() from 'portico/inspect'",
    );
    const websocket = { projectId: 'p', inspect: 'websocket' } as unknown as ModalOptionsInput;
    expect(() => parseModalOptions(websocket)).toThrow(
      "Invalid Portico options: inspect: 'websocket' needs Portico's inspect entry: pass inspect: webSocketInspector() from 'portico/inspect'",
    );
  });

  test('any other value, an object that cannot receive events included, is refused, naming the option', () => {
    for (const inspect of [
      true,
      'verbose',
      null,
      {},
      { inspect: {} },
      { inspect: 'console' },
      { stop: () => {} },
    ]) {
      const bad = { projectId: 'p', inspect } as unknown as ModalOptionsInput;
      expect(() => parseModalOptions(bad)).toThrow('Invalid Portico options: inspect: invalid value');
    }
  });
});
