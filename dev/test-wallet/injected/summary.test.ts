import { describe, expect, it } from 'vitest';
import { summarizeParams } from './summary.ts';

describe('summarizeParams', () => {
  it('writes JSON with bigints as decimals and bytes as their length', () => {
    expect(summarizeParams({ value: 10n, tx: new Uint8Array(3) })).toBe(
      '{\n  "value": "10",\n  "tx": "<3 bytes>"\n}',
    );
  });

  it('says (none) for no params and cuts long text with an ellipsis', () => {
    expect(summarizeParams(undefined)).toBe('(none)');
    const text = summarizeParams(['x'.repeat(1000)], 50);
    expect(text).toHaveLength(50);
    expect(text.endsWith('…')).toBe(true);
  });

  it('falls back to String() for values JSON cannot write', () => {
    const cyclic: { self?: unknown } = {};
    cyclic.self = cyclic;
    expect(summarizeParams(cyclic)).toBe('[object Object]');
  });
});
