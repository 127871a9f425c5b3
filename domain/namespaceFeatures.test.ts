import { describe, expect, it } from 'vitest';
import { isFeatureSupported } from './namespaceFeatures.ts';

describe('feature availability per namespace (§6)', () => {
  it('balance and send are supported on eip155 and solana only', () => {
    for (const feature of ['balance', 'send'] as const) {
      expect(isFeatureSupported(feature, 'eip155')).toBe(true);
      expect(isFeatureSupported(feature, 'solana')).toBe(true);
      expect(isFeatureSupported(feature, 'bip122')).toBe(false);
      expect(isFeatureSupported(feature, 'polkadot')).toBe(false);
    }
  });
  it('names and activity are supported on eip155 only', () => {
    for (const feature of ['names', 'activity'] as const) {
      expect(isFeatureSupported(feature, 'eip155')).toBe(true);
      expect(isFeatureSupported(feature, 'solana')).toBe(false);
      expect(isFeatureSupported(feature, 'cosmos')).toBe(false);
    }
  });
});
