import { describe, expect, test } from 'vitest';
import { PRODUCTION_ENDPOINTS } from './endpoints.ts';
import { InvalidOptionsError, type ModalOptionsInput, parseModalOptions } from './options.ts';

describe('modal options', () => {
  test('defaults: production endpoints, eip155:1, appended to the body, analytics off', () => {
    const options = parseModalOptions({ projectId: 'p' });
    expect(options.endpoints).toEqual(PRODUCTION_ENDPOINTS);
    expect(options.networks).toEqual(['eip155:1']);
    expect(options.appendToBody).toBe(true);
    expect(options.embedded).toBe(false);
    expect(options.enableAnalytics).toBe(false);
    expect(options.debug).toBe(false);
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
      'Invalid Portico options: projectId: expected string; networks.0: expected a CAIP-2 network id; themeMode: expected one of "light", "dark"; endpoints.api: expected a valid url',
    );
  });
});
