import { describe, expect, it } from 'vitest';

describe('portico/inspector', () => {
  it('imports without a page, as during server rendering', async () => {
    expect(typeof globalThis.window).toBe('undefined');
    const entry = await import('./index.ts');
    expect(Object.keys(entry).sort()).toEqual(
      expect.arrayContaining([
        'createInspectorStore',
        'enableInspectorShortcut',
        'liveSource',
        'mountInspectorPanel',
        'openInspector',
        'webSocketSource',
      ]),
    );
  });
});
